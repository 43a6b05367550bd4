import WeatherCore
import WeatherSettings

extension CommandFailure {
    /// The command's failure for a settings error: a broken configuration file is a
    /// configuration failure (exit 78) worded from its typed problem, a bad base URL a usage
    /// error (64) naming where it came from.
    init(settings error: SettingsError) {
        switch error {
        case .configurationFile(let error):
            let message: FailureMessage = switch error.problem {
            case .unreadable(let problem): .fileUnreadable(path: .path(error.path), problem)
            case .notUTF8: .notUTF8(.path(error.path))
            case .syntax(let line, let column, let problem): .configSyntax(path: error.path, line: line, column: column, problem)
            case .key(let key, let line, let problem): .configKey(path: error.path, line: line, key: key, problem)
            }
            self.init(kind: .configuration, message: message)
        case .invalidBaseURL(let given):
            self = .invalidOption(given.value, Self.name(of: given.source))
        case .keyFileUnreadable(let path, let reason):
            // `weather` itself names no key file; `weather serve` (weather-server) does.
            let problem: FileBytes.Problem = if case .file(let problem) = reason { problem } else { .unreadable }
            self.init(kind: .noInput, message: .fileUnreadable(path: .path(path), problem))
        }
    }

    /// A setting's source as the command's messages name it: `--base-url`,
    /// `OPENWEATHER_BASE_URL`, `base_url (~/.config/weather/config.toml)`.
    static func name(of source: SettingSource) -> String {
        switch source {
        case .option(let option): option
        case .environment(let variable): variable
        case .configurationFile(let path, let key): "\(key) (\(path))"
        case .keyFile(let path): path
        }
    }
}
