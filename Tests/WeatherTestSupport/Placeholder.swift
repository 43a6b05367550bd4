// WeatherTestSupport
