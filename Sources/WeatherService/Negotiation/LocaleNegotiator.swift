import WeatherCore
import WeatherLocalization
import WeatherStrings
import WeatherNetwork

/// Chooses the locale of an answer: `?lang=` when given (an invalid one is the caller's
/// 400), else the best of `Accept-Language` that ICU has, preferring a language we
/// translate, else the server's default. An unknown tag never fails: it falls to the next.
///
/// ```swift
/// negotiator.locale(acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8")  // ko_KR
/// negotiator.locale(acceptLanguage: "fr-CA")                    // fr_CA: French, Canada's units
/// negotiator.locale(acceptLanguage: "nl-NL,en;q=0.5")           // en: no Dutch table, English is asked for
/// negotiator.locale(acceptLanguage: "xx-YY")                     // the default
/// ```
final class LocaleNegotiator: Sendable {
    let defaultLocale: WeatherLocale
    /// The base languages of the shipped tables (`pt` for `pt-BR`, `zh` for both scripts).
    private let translated: Set<String>
    /// Browsers send a handful of distinct headers: each is negotiated once.
    private let recent = Locked(LeastRecentlyUsed<String, WeatherLocale>(maximumCost: 1024))
    /// `?lang=` values read recently, and what each named (`nil`: nothing valid).
    private let recentTags = Locked(LeastRecentlyUsed<String, WeatherLocale?>(maximumCost: 1024))

    init(defaultLocale: WeatherLocale) {
        self.defaultLocale = defaultLocale
        translated = Set(LocalizationTables.bundledLanguages.map { language in
            String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
        })
    }

    /// The locale for an `Accept-Language` header (none: the default).
    func locale(acceptLanguage: String?) -> WeatherLocale {
        guard let header = acceptLanguage, !header.isEmpty else { return defaultLocale }
        let key = String(header.prefix(512))
        return recent.value(for: key) {
            let candidates = AcceptLanguage.ranges(key).compactMap { try? WeatherLocale($0) }.map(OutputLocale.reduced)
            return candidates.first { translated.contains($0.language) } ?? candidates.first ?? defaultLocale
        }
    }

    /// The locale a `?lang=` value names, or `nil` when it names none; each value is read
    /// once (reading a locale id asks ICU to canonicalize it).
    func locale(lang: String) -> WeatherLocale? {
        recentTags.value(for: lang) {
            lang.utf8.count <= ForecastRequest.maximumLanguageBytes ? (try? WeatherLocale(lang)).map(OutputLocale.reduced) : nil
        }
    }

    /// Whether the locale's language has a table of its own (else English words stand in).
    func isTranslated(_ locale: WeatherLocale) -> Bool { translated.contains(locale.language) }
}
