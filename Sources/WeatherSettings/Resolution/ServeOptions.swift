/// How `weather serve` listens and how often it may call OpenWeather, resolved: the
/// option, else the configuration file's `[serve]` table, else the default.
package struct ServeOptions: Sendable, Hashable {
    package var host: String
    package var port: Int
    /// Upstream calls allowed per minute; 0: no budget.
    package var upstreamPerMinute: Int
    /// Upstream calls allowed per UTC day; 0: no daily cap.
    package var upstreamPerDay: Int = 0
    /// Proxies trusted to name the client (`X-Forwarded-For`, `Forwarded`); none by default.
    package var trustedProxies: [AddressRange] = []
    /// Seconds a graceful stop may take before the connections left are closed.
    package var shutdownTimeout: Int = Default.shutdownTimeout

    /// The defaults, declared once (the service's help shows them).
    package enum Default {
        /// This machine only.
        package static let host = "127.0.0.1"
        package static let port = 8080
        /// Below systemd's 90 s stop timeout, so the service closes what is left itself.
        package static let shutdownTimeout = 10
    }
}
