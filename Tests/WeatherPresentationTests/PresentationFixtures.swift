import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherTestSupport

/// Decoded fixtures and presenters shared by the presentation tests.
enum PresentationFixtures {
    static func current(_ name: String) throws -> CurrentWeatherResponse {
        try OpenWeatherDecoder.decodeCurrent(Fixture.data(name))
    }

    static func forecast(_ name: String) throws -> ForecastResponse {
        try OpenWeatherDecoder.decodeForecast(Fixture.data(name))
    }

    static func presenter(_ locale: String, configure: (inout PresentationOptions) throws -> Void = { _ in }) throws -> ForecastPresenter {
        var options = PresentationOptions(locale: try WeatherLocale(locale))
        try configure(&options)
        return try ForecastPresenter(options: options)
    }

    /// A forecast step at `dt` with just what grouping and formatting need.
    static func step(_ dt: Int, kelvin: Double = 275, id: Int = 800, pop: Double? = nil, day: Bool = true) -> ForecastResponse.Item {
        ForecastResponse.Item(
            dt: dt,
            main: MainReadings(temp: kelvin, feelsLike: kelvin, tempMin: kelvin, tempMax: kelvin, pressure: 1013, humidity: 50),
            weather: [WeatherCondition(id: id, main: "", description: "", icon: day ? "01d" : "01n")],
            clouds: Clouds(all: 0),
            wind: Wind(speed: 3, deg: 90),
            probabilityOfPrecipitation: pop,
            sys: ForecastResponse.Item.System(partOfDay: day ? .day : .night))
    }

    static func forecast(offset: Int, steps: [ForecastResponse.Item]) -> ForecastResponse {
        ForecastResponse(
            list: steps,
            city: ForecastResponse.City(
                id: 1, name: "Test", coord: Coordinates(lon: 0, lat: 0), country: "XX", timezoneOffsetSeconds: offset,
                // Any sunrise and sunset: with none, the sun would decide each step's day or night.
                sunrise: 21_600, sunset: 64_800))
    }
}
