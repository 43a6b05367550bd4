package import OpenWeatherAPI

/// The configuration file's `[serve]` table, for `weather serve`:
///
/// ```toml
/// [serve]
/// host = "127.0.0.1"
/// port = 8080
/// upstream_per_minute = 60
/// upstream_per_day = 10000
/// trusted_proxies = ["127.0.0.1/32", "::1/128"]
/// shutdown_timeout = 10
/// source = "open-meteo"   # the operator's feed (a client cannot choose it)
/// ```
package struct ServeTable: Sendable, Hashable {
    package var host: String?
    package var port: Int?
    package var upstreamPerMinute: Int?
    package var upstreamPerDay: Int?
    /// The proxies whose `X-Forwarded-For` and `Forwarded` name the client.
    package var trustedProxies: [AddressRange]?
    /// Seconds a graceful stop may take before what is left is closed.
    package var shutdownTimeout: Int?
    /// The feed the service asks; else the file's top-level `source`.
    package var source: WeatherFeed?

    /// The table's name in the file.
    package static let name = "serve"

    /// The keys the table may hold.
    package static let keys = ["host", "port", "upstream_per_minute", "upstream_per_day", "trusted_proxies", "shutdown_timeout", "source"]

    package init(host: String? = nil, port: Int? = nil, upstreamPerMinute: Int? = nil) {
        self.host = host
        self.port = port
        self.upstreamPerMinute = upstreamPerMinute
    }

    init(_ keys: TOMLKeys) throws(ConfigurationFileError) {
        try keys.checkKnown(Self.keys)
        host = try keys.string("host")
        if host?.isEmpty == true { throw keys.error("host", .empty) }
        port = try keys.integer("port", in: 1...65535)
        upstreamPerMinute = try keys.integer("upstream_per_minute", in: 0...1_000_000)
        upstreamPerDay = try keys.integer("upstream_per_day", in: 0...100_000_000)
        trustedProxies = try keys.strings("trusted_proxies").map { texts throws(ConfigurationFileError) in
            try texts.map { text throws(ConfigurationFileError) in
                guard let range = AddressRange(text) else { throw keys.error("trusted_proxies", .notAddressRange(text)) }
                return range
            }
        }
        shutdownTimeout = try keys.integer("shutdown_timeout", in: 0...3600)
        source = try ConfigurationFile.feed("source", keys)
    }
}
