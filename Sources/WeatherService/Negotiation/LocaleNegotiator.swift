import WeatherCore
import WeatherLocalization
import WeatherStrings
import WeatherNetwork

/// Chooses the locale of an answer: `?lang=` when given (an invalid one is the caller's
/// 400), else the best of `Accept-Language` that ICU has, else the server's default. An
/// unknown tag never fails: it falls to the next.
///
/// A locale has words of its own when its table chain (ICU's aliases, parents and likely
/// subtags, then the package's stand-ins) reaches a shipped table in its own language. The
/// words come from the first range whose chain reaches a shipped table; the units, dates and
/// numbers follow the user's own first choice. When the words are not in the first choice's
/// language, the answer's locale is the words' table in the first choice's region
/// (`da, en-GB, en` → `en-DK`: English words, Danish units; `yue` → `zh-Hant-HK`: written
/// Chinese, Cantonese's stand-in), so `Content-Language` and the page's `lang` name the
/// language of the words.
///
/// ```swift
/// negotiator.locale(acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8")             // ko_KR
/// negotiator.locale(acceptLanguage: "fr-CA")                               // fr_CA: French, Canada's units
/// negotiator.locale(acceptLanguage: "uk-UA,uk;q=0.8,en-US;q=0.5,en;q=0.3") // en_UA: English, Ukraine's units
/// negotiator.locale(acceptLanguage: "nl-NL")                                // en_NL: English stands in
/// negotiator.locale(acceptLanguage: "yue")                                  // zh_Hant_HK: Traditional Chinese words
/// negotiator.locale(acceptLanguage: "xx-YY")                                // the default
/// ```
final class LocaleNegotiator: Sendable {
    let defaultLocale: WeatherLocale
    /// The shipped tables' normalised ids (`ko`, `pt_BR`, `zh_Hant`).
    private let shipped: Set<String>
    /// Browsers send a handful of distinct headers: each is negotiated once.
    private let recent = Locked(LeastRecentlyUsed<String, WeatherLocale>(maximumCost: 1024))
    /// `?lang=` values read recently, and what each named (`nil`: nothing valid).
    private let recentTags = Locked(LeastRecentlyUsed<String, WeatherLocale?>(maximumCost: 1024))

    init(defaultLocale: WeatherLocale) {
        self.defaultLocale = defaultLocale
        shipped = Set(LocalizationTables.bundledLanguages)
    }

    /// The locale for an `Accept-Language` header (none: the default).
    func locale(acceptLanguage: String?) -> WeatherLocale {
        guard let header = acceptLanguage, !header.isEmpty else { return defaultLocale }
        let key = String(header.prefix(512))
        return recent.value(for: key) {
            let parsed = AcceptLanguage.parse(key)
            let candidates = parsed.ranges.compactMap { try? WeatherLocale($0) }.map(OutputLocale.reduced)
            guard let first = candidates.first else { return wildcardChoice(parsed) }
            let words = candidates.lazy.compactMap { candidate in
                candidate.wordsTable(among: self.shipped).map { (table: $0, locale: candidate) }
            }.first
            return wordsAndFormats(words: words, formats: first)
        }
    }

    /// The locale a `?lang=` value names, or `nil` when it names none; each value is read
    /// once (reading a locale id asks ICU to canonicalize it). A language without a table
    /// gets English words in its region, as in ``locale(acceptLanguage:)``.
    func locale(lang: String) -> WeatherLocale? {
        recentTags.value(for: lang) {
            guard lang.utf8.count <= ForecastRequest.maximumLanguageBytes, let named = try? WeatherLocale(lang) else { return nil }
            let reduced = OutputLocale.reduced(named)
            return wordsAndFormats(words: reduced.wordsTable(among: shipped).map { ($0, reduced) }, formats: reduced)
        }
    }

    /// `formats` itself when its chain reaches a table in its own language (`pt-PT` reads
    /// `pt_BR`); else the words' table (English when no range reached one) in the region of
    /// `formats` (its likely one when it names none: `da` → DK), with its `-u-` keywords
    /// (`nl-u-hc-h12` → `en-NL-u-hc-h12`). A region ICU cannot pair with the words keeps the
    /// words' own locale.
    private func wordsAndFormats(words: (table: String, locale: WeatherLocale)?, formats: WeatherLocale) -> WeatherLocale {
        if let table = formats.wordsTable(among: shipped), formats.speaks(table: table) { return formats }
        let table = words?.table ?? LocalizationTables.developmentLanguage
        if let paired = formats.withWords(of: table) { return paired }
        return words?.locale ?? (try? WeatherLocale(table)) ?? defaultLocale
    }

    /// For `*` without any range ICU has: the default, unless its language is excluded
    /// (`*, en;q=0`: anything but English). Then the language most people of the default's
    /// region write, in that region, when it has a table (`en-IL` → `he-IL`); else the first
    /// table of ``wildcardOrder`` not excluded, in its own locale (`zh-Hans`).
    private func wildcardChoice(_ header: AcceptLanguage.Parsed) -> WeatherLocale {
        guard header.wildcard, header.excluded.contains(defaultLocale.language) else { return defaultLocale }
        if let regional = defaultLocale.regionsLikelyLocale, !header.excluded.contains(regional.language),
           let table = regional.wordsTable(among: shipped), regional.speaks(table: table)
        {
            return defaultLocale.withWords(of: table) ?? regional
        }
        for table in Self.wildcardOrder where shipped.contains(table) {
            guard let locale = try? WeatherLocale(table), !header.excluded.contains(locale.language) else { continue }
            return locale
        }
        return defaultLocale
    }

    /// The shipped tables in the order `*` chooses among them when the default's language is
    /// excluded: most readers first, by total speakers (first and second language), so the
    /// choice is likeliest to be read. The first five follow Ethnologue's 2025 summary; the
    /// rest is the order of its published ranks as remembered, not checked from here.
    /// Traditional Chinese counts its readers (Taiwan, Hong Kong and Macau, about 32 million),
    /// not all of Mandarin's. A test holds this list to the shipped tables.
    static let wildcardOrder = [
        "en", "zh_Hans", "hi", "es", "ar", "fr", "pt_BR", "ru", "de", "ja", "tr", "ko", "it", "zh_Hant", "he",
    ]
}
