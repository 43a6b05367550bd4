// WeatherPresentation
