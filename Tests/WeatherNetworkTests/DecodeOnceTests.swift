import FoundationEssentials
import OpenWeatherAPI
import Testing
import WeatherCore
@testable import WeatherNetwork
import WeatherTestSupport

/// A transport that answers every URL with the Seoul forecast after a pause long enough for
/// every caller to join the first one, counting the calls.
private final class SlowForecastTransport: HTTPTransport {
    let calls = Locked(0)
    let body: [UInt8]

    init() throws { body = Array(try Fixture.data("seoul-forecast")) }

    func attempt(url: String, display: String, remaining: Double) async -> Result<[UInt8], AttemptFailure> {
        calls.withLock { $0 += 1 }
        try? await Task.sleep(for: .seconds(1))
        return .success(body)
    }

    func shutdown() async {}
}

@Suite("Each upstream body is decoded once, however many callers wait for it")
struct DecodeOnceTests {
    @Test("50 coalesced callers of one forecast: one upstream call, one decoding, the same value for each, and none more from the memory store")
    func coalescedCallersShareOneDecoding() async throws {
        let transport = try SlowForecastTransport()
        var configuration = OpenWeatherClient.Configuration(apiKey: "k", transport: { _ in transport }, clock: { 1_700_000_000 })
        configuration.baseURL = try BaseURL("http://fixtures.test")
        configuration.cache = MemoryResponseStore()
        let decodings = Locked(0)
        let read: @Sendable ([UInt8], String) throws(NetworkError) -> ForecastResponse = { body, display throws(NetworkError) in
            decodings.withLock { $0 += 1 }
            return try ResponseReader.forecast(body, display: display)
        }
        let client = OpenWeatherClient(configuration)
        let request = OpenWeatherRequest.forecast(at: CoordinateText(latitude: 37.5683, longitude: 126.9778))
        let cities = await withTaskGroup(of: Result<String, NetworkError>.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    await client.result { () async throws(NetworkError) in
                        try await client.fetch(request, sharedBy: client.shared.forecast, read).value.city.name
                    }
                }
            }
            var cities: [String] = []
            for await result in group { cities.append((try? result.get()) ?? "failed") }
            return cities
        }
        #expect(cities == Array(repeating: "Seoul", count: 50))
        #expect(transport.calls.withLock { $0 } == 1)
        #expect(decodings.withLock { $0 } == 1)

        // A later caller within the answer's freshness reads the value the store kept.
        let again = try await client.fetch(request, sharedBy: client.shared.forecast, read)
        #expect(again.value.list.count == 40)
        #expect(transport.calls.withLock { $0 } == 1)
        #expect(decodings.withLock { $0 } == 1)
        await client.shutdown()
    }
}
