import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import OpenWeatherAPI
import WeatherNetwork

/// One GET attempt with swift-server's AsyncHTTPClient: TLS with the system's trust store,
/// the proxy from the environment, connect and total timeouts, a body size cap, and every
/// transport error classified as the user is told it and as the retry loop needs it.
final class AsyncHTTPTransport: HTTPTransport {
    private let client: HTTPClient
    private let settings: HTTPSettings
    private let host: String
    /// The host errors name when a connection fails: the proxy's when there is one, since
    /// that is the connection that failed.
    private let connectionHost: String
    /// The base URL as given, for a URL the transport refuses (a usage error, not a network one).
    private let baseText: String
    /// Unix seconds now (for a `Retry-After` date). Time spent is measured on the monotonic clock.
    private let clock: @Sendable () -> Double

    init(_ setup: HTTPTransportSetup) {
        let (base, settings) = (setup.base, setup.settings)
        var configuration = HTTPClient.Configuration(
            // Never followed: OpenWeather does not redirect API calls, and a redirect would carry
            // the key (in the query) to wherever the answer points. A 3xx is an unexpected status.
            redirectConfiguration: .disallow,
            timeout: HTTPClient.Configuration.Timeout(connect: .milliseconds(Durations.milliseconds(settings.connectTimeoutSeconds))))
        // A refused connection is an answer; AsyncHTTPClient would otherwise retry it until the deadline.
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.httpVersion = .http1Only
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = setup.connectionsPerHost
        let proxy = setup.proxy.proxy(forScheme: base.scheme, host: base.host)
        if let proxy {
            let authorization = proxy.username.map { HTTPClient.Authorization.basic(username: $0, password: proxy.password ?? "") }
            configuration.proxy = .server(host: proxy.host, port: proxy.port, authorization: authorization)
        }
        client = HTTPClient(eventLoopGroupProvider: .shared(MultiThreadedEventLoopGroup.singleton), configuration: configuration)
        self.settings = settings
        self.host = base.host
        self.connectionHost = proxy.map { "\($0.host):\($0.port)" } ?? base.host
        self.baseText = base.text
        self.clock = setup.clock
    }

    func shutdown() async {
        try? await client.shutdown()
    }

    func attempt(url: String, display: String, remaining: Double) async -> Result<[UInt8], AttemptFailure> {
        let start = ContinuousClock.now
        guard remaining > 0 else { return .failure(AttemptFailure(.timeout(host: host), retryable: false)) }
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "User-Agent", value: "weather-localization/0.1")
        let response: HTTPClientResponse
        do {
            response = try await client.execute(request, timeout: .milliseconds(Durations.milliseconds(remaining)))
        } catch {
            return .failure(classify(error, display: display, duringBody: false))
        }
        let head = ResponseHead(status: Int(response.status.code)) { response.headers.first(name: $0) }
        if var failure = head.failure(settings: settings, display: display, now: clock()) {
            // A refusal's short body says which limit or why (read within a second, at most 4 KiB).
            if head.hasTellingBody {
                let left = min(1, remaining - Durations.seconds(since: start))
                if let body = (try? await Self.collect(response.body, upTo: ResponseHead.limitBodyBytes, within: left)) ?? nil {
                    failure.read(body: Array(body.readableBytesView), now: clock(), url: url)
                }
            }
            return .failure(failure)
        }
        // AsyncHTTPClient's deadline covers the head only: a body that drips, stalls or never
        // ends is bounded here by what is left of the same budget.
        let bodyTime = remaining - Durations.seconds(since: start)
        do {
            guard let buffer = try await Self.collect(response.body, upTo: settings.maximumBodyBytes, within: bodyTime) else {
                return .failure(AttemptFailure(.timeout(host: host), retryable: false))
            }
            return .success(Array(buffer.readableBytesView))
        } catch {
            return .failure(classify(error, display: display, duringBody: true))
        }
    }

    /// The whole body, or `nil` when `seconds` pass first (the stream is then cancelled,
    /// which closes the connection).
    private static func collect(
        _ body: HTTPClientResponse.Body, upTo limit: Int, within seconds: Double
    ) async throws -> ByteBuffer? {
        try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
            group.addTask { try await body.collect(upTo: limit) }
            group.addTask {
                try await Task.sleep(for: .milliseconds(Durations.milliseconds(seconds)))
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    /// `ECONNRESET`, without importing the C library into a portable target.
    #if os(Linux) || os(Android)
    private static let connectionResetErrno: CInt = 104
    #else
    private static let connectionResetErrno: CInt = 54
    #endif

    /// Why a connection attempt failed: NIO's own description of a refused connection reads
    /// "connection reset (error set): Connection refused (errno: 111)".
    private static func connectionProblem(_ error: any Error) -> ConnectionProblem {
        // Anything but a system error names nothing the user can act on.
        guard let error = error as? IOError else { return .none }
        #if os(Linux) || os(Android)
        let named: [CInt: ConnectionProblem] = [111: .refused, 101: .networkUnreachable, 113: .hostUnreachable, 110: .timedOut, 104: .reset]
        #else
        let named: [CInt: ConnectionProblem] = [61: .refused, 51: .networkUnreachable, 65: .hostUnreachable, 60: .timedOut, 54: .reset]
        #endif
        return named[error.errnoCode] ?? .system(code: error.errnoCode)
    }

    /// Maps a transport error to what the user is told, and whether retrying may help.
    private func classify(_ error: any Error, display: String, duringBody: Bool) -> AttemptFailure {
        if error is NIOTooManyBytesError {
            return AttemptFailure(.tooLarge(url: display, limit: settings.maximumBodyBytes), retryable: false)
        }
        if let error = error as? HTTPClientError {
            switch error {
            case .invalidURL, .emptyHost, .emptyScheme, .invalidRedirectConfiguration:
                return AttemptFailure(.invalidBaseURL(baseText), retryable: false)
            case .readTimeout, .deadlineExceeded, .connectTimeout, .tlsHandshakeTimeout, .httpProxyHandshakeTimeout,
                 .getConnectionFromPoolTimeout:
                return AttemptFailure(.timeout(host: host), retryable: true)
            case .remoteConnectionClosed, .bodyLengthMismatch, .uncleanShutdown:
                return duringBody
                    ? AttemptFailure(.truncated(url: display), retryable: false)
                    : AttemptFailure(.unreachable(host: host, reason: .closed), retryable: true)
            case .proxyAuthenticationRequired, .invalidProxyResponse:
                return AttemptFailure(.unreachable(host: connectionHost, reason: .proxyRefused), retryable: false)
            default:
                break
            }
        }
        if error is NIOSSLError || error is BoringSSLError || error is NIOSSLExtraError {
            return AttemptFailure(.tls(host: host, reason: Redaction.redact(String(describing: error))), retryable: false)
        }
        // During the body, a parser error is the body cut short (the connection closed early).
        if error is HTTPParserError, !duringBody {
            return AttemptFailure(.unreachable(host: host, reason: .invalidHTTP), retryable: false)
        }
        if let error = error as? NIOConnectionError {
            if error.connectionErrors.isEmpty && (error.dnsAError != nil || error.dnsAAAAError != nil) {
                return AttemptFailure(.unknownHost(host: connectionHost), retryable: false)
            }
            let reason = error.connectionErrors.first.map { Self.connectionProblem($0.error) } ?? ConnectionProblem.none
            return AttemptFailure(.unreachable(host: connectionHost, reason: reason), retryable: false)
        }
        if let error = error as? IOError, error.errnoCode == Self.connectionResetErrno {
            return duringBody
                ? AttemptFailure(.truncated(url: display), retryable: false)
                : AttemptFailure(.unreachable(host: host, reason: .reset), retryable: true)
        }
        if duringBody {
            return AttemptFailure(.truncated(url: display), retryable: false)
        }
        if error is CancellationError {
            return AttemptFailure(.timeout(host: host), retryable: false)
        }
        return AttemptFailure(.unreachable(host: connectionHost, reason: Self.connectionProblem(error)), retryable: false)
    }
}
