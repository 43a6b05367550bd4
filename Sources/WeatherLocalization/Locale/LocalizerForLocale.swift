public import WeatherStrings

/// Numbers inside translated strings (`%d`, `%.1f`) in the locale's own digits and separators.
///
/// `%d` is not grouped, as in printf and as ``NumberRendering`` documents: the integers in
/// the tables are line and column numbers and small counts, and "2,561열" reads as a
/// quantity, not as a place in a file.
struct ICUNumberRendering: NumberRendering {
    let locale: WeatherLocale

    func integer(_ value: Int) -> String {
        (try? ICUNumberFormatter.shared(skeleton: "precision-integer group-off", locale: locale))?.format(value) ?? String(value)
    }

    func decimal(_ value: Double, fractionDigits: Int?) -> String {
        let precision = fractionDigits.map { $0 == 0 ? "precision-integer" : "." + String(repeating: "0", count: min($0, 15)) }
        let skeleton = (precision ?? ".######") + " rounding-mode-half-up sign-negative"
        return (try? ICUNumberFormatter.shared(skeleton: skeleton, locale: locale))?.format(value) ?? String(value)
    }
}

extension Localizer {
    private static let pluralRules = FormatterCache<String, ICUPluralRules>(capacity: 32)

    /// A localizer for a validated locale: translations by the fallback chain
    /// (`ko_KR` → `ko` → `en`), plural categories from ICU's rules for the locale,
    /// numbers in the locale's digits. A pseudo-locale (`en-XA`, `ar-XB`) gets its table
    /// generated from English here.
    ///
    /// ```swift
    /// let localizer = try Localizer(locale: WeatherLocale("ko_KR"), tables: .bundled())
    /// localizer.string("condition.800")  // "맑음"
    /// ```
    public init(locale: WeatherLocale, tables: LocalizationTables) throws(LocalizationError) {
        do {
            // Pseudo-locales show English text, so English chooses its plural forms.
            let rulesLocale = locale.pseudoLocale == nil ? locale.identifier : LocalizationTables.developmentLanguage
            let rules = try Self.pluralRules.value(for: rulesLocale) { () throws(ICUError) in
                try ICUPluralRules(localeID: rulesLocale)
            }
            let development = LocalizationTables.developmentLanguage
            let developmentRules = try Self.pluralRules.value(for: development) { () throws(ICUError) in
                try ICUPluralRules(localeID: development)
            }
            self.init(
                tables: locale.pseudoLocale.map(tables.addingPseudoLocale) ?? tables, locale: locale.identifier, pluralRules: rules,
                developmentPluralRules: developmentRules, numbers: ICUNumberRendering(locale: locale))
        } catch {
            throw error.localizationError
        }
    }
}
