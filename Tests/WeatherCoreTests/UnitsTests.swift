import Foundation
import Testing
import WeatherCore
import WeatherTestSupport

@Suite("Declared units")
struct UnitsTests {
    @Test("Decoding stores the units the caller declared and keeps the numbers as sent", arguments: OpenWeatherUnits.allCases)
    func declaredUnitsAreStored(units: OpenWeatherUnits) throws {
        let current = try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"), units: units)
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"), units: units)
        #expect(current.units == units)
        #expect(forecast.units == units)
        #expect(current.main.temp == 272.9)
        #expect(forecast.list[11].main.temp == 273.15)
    }

    @Test("Units default to standard, the API's own default")
    func defaultIsStandard() throws {
        #expect(try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current")).units == .standard)
        #expect(try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast")).units == .standard)
    }

    @Test("Units use the API's query values", arguments: [
        (OpenWeatherUnits.standard, "standard"), (.metric, "metric"), (.imperial, "imperial"),
    ])
    func rawValues(units: OpenWeatherUnits, query: String) {
        #expect(units.rawValue == query)
    }
}
