/// The server the client talks to: `https://api.openweathermap.org` unless `--base-url` or
/// `OPENWEATHER_BASE_URL` says otherwise (a test server, a caching proxy, a mirror).
///
/// ```swift
/// let base = try BaseURL("http://127.0.0.1:8080/ow/")
/// base.text  // "http://127.0.0.1:8080/ow"
/// base.host  // "127.0.0.1"
/// ```
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
    /// The OpenWeather API.
    public static let openWeather = BaseURL(validated: "https://api.openweathermap.org", scheme: "https", host: "api.openweathermap.org")

    /// The URL without a trailing slash; endpoint paths are appended to it.
    public let text: String
    /// `http` or `https`.
    public let scheme: String
    /// The host name or address, without port.
    public let host: String

    public var description: String { text }

    /// A built-in https server.
    static func known(_ text: String, host: String) -> BaseURL {
        BaseURL(validated: text, scheme: "https", host: host)
    }

    private init(validated text: String, scheme: String, host: String) {
        self.text = text
        self.scheme = scheme
        self.host = host
    }

    /// - Throws: ``NetworkError/invalidBaseURL(_:)`` unless `text` is an `http` or `https`
    ///   URL with a host and no query, fragment or credentials.
    public init(_ text: String) throws(NetworkError) {
        var trimmed = text
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        let lower = trimmed.lowercased()
        let scheme: String
        if lower.hasPrefix("https://") { scheme = "https" } else if lower.hasPrefix("http://") { scheme = "http" } else {
            throw .invalidBaseURL(text)
        }
        let rest = trimmed.dropFirst(scheme.count + 3)
        let authority = rest.prefix { $0 != "/" }
        guard !authority.isEmpty, !rest.contains("?"), !rest.contains("#"), !authority.contains("@"),
              !rest.contains(where: { $0.isWhitespace })
        else { throw .invalidBaseURL(text) }
        var host = String(authority)
        if host.hasPrefix("["), let end = host.firstIndex(of: "]") {
            host = String(host[host.index(after: host.startIndex)..<end])
        } else if let colon = host.lastIndex(of: ":") {
            // Digits only, 1...65535: a larger port would wrap around in the transport
            // (70000 reached port 4464) and send the key there.
            let port = host[host.index(after: colon)...]
            guard port.utf8.count <= 5, port.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(port), (1...65_535).contains(number)
            else { throw .invalidBaseURL(text) }
            host = String(host[..<colon])
        }
        guard !host.isEmpty else { throw .invalidBaseURL(text) }
        self.init(validated: trimmed, scheme: scheme, host: host.lowercased())
    }
}
