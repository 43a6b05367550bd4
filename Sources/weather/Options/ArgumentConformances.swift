public import ArgumentParser
import WeatherCore
import WeatherLocalization

extension TemperatureUnit: ExpressibleByArgument {}
extension RoundingMode: ExpressibleByArgument {}
extension UnitWidth: ExpressibleByArgument {}
extension OpenWeatherUnits: ExpressibleByArgument {}
extension AirQualityScaleID: ExpressibleByArgument {}
extension UVIndexScale: ExpressibleByArgument {}
