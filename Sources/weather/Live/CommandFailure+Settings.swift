import WeatherCore
import WeatherSettings

extension CommandFailure {
    /// The command's failure for a settings error: a broken configuration file is a
    /// configuration failure (exit 78), a bad base URL a usage error (64) naming where it came from.
    init(settings error: SettingsError) {
        switch error {
        case .configurationFile(let error):
            if case .syntax(let line, let column, let problem) = error.problem {
                self.init(kind: .configuration, message: .configSyntax(path: error.path, line: line, column: column, problem))
            } else {
                self.init(kind: .configuration, message: .configFile(path: error.path, detail: error.detail))
            }
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
