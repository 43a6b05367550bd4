/// Where `weather` keeps its files, by the XDG Base Directory rules:
/// `$XDG_CONFIG_HOME/weather/config.toml` (else `~/.config/…`) and
/// `$XDG_CACHE_HOME/weather/` (else `~/.cache/weather/`).
///
/// ```swift
/// let directories = WeatherDirectories(environment: ["HOME": "/home/ana"])
/// directories.configFile      // "/home/ana/.config/weather/config.toml"
/// directories.cacheDirectory  // "/home/ana/.cache/weather"
/// ```
package struct WeatherDirectories: Sendable, Hashable {
    /// The configuration file's path (it need not exist).
    package var configFile: String
    /// The cache folder's path (created on first write).
    package var cacheDirectory: String

    /// - Parameter environment: the process environment; XDG variables that are empty or
    ///   relative are ignored, as the specification says.
    package init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        func base(_ variable: String, _ fallback: String) -> String {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/" + fallback
        }
        configFile = base("XDG_CONFIG_HOME", ".config") + "/weather/config.toml"
        cacheDirectory = base("XDG_CACHE_HOME", ".cache") + "/weather"
    }

    package init(configFile: String, cacheDirectory: String) {
        self.configFile = configFile
        self.cacheDirectory = cacheDirectory
    }
}
