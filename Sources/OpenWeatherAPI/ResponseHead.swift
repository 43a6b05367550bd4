import FoundationEssentials
import WeatherCore

/// A response's status and headers, as a client reads them before the body: whether to read
/// the body at all, and if not, what failed and whether another attempt may help.
///
/// Pure, so what a server (or an attacker posing as one) can put in a status line and
/// headers is tested and fuzzed without a network.
public struct ResponseHead {
    /// The HTTP status code.
    package var status: Int
    /// The first value of a header by name (case-insensitive), `nil` when absent.
    package var header: (String) -> String?

    public init(status: Int, header: @escaping (String) -> String?) {
        self.status = status
        self.header = header
    }

    /// `nil` when the body is worth reading (a 200 no longer than the body limit says);
    /// otherwise the attempt's failure.
    /// - Parameters:
    ///   - settings: the body limit (``HTTPSettings/maximumBodyBytes``).
    ///   - display: the URL as errors show it (without the key).
    ///   - now: Unix seconds, for a `Retry-After` given as a date.
    public func failure(settings: HTTPSettings, display: String, now: Double) -> AttemptFailure? {
        switch status {
        case 200:
            if let length = header("Content-Length").flatMap({ Int($0.trimmingWhitespace) }), length > settings.maximumBodyBytes {
                return AttemptFailure(.tooLarge(url: display, limit: settings.maximumBodyBytes), retryable: false)
            }
            return nil
        case 429:
            return AttemptFailure(.rateLimited, retryable: true, retryAfter: retryAfter(now: now))
        case 500...599:
            return AttemptFailure(.serverError(status: status), retryable: true, retryAfter: retryAfter(now: now))
        case 401:
            return AttemptFailure(.invalidAPIKey, retryable: false)
        default:
            return AttemptFailure(.httpStatus(url: display, status: status, reason: nil), retryable: false)
        }
    }

    private func retryAfter(now: Double) -> Double? {
        header("Retry-After").flatMap { RetryPolicy.retryAfterSeconds($0, now: now) }
    }

    /// The most of a refusal's body read (a 429's, to learn which limit it names; another
    /// 4xx's, for the reason it states).
    public static let limitBodyBytes = 4096

    /// Whether the body of a failed answer is worth reading: a 429 (which limit) and a 4xx
    /// other than 401 (the reason: Open-Meteo's 400s say what was wrong with the request).
    public var hasTellingBody: Bool {
        status == 429 || ((400..<500).contains(status) && status != 401)
    }

    /// Whether a 429's body says the key itself is over its plan's limit, as OpenWeather's
    /// does whichever endpoint answered: `{"cod":429,"message":"Your account is temporary
    /// blocked due to exceeding of requests limitation of your subscription type…"}`. Then
    /// every call must wait, not only those of the endpoint's family.
    public static func saysKeyIsLimited(_ body: [UInt8]) -> Bool {
        let text = String(decoding: body.prefix(limitBodyBytes), as: UTF8.self).lowercased()
        return text.contains("account") && (text.contains("blocked") || text.contains("subscription"))
    }
}

/// What one attempt ended with when it brought no usable body.
public struct AttemptFailure: Error, Sendable, Hashable {
    /// What the user is told if no retry follows.
    public var error: NetworkError
    /// Whether another attempt may help (429, 5xx, a timeout, a reset connection).
    public var retryable: Bool
    /// The server's `Retry-After`, in seconds from now, when it gave a usable one.
    public var retryAfter: Double?
    /// A 429 whose body says the key is over its limit (``ResponseHead/saysKeyIsLimited(_:)``).
    public var limitsKey = false

    package init(_ error: NetworkError, retryable: Bool, retryAfter: Double? = nil) {
        self.error = error
        self.retryable = retryable
        self.retryAfter = retryAfter
    }

    /// What a refusal's short body adds (at most ``ResponseHead/limitBodyBytes`` of it): for
    /// a 429, whether it is the key's limit, or an hourly or daily one, which then waits
    /// until its window ends (unless `Retry-After` said otherwise) and is not retried; for
    /// another status, the reason the body states, with the key taken out wherever a server
    /// echoes it.
    /// - Parameters:
    ///   - now: Unix seconds.
    ///   - url: the URL asked, whose `appid` is the secret no reason may carry.
    public mutating func read(body: [UInt8], now: Double, url: String) {
        let body = Array(body.prefix(ResponseHead.limitBodyBytes))
        let reason = OpenWeatherDecoder.statedReason(Data(body)).map { Redaction.redact($0, secretIn: url) }
        switch error {
        case .rateLimited:
            limitsKey = ResponseHead.saysKeyIsLimited(body)
            if let window = reason.flatMap(CallLimitWindow.init(reason:)) {
                error = .limitReached(window)
                retryable = false
                retryAfter = retryAfter ?? window.secondsLeft(now: now)
            }
        case .httpStatus(let url, let status, nil):
            error = .httpStatus(url: url, status: status, reason: reason)
        default:
            break
        }
    }
}
