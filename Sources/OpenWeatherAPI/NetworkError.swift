public import WeatherCore

/// Why live data could not be had. URLs in it never hold the API key (`appid=…`).
public enum NetworkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `--base-url` or `OPENWEATHER_BASE_URL` is not an http(s) URL with a host.
    case invalidBaseURL(String)
    /// OpenWeather answered 401: the key is wrong or not yet active.
    case invalidAPIKey
    /// The place search found nothing (an empty answer, or 404); `query` is what was searched.
    case placeNotFound(query: String)
    /// The place search refused the query itself (a 400, "Nothing to geocode": `--city ","`):
    /// a usage problem with the place, not a server failure.
    case invalidPlaceQuery(PlaceQuery)
    /// 429 on every attempt, or a `Retry-After` longer than the client waits.
    case rateLimited
    /// 429 saying an hourly or daily limit is spent (Open-Meteo's "Daily API request limit
    /// exceeded"): no call helps before the window ends.
    case limitReached(CallLimitWindow)
    /// 5xx on every attempt.
    case serverError(status: Int)
    /// Another unexpected status (403, 400 …), with the reason its body states, when it
    /// states one (Open-Meteo's `{"error": true, "reason": …}`; bounded, not translated).
    case httpStatus(url: String, status: Int, reason: String?)
    /// No answer within the timeouts, on every attempt.
    case timeout(host: String)
    /// The server's name does not resolve (no network, or a mistyped base URL).
    case unknownHost(host: String)
    /// No connection: a refused or reset connection, no route.
    case unreachable(host: String, reason: ConnectionProblem)
    /// The TLS handshake failed (an untrusted certificate, a proxy intercepting TLS).
    case tls(host: String, reason: String)
    /// The body is not JSON at all (a captive portal's HTML page).
    case notJSON(url: String)
    /// The connection closed before the whole body arrived.
    case truncated(url: String)
    /// The body is larger than ``HTTPSettings/maximumBodyBytes``.
    case tooLarge(url: String, limit: Int)
    /// JSON, but another API's answer (`expected` is the endpoint's path).
    case unexpectedShape(url: String, expected: String)
    /// The right kind of answer with a broken or missing value.
    case invalidBody(url: String, OpenWeatherDecodingError)

    /// Whether showing older cached data is the right answer to this failure: the network
    /// or server failed, not the request or the configuration.
    public var allowsStaleData: Bool {
        switch self {
        case .rateLimited, .limitReached, .serverError, .timeout, .unknownHost, .unreachable, .tls, .notJSON, .truncated, .tooLarge, .httpStatus:
            true
        case .invalidBaseURL, .invalidAPIKey, .placeNotFound, .invalidPlaceQuery, .unexpectedShape, .invalidBody:
            false
        }
    }

    /// An English sentence for logs and tests; the command line words it from its tables.
    public var description: String {
        switch self {
        case .invalidBaseURL(let text): "not an http(s) base URL: \(text)"
        case .invalidAPIKey: "OpenWeather rejected the API key (401)"
        case .placeNotFound(let query): "no place found for '\(query)'"
        case .invalidPlaceQuery(let query): "'\(query)' is not a place name or code the place search takes"
        case .rateLimited: "rate limited (429)"
        case .serverError(let status): "server error (HTTP \(status))"
        case .limitReached(let window): "the \(window) call limit is reached (429)"
        case .httpStatus(let url, let status, let reason): "\(url): HTTP \(status)" + (reason.map { ": \($0)" } ?? "")
        case .timeout(let host): "\(host) did not answer in time"
        case .unknownHost(let host): "cannot resolve \(host)"
        case .unreachable(let host, let reason): "cannot reach \(host): \(reason)"
        case .tls(let host, let reason): "TLS with \(host) failed: \(reason)"
        case .notJSON(let url): "\(url): not JSON"
        case .truncated(let url): "\(url): body cut off"
        case .tooLarge(let url, let limit): "\(url): body over \(limit) bytes"
        case .unexpectedShape(let url, let expected): "\(url): not a \(expected) response"
        case .invalidBody(let url, let error): "\(url): \(error)"
        }
    }
}

/// Removes API keys from text that may quote a URL (an HTTP library's error, say):
/// every `appid=` value becomes `…`.
///
/// ```swift
/// Redaction.redact("GET /data/2.5/weather?q=Seoul&appid=0123abcd failed")
/// // "GET /data/2.5/weather?q=Seoul&appid=… failed"
/// ```
package enum Redaction {
    package static func redact(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "appid=") {
            result += rest[..<range.upperBound]
            result += "…"
            rest = rest[range.upperBound...].drop { !($0 == "&" || $0 == " " || $0 == "\"" || $0 == "'" || $0 == "#" || $0.isNewline) }
        }
        return result + rest
    }

    /// `text` with `appid=…` hidden and the key that `url` carries (its `appid`) replaced by
    /// `…` wherever it appears, as a server that echoes what it was sent would put it.
    package static func redact(_ text: String, secretIn url: String) -> String {
        var text = redact(text)
        if let range = url.firstRange(of: "appid=") {
            let key = url[range.upperBound...].prefix { $0 != "&" && $0 != "#" }
            if !key.isEmpty { text = text.replacing(key, with: "…") }
        }
        return text
    }
}
