// WeatherCore
