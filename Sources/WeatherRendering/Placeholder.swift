// WeatherRendering
