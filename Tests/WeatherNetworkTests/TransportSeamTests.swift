import FoundationEssentials
import OpenWeatherAPI
import Testing
import WeatherCore
@testable import WeatherNetwork
import WeatherTestSupport

/// A transport with no socket: answers from the fixtures by path, and a first failure
/// wherever the script says, recording every URL asked.
private final class FixtureTransport: HTTPTransport {
    let asked = Locked<[String]>([])
    let failFirst: Set<String>

    init(failFirst: Set<String>) { self.failFirst = failFirst }

    func attempt(url: String, display: String, remaining: Double) async -> Result<[UInt8], AttemptFailure> {
        let path = String(url.dropFirst("http://fixtures.test".count).prefix { $0 != "?" })
        let earlier = asked.withLock { asked in
            defer { asked.append(path) }
            return asked.filter { $0 == path }.count
        }
        if earlier == 0, failFirst.contains(path) {
            return .failure(AttemptFailure(.serverError(status: 503), retryable: true))
        }
        let names = ["/geo/1.0/reverse": "geocoding/seoul-reverse.json", "/data/2.5/weather": "seoul-current.json", "/data/2.5/forecast": "seoul-forecast.json"]
        guard let name = names[path], let data = try? Fixture.data(name) else {
            return .failure(AttemptFailure(.httpStatus(url: display, status: 404, reason: nil), retryable: false))
        }
        return .success(Array(data))
    }

    func shutdown() async {}
}

@Suite("The client's logic over any transport: no SwiftNIO, no socket")
struct TransportSeamTests {
    @Test("Weather for coordinates over a scripted transport: searched, fetched, a 503 retried")
    func weatherWithoutNIO() async throws {
        let transport = FixtureTransport(failFirst: ["/data/2.5/forecast"])
        var configuration = OpenWeatherClient.Configuration(apiKey: "k", transport: { _ in transport }, clock: { 1_700_000_000 })
        configuration.baseURL = try BaseURL("http://fixtures.test")
        configuration.http.backoffBaseSeconds = 0
        let weather = try await OpenWeatherClient.withClient(configuration) { (client) async throws(NetworkError) in
            try await client.weather(for: .coordinates(latitude: 37.5683, longitude: 126.9778))
        }
        #expect(weather.current.name == "Seoul")
        #expect(weather.current.main.temp == 272.9)
        #expect(weather.forecast.list.count == 40)
        #expect(weather.place?.name == "Jung-gu")
        #expect(weather.staleAgeSeconds == nil)
        let asked = transport.asked.withLock { $0 }.sorted()
        #expect(asked == ["/data/2.5/forecast", "/data/2.5/forecast", "/data/2.5/weather", "/geo/1.0/reverse"])
    }
}
