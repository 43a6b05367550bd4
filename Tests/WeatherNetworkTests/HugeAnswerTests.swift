import FoundationEssentials
import OpenWeatherAPI
import Testing
import WeatherCore
import WeatherNetwork
import WeatherTestServer

@Suite("Answers longer than asked for are cut before any work on them")
struct HugeAnswerTests {
    /// A reverse-search answer of `count` places a few meters apart, each with local names.
    static func reverse(_ count: Int) -> TestResponse {
        let place = #"{"name":"Jung-gu","local_names":{"ko":"중구","en":"Jung-gu"},"lat":37.5683,"lon":126.9778,"country":"KR"}"#
        return .json("[" + Array(repeating: place, count: count).joined(separator: ",") + "]")
    }

    // A generous bound, not a benchmark: in a debug build, comparing and merging every pair of
    // the 8,000 matches took 406 s; cut to the one asked for, the whole fetch takes 0.45 s
    // (the bound leaves room for a loaded machine running the suite in parallel).
    @Test("A reverse search answering 8,000 places where one was asked: the weather comes within 10 s, named by the first")
    func reverseOfThousands() async throws {
        let harness = try await ReplayHarness(respond: { request in
            request.path == "/geo/1.0/reverse" ? Self.reverse(8_000) : OpenWeatherReplay.respond(request)
        })
        let started = ContinuousClock.now
        let weather = try await harness.weather(.coordinates(latitude: 37.5683, longitude: 126.9778))
        let elapsed = ContinuousClock.now - started
        await harness.finish()
        #expect(weather.place?.name(forLanguage: "ko") == "중구")
        #expect(elapsed < .seconds(10), "took \(elapsed)")
    }
}
