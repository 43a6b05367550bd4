import FoundationEssentials
import OpenWeatherAPI
import Testing
import WeatherCore
import WeatherNetwork
import WeatherTestServer

@Suite("Answers longer than asked for are cut before any work on them")
struct HugeAnswerTests {
    /// A reverse-search answer: one good place, then `count` more a few meters away whose
    /// latitude no place has. Decoding any of them fails the answer; the first alone is good.
    static func reverse(_ count: Int) -> TestResponse {
        let good = #"{"name":"Jung-gu","local_names":{"ko":"중구","en":"Jung-gu"},"lat":37.5683,"lon":126.9778,"country":"KR"}"#
        let broken = #"{"name":"Jung-gu","local_names":{"ko":"중구","en":"Jung-gu"},"lat":999,"lon":126.9778,"country":"KR"}"#
        return .json("[" + ([good] + Array(repeating: broken, count: count)).joined(separator: ",") + "]")
    }

    // Counted, not timed: the 8,000 broken matches after the first would each fail decoding,
    // so an answer read whole fails, and the weather would come without a name. Before the
    // cut, 8,000 good matches took 406 s in a debug build (compared and merged pairwise);
    // now the fetch takes 0.45 s alone.
    @Test("A reverse search answering 8,000 more places than the one asked for: only the first is ever decoded")
    func reverseOfThousands() async throws {
        let harness = try await ReplayHarness(respond: { request in
            request.path == "/geo/1.0/reverse" ? Self.reverse(8_000) : OpenWeatherReplay.respond(request)
        })
        let weather = try await harness.weather(.coordinates(latitude: 37.5683, longitude: 126.9778))
        await harness.finish()
        #expect(weather.placeSearchFailure == nil)
        #expect(weather.place?.name(forLanguage: "ko") == "중구")
    }

    @Test("A name search decodes only the matches asked for: a broken sixth match does not fail a search for five")
    func directLimit() throws {
        let good = #"{"name":"Springfield","lat":39.8,"lon":-89.6,"country":"US","state":"Illinois"}"#
        let broken = #"{"name":"Springfield","lat":999,"lon":-89.6,"country":"US"}"#
        let body = Data(("[" + Array(repeating: good, count: 5).joined(separator: ",") + "," + broken + "]").utf8)
        #expect(try GeocodingDecoder.decodePlaces(body, limit: 5).count == 5)
        #expect(throws: OpenWeatherDecodingError.self) { try GeocodingDecoder.decodePlaces(body) }
    }
}
