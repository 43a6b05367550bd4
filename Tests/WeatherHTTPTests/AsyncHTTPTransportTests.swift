import FoundationEssentials
import OpenWeatherAPI
import Testing
@testable import WeatherHTTP
@testable import WeatherNetwork
import WeatherTestServer

/// One GET attempt over AsyncHTTPClient against a real server on 127.0.0.1: what comes back
/// for each way an answer can end, without the client's retries, caches or budget around it.
@Suite("The AsyncHTTPClient transport: one attempt, its body or its failure classified")
struct AsyncHTTPTransportTests {
    static let display = "http://127.0.0.1/data/2.5/weather?q=Seoul&appid=…"

    /// The transport for `server` with `settings`, the clock at 2015-10-21 07:28:00 UTC.
    static func transport(_ server: String, settings: HTTPSettings = HTTPSettings()) throws -> AsyncHTTPTransport {
        AsyncHTTPTransport(HTTPTransportSetup(
            base: try BaseURL(server), settings: settings, proxy: ProxySettings(environment: [:]), clock: { 1_445_412_480 }))
    }

    /// One attempt at `/data/2.5/weather` on a server answering `response`, and what the server received.
    static func attempt(
        _ response: TestResponse, settings: HTTPSettings = HTTPSettings(), remaining: Double = 20
    ) async throws -> (Result<[UInt8], AttemptFailure>, [ReceivedRequest]) {
        let server = try await TestHTTPServer { _ in response }
        let transport = try transport(server.baseURL, settings: settings)
        let result = await transport.attempt(url: server.baseURL + "/data/2.5/weather?q=Seoul&appid=0123abcd", display: display, remaining: remaining)
        await transport.shutdown()
        let requests = server.requests
        await server.shutdown()
        return (result, requests)
    }

    @Test("A 200 answer's body comes back byte for byte, asked for as JSON under the package's name")
    func body() async throws {
        let (result, requests) = try await Self.attempt(.json(#"{"name":"서울"}"#))
        #expect(try result.get() == Array(#"{"name":"서울"}"#.utf8))
        #expect(requests.map(\.uri) == ["/data/2.5/weather?q=Seoul&appid=0123abcd"])
        let headers = Dictionary(requests.first?.headers.map { ($0.0.lowercased(), $0.1) } ?? [], uniquingKeysWith: { $1 })
        #expect(headers["accept"] == "application/json")
        #expect(headers["user-agent"] == "weather-localization/0.1")
    }

    @Test("A body longer than the cap, sent without a length, is refused as too large and not retried")
    func chunkedBodyOverTheCap() async throws {
        var settings = HTTPSettings()
        settings.maximumBodyBytes = 16
        let (result, _) = try await Self.attempt(
            TestResponse(body: Array(repeating: UInt8(ascii: "x"), count: 64), ending: .chunked), settings: settings)
        #expect(result == .failure(AttemptFailure(.tooLarge(url: Self.display, limit: 16), retryable: false)))
    }

    @Test("A connection closed halfway through the body is a body cut off, not retried")
    func closedMidBody() async throws {
        let (result, _) = try await Self.attempt(TestResponse(body: Array(repeating: UInt8(ascii: "x"), count: 4096), ending: .closeMidBody))
        #expect(result == .failure(AttemptFailure(.truncated(url: Self.display), retryable: false)))
    }

    @Test("A 503 with Retry-After as an HTTP date is a server error worth retrying after the server's wait")
    func serverErrorWithRetryAfter() async throws {
        let (result, _) = try await Self.attempt(.json("{}", status: 503, headers: [("Retry-After", "Wed, 21 Oct 2015 07:28:30 GMT")]))
        #expect(result == .failure(AttemptFailure(.serverError(status: 503), retryable: true, retryAfter: 30)))
    }

    @Test("A 404's body gives its stated reason; the key it echoes is taken out")
    func refusalReason() async throws {
        let (result, _) = try await Self.attempt(.json(#"{"cod":"404","message":"key 0123abcd is not known"}"#, status: 404))
        #expect(result == .failure(AttemptFailure(.httpStatus(url: Self.display, status: 404, reason: "key … is not known"), retryable: false)))
    }

    @Test("A body that stalls ends when the time left runs out: a timeout naming the host")
    func stalledBody() async throws {
        let (result, _) = try await Self.attempt(
            TestResponse(body: Array(repeating: UInt8(ascii: "x"), count: 100), ending: .stall(afterBytes: 10)), remaining: 1)
        #expect(result == .failure(AttemptFailure(.timeout(host: "127.0.0.1"), retryable: false)))
    }

    @Test("A closed port is unreachable, refused, and not retried")
    func closedPort() async throws {
        let closed = try await TestHTTPServer { _ in .json("{}") }
        let base = closed.baseURL
        await closed.shutdown()
        let transport = try Self.transport(base)
        let result = await transport.attempt(url: base + "/data/2.5/weather?q=Seoul&appid=0123abcd", display: Self.display, remaining: 20)
        await transport.shutdown()
        #expect(result == .failure(AttemptFailure(.unreachable(host: "127.0.0.1", reason: .refused), retryable: false)))
    }
}
