import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation

@Suite("One presenter keeps its formatters between responses, each zone's apart")
struct FormatterReuseTests {
    /// Seoul (+9), New York (-5), Kathmandu (+5:45, steps at minutes past the hour), Seoul again.
    static let places = ["seoul", "new-york", "kathmandu", "seoul"]

    @Test("Responses from zones in turn read exactly as each would with a presenter of its own")
    func zonesInTurn() throws {
        let shared = try PresentationFixtures.presenter("ko_KR")
        var times: [String] = []
        for place in Self.places {
            let current = try PresentationFixtures.current("\(place)-current")
            let forecast = try PresentationFixtures.forecast("\(place)-forecast")
            let reused = try shared.present(current: current, forecast: forecast)
            let fresh = try PresentationFixtures.presenter("ko_KR").present(current: current, forecast: forecast)
            #expect(reused == fresh)
            times.append("\(reused.timeZone) \(reused.hourly[0].items[0].time)")
        }
        #expect(times == ["GMT+09:00 오후 3시", "GMT-05:00 오전 10시", "GMT+05:45 오후 2:45", "GMT+09:00 오후 3시"])
    }

    @Test("Data without a zone is shown in UTC after data with one, and says so")
    func utcAfterAZone() throws {
        let presenter = try PresentationFixtures.presenter("en_US")
        let seoul = try presenter.present(current: PresentationFixtures.current("seoul-current"), forecast: nil)
        let utc = try presenter.present(current: PresentationFixtures.current("no-timezone-current"), forecast: nil)
        #expect(seoul.timeZone == "GMT+09:00")
        #expect(seoul.timeZoneNote == nil)
        #expect(utc.timeZone == "UTC")
        #expect(utc.timeZoneNote == "No time zone in the data: times are in UTC")
    }
}
