import FoundationEssentials
import Testing
import WeatherCore
import WeatherLocalization
import WeatherPresentation

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
