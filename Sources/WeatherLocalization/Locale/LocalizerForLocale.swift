import Logging
public import WeatherStrings

/// Numbers inside translated strings (`%d`, `%.1f`) in the locale's own digits and separators.
///
/// `%d` is not grouped, as in printf and as ``NumberRendering`` documents: the integers in
/// the tables are line and column numbers and small counts, and "2,561열" reads as a
/// quantity, not as a place in a file.
struct ICUNumberRendering: NumberRendering {
    let locale: WeatherLocale

    func integer(_ value: Int) -> String {
        formatted(skeleton: "precision-integer group-off", fallback: String(value)) { $0.format(value) }
    }

    func decimal(_ value: Double, fractionDigits: Int?) -> String {
        let precision = fractionDigits.map { $0 == 0 ? "precision-integer" : "." + String(repeating: "0", count: min($0, 15)) }
        let skeleton = (precision ?? ".######") + " rounding-mode-half-up sign-negative"
        return formatted(skeleton: skeleton, fallback: String(value)) { $0.format(value) }
    }

    /// The number through ICU's formatter for `skeleton`; should it not open (memory
    /// exhausted, broken data), Swift's own digits, said as an error on the diagnostic channel.
    private func formatted(skeleton: String, fallback: String, _ format: (ICUNumberFormatter) -> String) -> String {
        do {
            return format(try ICUNumberFormatter.shared(skeleton: skeleton, locale: locale))
        } catch {
            WeatherDiagnostics.logger.error("A number in a translation is shown in ASCII digits: ICU could not open its formatter", metadata: [
                "locale": "\(locale.identifier)", "skeleton": "\(skeleton)", "reason": "\(error)",
            ])
            return fallback
        }
    }
}

extension Localizer {
    /// A localizer for a validated locale: translations by the locale's table chain
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
            let rules = try ICUPluralRules.shared(localeID: rulesLocale)
            let developmentRules = try ICUPluralRules.shared(localeID: LocalizationTables.developmentLanguage)
            self.init(
                tables: locale.pseudoLocale.map(tables.addingPseudoLocale) ?? tables, chain: locale.tableChain, pluralRules: rules,
                developmentPluralRules: developmentRules, numbers: ICUNumberRendering(locale: locale))
        } catch {
            throw error.localizationError
        }
    }
}

extension Localizer {
    /// The validated locale a localizer from ``init(locale:tables:)`` was made for, so a
    /// message that formats a size or a number with ICU uses that value instead of reading
    /// the locale's text again; `nil` for a localizer made from a bare chain.
    package var validatedLocale: WeatherLocale? { (numbers as? ICUNumberRendering)?.locale }
}
