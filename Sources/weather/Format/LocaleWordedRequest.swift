import WeatherLocalization

/// A `weather format …` request worded in its `--locale`: run, it prints its text or says
/// what failed in that locale's words (the locale validated once), as every format command does.
protocol LocaleWordedRequest {
    /// `--locale` as given; `nil` means the environment's.
    var locale: String? { get }
    /// The whole output for a validated locale, ended by a newline.
    func text(in locale: WeatherLocale) throws(CommandFailure) -> String
}

extension LocaleWordedRequest {
    func run() throws {
        try runReportingFailures(resolving: locale) { (locale) throws(CommandFailure) in try text(in: locale) }
    }

    /// The output in the locale as given (for tests and the direct reader).
    func text() throws(CommandFailure) -> String {
        try text(in: LocaleOptions.resolve(locale))
    }
}
