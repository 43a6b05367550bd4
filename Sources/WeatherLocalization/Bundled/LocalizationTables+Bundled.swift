package import WeatherStrings

extension LocalizationTables {
    /// The tables embedded in the library at build time from the package's `Localizations/`.
    ///
    /// The build parsed and checked every file (a broken table fails the build with its
    /// file, line and column), so there is nothing left to fail here.
    package static func bundled() -> LocalizationTables {
        allBundled
    }

    /// The embedded tables with their (always empty) list of problems, for callers that
    /// treat them like a directory loaded with ``loadReport(directory:)``.
    package static func bundledReport() -> LocalizationLoadReport {
        LocalizationLoadReport(tables: allBundled)
    }

    /// The embedded tables that a locale's lookups can reach: its fallback chain
    /// (`ko_KR` → `ko`) and English. Only those languages are built, so a start-up for
    /// one locale does not pay for every language shipped.
    ///
    /// ```swift
    /// LocalizationTables.bundled(for: try WeatherLocale("ko_KR")).languages.keys.sorted()  // ["en", "ko"]
    /// ```
    package static func bundled(for locale: WeatherLocale) -> LocalizationTables {
        let chain = locale.tableChain.tables + locale.tableChain.standIns + [developmentLanguage]
        var languages: [String: LanguageTable] = [:]
        for language in chain where languages[language] == nil {
            if let table = BundledLocalizations.table(for: language) { languages[language] = table }
        }
        return LocalizationTables(normalizedLanguages: languages)
    }

    /// Normalised identifiers of the embedded languages, sorted (`["en", "ko"]`).
    package static var bundledLanguages: [String] { BundledLocalizations.languages }

    /// Every embedded language, built once per process.
    private static let allBundled = LocalizationTables(
        normalizedLanguages: Dictionary(
            uniqueKeysWithValues: BundledLocalizations.languages.compactMap { language in
                BundledLocalizations.table(for: language).map { (language, $0) }
            }))
}
