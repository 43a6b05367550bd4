public import ArgumentParser
public import OpenWeatherAPI
import WeatherCore
import WeatherLocalization

extension TemperatureUnit: ExpressibleByArgument {}
extension RoundingMode: ExpressibleByArgument {}
extension UnitWidth: ExpressibleByArgument {}
extension OpenWeatherUnits: ExpressibleByArgument {}
extension AirQualityScaleID: ExpressibleByArgument {}
extension UVIndexScale: ExpressibleByArgument {}

extension WeatherFeed: ExpressibleByArgument {
    /// `openweather` (or `2.5`), `onecall`, `open-meteo`.
    public init?(argument: String) { self.init(setting: argument) }
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
