package import OpenWeatherAPI

/// What a frontend's command line gave that the settings resolve with: each is `nil` when
/// its option was not given. `weather` gives the base URL; `weather serve` all of them.
/// The base URL comes with the option's name, which messages quote (`--base-url`).
package struct SettingsRequest: Sendable, Hashable {
    package var apiKeyFile: String?
    package var baseURL: Sourced<String>?
    package var locale: String?
    package var host: String?
    package var port: Int?
    package var upstreamPerMinute: Int?
    package var upstreamPerDay: Int?
    package var trustedProxies: [AddressRange]?
    package var shutdownTimeout: Int?
    /// `--source`.
    package var source: WeatherFeed?

    package init(
        apiKeyFile: String? = nil, baseURL: Sourced<String>? = nil, locale: String? = nil,
        host: String? = nil, port: Int? = nil, upstreamPerMinute: Int? = nil,
        trustedProxies: [AddressRange]? = nil, shutdownTimeout: Int? = nil
    ) {
        self.apiKeyFile = apiKeyFile
        self.baseURL = baseURL
        self.locale = locale
        self.host = host
        self.port = port
        self.upstreamPerMinute = upstreamPerMinute
        self.trustedProxies = trustedProxies
        self.shutdownTimeout = shutdownTimeout
    }
}
