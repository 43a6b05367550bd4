import FoundationEssentials
import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation

@Suite("Bad data and bad options fail clearly")
struct PresentationErrorTests {
    @Test("Nothing to present is an error")
    func noData() throws {
        #expect(throws: PresentationError.noData) {
            try PresentationFixtures.presenter("ko_KR").present(current: nil, forecast: nil)
        }
    }

    @Test("An impossible UTC offset in the data names its field", arguments: [
        (99_999, "timezone"), (86_400, "timezone"), (30, "timezone"),
    ])
    func impossibleOffset(seconds: Int, path: String) throws {
        var current = try PresentationFixtures.current("seoul-current")
        current.timezoneOffsetSeconds = seconds
        #expect(throws: PresentationError.invalidTimeZoneOffset(path: path, seconds: seconds)) {
            try PresentationFixtures.presenter("ko_KR").present(current: current, forecast: nil)
        }
    }

    @Test("A forecast's impossible offset names city.timezone")
    func impossibleForecastOffset() throws {
        let forecast = PresentationFixtures.forecast(offset: 12_345, steps: [PresentationFixtures.step(0)])
        #expect(throws: PresentationError.invalidTimeZoneOffset(path: "city.timezone", seconds: 12_345)) {
            try PresentationFixtures.presenter("ko_KR").present(current: nil, forecast: forecast)
        }
    }

    @Test("A bad skeleton is rejected when the presenter is made, before any data")
    func badSkeleton() throws {
        #expect(throws: LocalizationError.invalidSkeleton("MMM-d")) {
            try PresentationFixtures.presenter("ko_KR") { $0.skeletons.day = "MMM-d" }
        }
    }

    @Test("The view model's JSON decodes back to the same value")
    func jsonRoundTrip() throws {
        let view = try PresentationFixtures.presenter("ko_KR").present(
            current: PresentationFixtures.current("seoul-current"), forecast: PresentationFixtures.forecast("seoul-forecast"))
        let data = try JSONEncoder().encode(view)
        #expect(try JSONDecoder().decode(ForecastViewModel.self, from: data) == view)
    }
}

@Suite("Times the decoder never saw are checked by the presenter")
struct PresentationTimeRangeTests {
    @Test("A forecast step near Int64.max with a non-zero offset is a data error, not a trap")
    func forecastStepNearInt64Max() throws {
        let forecast = PresentationFixtures.forecast(
            offset: 32_400, steps: [PresentationFixtures.step(0), PresentationFixtures.step(Int(Int64.max) - 100)])
        #expect(throws: PresentationError.timeOutOfRange(path: "list[1].dt", seconds: Int(Int64.max) - 100)) {
            try PresentationFixtures.presenter("ko_KR").present(current: nil, forecast: forecast)
        }
    }

    @Test("An offset of Int64.min is an impossible offset, not a trap")
    func offsetInt64Min() throws {
        var current = try PresentationFixtures.current("seoul-current")
        current.timezoneOffsetSeconds = Int(Int64.min)
        #expect(throws: PresentationError.invalidTimeZoneOffset(path: "timezone", seconds: Int(Int64.min))) {
            try PresentationFixtures.presenter("ko_KR").present(current: current, forecast: nil)
        }
    }
}
