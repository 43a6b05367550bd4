import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import Testing
import WeatherService
import WeatherTestServer

/// The upstream budget shared fairly between clients on a real socket: each client's new
/// places (no cache holds them) are spent from its own share; past it, 429 for that client
/// alone.
@Suite("A fair share of the upstream budget for every client")
struct FairShareTests {
    /// OpenWeather for any number of places: `PlaceN` is found near Seoul (each at its own
    /// coordinates, so each is new weather too), whose recorded weather answers.
    static func manyPlaces(_ request: ReceivedRequest) -> WeatherTestServer.TestResponse {
        guard request.path == "/geo/1.0/direct", let name = request.query["q"], name.lowercased().hasPrefix("place"),
              let number = Int(name.dropFirst(5)) else { return OpenWeatherReplay.respond(request) }
        let latitude = 37.0 + Double(number) * 0.01
        return .json(#"[{"name":"Place\#(number)","lat":\#(latitude),"lon":126.97,"country":"KR"}]"#)
    }

    /// The site on a live loopback socket with a budget of 60 calls a minute and client shares.
    private func withServer(
        trustedProxies: [String], _ body: @Sendable (any TestClientProtocol, ServiceHarness) async throws -> Void
    ) async throws {
        let harness = try await ServiceHarness.start(
            upstreamPerMinute: 60, clientShares: true, trustedProxies: trustedProxies, respond: Self.manyPlaces)
        let server = WeatherServer(site: harness.site, host: "127.0.0.1", port: 0, logger: Logger(label: "test"))
        let outcome: Result<Void, any Error>
        do {
            try await server.application().test(.live) { client in try await body(client, harness) }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        await harness.stop()
        try outcome.get()
    }

    private static func get(_ client: any TestClientProtocol, _ uri: String, _ fields: [HTTPField.Name: String] = [:]) async throws -> HummingbirdTesting.TestResponse {
        var headers = HTTPFields()
        for (name, value) in fields { headers.append(HTTPField(name: name, value: value)) }
        return try await client.execute(uri: uri, method: .get, headers: headers, body: nil)
    }

    @Test("30 new places from one client: it gets 429 with Retry-After past its share; another client's first new place is served")
    func oneClientCannotStarveTheOthers() async throws {
        try await withServer(trustedProxies: ["127.0.0.1/32"]) { client, harness in
            let greedy: [HTTPField.Name: String] = [HTTPField.Name("X-Forwarded-For")!: "203.0.113.1"]
            var statuses: [Int] = []
            for number in 1...30 {
                statuses.append(Int(try await Self.get(client, "/Place\(number)?lang=ko", greedy).status.code))
            }
            #expect(statuses.first == 200)
            #expect(statuses.filter { $0 == 429 }.count >= 25, "statuses: \(statuses)")
            #expect(!statuses.contains(503), "statuses: \(statuses)")
            let refused = try await Self.get(client, "/Place30?lang=ko", greedy)
            #expect(refused.status.code == 429)
            #expect(Int(refused.headers[.retryAfter] ?? "") ?? 0 > 0)
            #expect(String(buffer: refused.body) == "짧은 시간에 새로운 장소를 너무 많이 요청했습니다. 잠시 후 다시 시도해 주세요.\n")
            // Its places already served still answer: cached answers are never limited.
            #expect(try await Self.get(client, "/Place1?lang=ko", greedy).status == .ok)
            // Everyone else is served.
            let other: [HTTPField.Name: String] = [HTTPField.Name("X-Forwarded-For")!: "198.51.100.2"]
            #expect(try await Self.get(client, "/Place99", other).status == .ok)
            #expect(try await Self.get(client, "/Seoul", [HTTPField.Name("X-Forwarded-For")!: "198.51.100.3"]).status == .ok)
            // Refusals are counted by reason, never by client.
            let metrics = String(buffer: try await Self.get(client, "/metrics").body)
            #expect(metrics.contains(#"weather_refused_requests_total{reason="client_share"}"#))
            #expect(!metrics.contains("203.0.113.1"))
            #expect(harness.upstreamPaths.count <= 60)
        }
    }

    @Test("Four clients at their share of new coordinates leave part of the reserve: a fifth's first new place is served")
    func reserveForLightClients() async throws {
        try await withServer(trustedProxies: ["127.0.0.1/32"]) { client, harness in
            // New coordinates cost weather calls, which alone could spend the reserve: 4 × 15 would
            // be all 60. Past half its share a client's new work stops at the reserve.
            for (index, address) in ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"].enumerated() {
                for number in 1...8 {
                    let latitude = 37.0 + Double(index * 10 + number) / 100
                    _ = try await Self.get(client, "/?lat=\(latitude)&lon=126.97", [HTTPField.Name("X-Forwarded-For")!: address])
                }
            }
            #expect(harness.upstreamPaths.count < 60)
            #expect(try await Self.get(client, "/Place77", [HTTPField.Name("X-Forwarded-For")!: "198.51.100.5"]).status == .ok)
        }
    }

    @Test("An X-Forwarded-For from a peer that is no trusted proxy is ignored: a new one each time buys no new share")
    func untrustedForwardedForIgnored() async throws {
        try await withServer(trustedProxies: []) { client, _ in
            var statuses: [Int] = []
            for number in 1...20 {
                let forged: [HTTPField.Name: String] = [
                    HTTPField.Name("X-Forwarded-For")!: "192.0.2.\(number)", HTTPField.Name("Forwarded")!: "for=192.0.2.\(number)",
                ]
                statuses.append(Int(try await Self.get(client, "/Place\(number)", forged).status.code))
            }
            #expect(statuses.filter { $0 == 429 }.count >= 15, "statuses: \(statuses)")
        }
    }
}
