import WeatherCore

/// The proxy to use for a host, from `HTTPS_PROXY`/`HTTP_PROXY` and `NO_PROXY` (either
/// case, the lowercase one first, as curl reads them).
///
/// ```swift
/// let proxy = ProxySettings(environment: ["HTTPS_PROXY": "http://proxy.corp:3128", "NO_PROXY": "localhost,.internal"])
/// proxy.proxy(forScheme: "https", host: "api.openweathermap.org")  // Proxy(host: "proxy.corp", port: 3128)
/// proxy.proxy(forScheme: "https", host: "api.internal")            // nil
/// ```
public struct ProxySettings: Sendable, Hashable {
    /// A proxy server: host, port and optional basic-auth credentials.
    package struct Proxy: Sendable, Hashable {
        package var host: String
        package var port: Int
        package var username: String?
        package var password: String?
    }

    var httpsProxy: Proxy?
    var httpProxy: Proxy?
    var noProxy: [String]
    /// The variables set to something that is not a proxy address (`HTTP_PROXY=proxy:port:x`),
    /// which are ignored: the caller says so, since the connection then goes direct.
    package private(set) var unreadable: [String]

    public init(environment: [String: String]) {
        func value(_ name: String) -> String? {
            let found = environment[name.lowercased()] ?? environment[name]
            return found.flatMap { $0.isEmpty ? nil : $0 }
        }
        httpsProxy = value("HTTPS_PROXY").flatMap(Self.parse)
        httpProxy = value("HTTP_PROXY").flatMap(Self.parse)
        unreadable = ["HTTPS_PROXY", "HTTP_PROXY"].filter { value($0) != nil && value($0).flatMap(Self.parse) == nil }
        noProxy = (value("NO_PROXY") ?? "").split(separator: ",").map { String($0).trimmingWhitespace.lowercased() }.filter { !$0.isEmpty }
    }

    /// The proxy for a request to `host` over `scheme`, or `nil` to connect directly.
    package func proxy(forScheme scheme: String, host: String) -> Proxy? {
        guard let proxy = scheme == "https" ? httpsProxy : httpProxy else { return nil }
        let host = host.lowercased()
        for entry in noProxy {
            if entry == "*" { return nil }
            var domain = entry.hasPrefix(".") ? String(entry.dropFirst()) : entry
            if let colon = domain.lastIndex(of: ":"), !domain.contains("]"), domain.filter({ $0 == ":" }).count == 1 {
                domain = String(domain[..<colon])
            }
            if host == domain || host.hasSuffix("." + domain) { return nil }
        }
        return proxy
    }

    /// `http://user:pass@host:port`, `host:port` or `host` (port 80 for http, 443 for https).
    static func parse(_ text: String) -> Proxy? {
        var rest = Substring(text.trimmingWhitespace)
        var defaultPort = 80
        if let schemeEnd = rest.firstRange(of: "://") {
            if rest[..<schemeEnd.lowerBound].lowercased() == "https" { defaultPort = 443 }
            rest = rest[schemeEnd.upperBound...]
        }
        rest = rest.prefix { $0 != "/" }
        var username: String?
        var password: String?
        if let at = rest.lastIndex(of: "@") {
            let credentials = rest[..<at]
            rest = rest[rest.index(after: at)...]
            if let colon = credentials.firstIndex(of: ":") {
                username = String(credentials[..<colon])
                password = String(credentials[credentials.index(after: colon)...])
            } else {
                username = String(credentials)
            }
        }
        var host = String(rest)
        var port = defaultPort
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]") {
            guard let parsed = Int(host[host.index(after: colon)...]), (1...65_535).contains(parsed) else { return nil }
            port = parsed
            host = String(host[..<colon])
        }
        if host.hasPrefix("[") && host.hasSuffix("]") {
            host = String(host.dropFirst().dropLast())
        } else if host.contains(":") {
            // `proxy:3128:9`: a second colon outside brackets leaves no host a resolver could take.
            return nil
        }
        guard !host.isEmpty, !host.contains(where: { $0.isWhitespace }) else { return nil }
        return Proxy(host: host, port: port, username: username, password: password)
    }
}
