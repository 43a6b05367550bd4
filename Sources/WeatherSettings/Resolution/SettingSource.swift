/// Where a setting came from, for a message that names it (`--base-url`,
/// `OPENWEATHER_BASE_URL`, `base_url` in the configuration file).
package enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    /// A command-line option, as typed: `--base-url`.
    case option(String)
    /// An environment variable.
    case environment(String)
    /// A key of the configuration file at `path`.
    case configurationFile(path: String, key: String)
    /// The file `--api-key-file` named.
    case keyFile(path: String)

    /// In English, as the service's messages name it: `--base-url`, `OPENWEATHER_API_KEY`,
    /// `base_url in /home/ana/.config/weather/config.toml`.
    package var description: String {
        switch self {
        case .option(let option): option
        case .environment(let variable): variable
        case .configurationFile(let path, let key): "\(key) in \(path)"
        case .keyFile(let path): path
        }
    }
}

/// A setting's value with where it came from.
package struct Sourced<Value: Sendable & Hashable>: Sendable, Hashable {
    package var value: Value
    package var source: SettingSource

    package init(value: Value, source: SettingSource) {
        self.value = value
        self.source = source
    }
}
