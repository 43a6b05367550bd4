import ArgumentParser
import WeatherLocalization

/// `--locale`, shared by every command that formats.
struct LocaleOptions: ParsableArguments {
    @Option(name: .named(.locale), help: ArgumentHelp(
        "Locale as a BCP 47 tag or POSIX id (ko-KR, ko_KR.UTF-8, en-US-u-mu-celsius).",
        discussion: "Default: from LC_ALL, LC_MESSAGES or LANG, as POSIX tools do."),
        completion: .custom { _, _, prefix in WeatherLocale.availableIdentifiers.filter { $0.hasPrefix(prefix) } })
    var locale: String?

    /// Read before parsing, by `DiagnosticLog.bootstrap` (declared here so every command accepts it).
    @Flag(name: .named(.verbose), help: "Show the libraries' warnings on stderr: fallbacks to English, missing keys (or set WEATHER_LOG=warning).")
    var verbose = false

    /// The validated locale, from the option or the environment.
    func resolve() throws(CommandFailure) -> WeatherLocale {
        try Self.resolve(locale)
    }

    /// The validated locale: `locale` when given, else the environment's.
    static func resolve(_ locale: String?) throws(CommandFailure) -> WeatherLocale {
        do {
            if let locale { return try WeatherLocale(locale) }
            return try WeatherLocale.fromEnvironment(ProcessEnvironment.variables)
        } catch {
            throw .usage(error)
        }
    }
}
