package import OpenWeatherAPI

/// The configuration file's `[serve]` table, for `weather serve`:
///
/// ```toml
/// [serve]
/// host = "127.0.0.1"
/// port = 8080
/// upstream_per_minute = 60
/// source = "open-meteo"   # the operator's feed (a client cannot choose it)
/// ```
package struct ServeTable: Sendable, Hashable {
    package var host: String?
    package var port: Int?
    package var upstreamPerMinute: Int?
    /// The feed the service asks; else the file's top-level `source`.
    package var source: WeatherFeed?

    /// The table's name in the file.
    package static let name = "serve"

    /// The keys the table may hold.
    package static let keys = ["host", "port", "upstream_per_minute", "source"]

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
        source = try ConfigurationFile.feed("source", keys)
    }
}
