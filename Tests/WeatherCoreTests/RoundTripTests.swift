import Foundation
import Testing
import WeatherCore
import WeatherTestSupport

@Suite("Encoding round trips")
struct RoundTripTests {
    @Test(
        "Current weather encodes to the wire format and decodes back equal",
        arguments: ["seoul-current", "new-york-current", "kathmandu-current"])
    func currentRoundTrip(fixture: String) throws {
        let original = try OpenWeatherDecoder.decodeCurrent(Fixture.data(fixture), units: .metric)
        let again = try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(original), units: .metric)
        #expect(again == original)
    }

    @Test(
        "A forecast encodes to the wire format and decodes back equal",
        arguments: ["seoul-forecast", "new-york-forecast", "kathmandu-forecast"])
    func forecastRoundTrip(fixture: String) throws {
        let original = try OpenWeatherDecoder.decodeForecast(Fixture.data(fixture), units: .imperial)
        let again = try OpenWeatherDecoder.decodeForecast(TestBody.encoded(original), units: .imperial)
        #expect(again == original)
    }

    @Test("Encoding writes the API's cod types, leaves out units and absent optionals")
    func encodedShape() throws {
        let current = try OpenWeatherDecoder.decodeCurrent(Fixture.data("kathmandu-current"), units: .metric)
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("kathmandu-forecast"))
        let currentJSON = try #require(JSONSerialization.jsonObject(with: TestBody.encoded(current)) as? [String: Any])
        let forecastJSON = try #require(JSONSerialization.jsonObject(with: TestBody.encoded(forecast)) as? [String: Any])
        #expect(currentJSON["cod"] as? Int == 200)
        #expect(forecastJSON["cod"] as? String == "200")
        #expect(currentJSON["units"] == nil)
        #expect(forecastJSON["units"] == nil)
        #expect(currentJSON["visibility"] == nil)
        #expect(currentJSON["snow"] == nil)
        #expect((currentJSON["wind"] as? [String: Any])?.keys.sorted() == ["speed"])
        #expect((currentJSON["rain"] as? [String: Any])?.keys.sorted() == ["1h"])
        #expect(currentJSON["timezone"] as? Int == 20700)
        let items = try #require(forecastJSON["list"] as? [[String: Any]])
        #expect(items[3]["pop"] == nil)
        #expect(items[3]["dt_txt"] as? String == "2026-07-21 18:00:00")
        #expect((items[3]["sys"] as? [String: Any])?["pod"] as? String == "n")
    }

    @Test("A model built in code decodes back equal")
    func builtInCode() throws {
        let built = ForecastResponse(
            message: 0,
            list: [
                ForecastResponse.Item(
                    dt: 1_796_277_600,
                    main: MainReadings(temp: -0.25, feelsLike: -4.5, tempMin: -0.25, tempMax: -0.25, pressure: 1027, humidity: 48),
                    weather: [WeatherCondition(id: 600, main: "Snow", description: "light snow", icon: "13d")],
                    clouds: Clouds(all: 100),
                    wind: Wind(speed: 4.12),
                    probabilityOfPrecipitation: 0.3,
                    snow: Precipitation(threeHours: 0.2),
                    sys: .init(partOfDay: .day),
                    dtTxt: "2026-12-03 06:00:00"),
            ],
            city: ForecastResponse.City(id: 1, coord: Coordinates(lon: 0, lat: 0), timezoneOffsetSeconds: 0),
            units: .metric)
        #expect(built.cnt == 1)
        #expect(try OpenWeatherDecoder.decodeForecast(TestBody.encoded(built), units: .metric) == built)
    }
}
