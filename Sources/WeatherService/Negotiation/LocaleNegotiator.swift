import WeatherCore
import WeatherLocalization
import WeatherStrings
import WeatherNetwork

/// Chooses the locale of an answer: `?lang=` when given (an invalid one is the caller's
/// 400), else the best of `Accept-Language` that ICU has, else the server's default. An
/// unknown tag never fails: it falls to the next.
///
/// The words come from the first range whose language has a table; the units, dates and
/// numbers follow the user's own first choice. When they differ, the answer's locale is the
/// words' language in the first choice's region (`da, en-GB, en` → `en-DK`: English words,
/// Danish units), so `Content-Language` and the page's `lang` name the language of the words.
///
/// ```swift
/// negotiator.locale(acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8")             // ko_KR
/// negotiator.locale(acceptLanguage: "fr-CA")                               // fr_CA: French, Canada's units
/// negotiator.locale(acceptLanguage: "uk-UA,uk;q=0.8,en-US;q=0.5,en;q=0.3") // en_UA: English, Ukraine's units
/// negotiator.locale(acceptLanguage: "nl-NL")                                // en_NL: English stands in
/// negotiator.locale(acceptLanguage: "xx-YY")                                // the default
/// ```
final class LocaleNegotiator: Sendable {
    let defaultLocale: WeatherLocale
    /// The base languages of the shipped tables (`pt` for `pt-BR`, `zh` for both scripts).
    private let translated: Set<String>
    /// The same, in the tables' order: what a wildcard (`*`) may choose from.
    private let translatedInOrder: [String]
    /// Browsers send a handful of distinct headers: each is negotiated once.
    private let recent = Locked(LeastRecentlyUsed<String, WeatherLocale>(maximumCost: 1024))
    /// `?lang=` values read recently, and what each named (`nil`: nothing valid).
    private let recentTags = Locked(LeastRecentlyUsed<String, WeatherLocale?>(maximumCost: 1024))

    init(defaultLocale: WeatherLocale) {
        self.defaultLocale = defaultLocale
        var seen = Set<String>()
        translatedInOrder = LocalizationTables.bundledLanguages.map { language in
            String(language.prefix { $0 != "-" && $0 != "_" }).lowercased()
        }.filter { seen.insert($0).inserted }
        translated = seen
    }

    /// The locale for an `Accept-Language` header (none: the default).
    func locale(acceptLanguage: String?) -> WeatherLocale {
        guard let header = acceptLanguage, !header.isEmpty else { return defaultLocale }
        let key = String(header.prefix(512))
        return recent.value(for: key) {
            let parsed = AcceptLanguage.parse(key)
            let candidates = parsed.ranges.compactMap { try? WeatherLocale($0) }.map(OutputLocale.reduced)
            guard let first = candidates.first else { return wildcardChoice(parsed) }
            return wordsAndFormats(words: candidates.first { translated.contains($0.language) }, formats: first)
        }
    }

    /// The locale a `?lang=` value names, or `nil` when it names none; each value is read
    /// once (reading a locale id asks ICU to canonicalize it). A language without a table
    /// gets English words in its region, as in ``locale(acceptLanguage:)``.
    func locale(lang: String) -> WeatherLocale? {
        recentTags.value(for: lang) {
            guard lang.utf8.count <= ForecastRequest.maximumLanguageBytes, let named = try? WeatherLocale(lang) else { return nil }
            let reduced = OutputLocale.reduced(named)
            return wordsAndFormats(words: translated.contains(reduced.language) ? reduced : nil, formats: reduced)
        }
    }

    /// Whether the locale's language has a table of its own (else English words stand in).
    func isTranslated(_ locale: WeatherLocale) -> Bool { translated.contains(locale.language) }

    /// `formats` itself when its language has a table; else the words' language (English
    /// when no range had a table) in the region of `formats` (its likely one when it names
    /// none: `da` → DK), with its `-u-` keywords (`nl-u-hc-h12` → `en-NL-u-hc-h12`). A
    /// region ICU cannot pair with the words keeps the words' locale.
    private func wordsAndFormats(words: WeatherLocale?, formats: WeatherLocale) -> WeatherLocale {
        if translated.contains(formats.language) { return formats }
        let region = formats.preferenceRegion
        let wordsTag = words.map { Self.languageAndScript($0.languageTag) } ?? "en"
        let tag = formats.languageTag
        let keywords = tag.firstRange(of: "-u-").map { String(tag[$0.lowerBound...]) } ?? ""
        guard region != "001", let paired = try? WeatherLocale(wordsTag + "-" + region + keywords) else {
            return words ?? (try? WeatherLocale("en")) ?? defaultLocale
        }
        return paired
    }

    /// For `*` without any range ICU has: the default, unless its language is excluded
    /// (`*, en;q=0`: anything but English), then the first table language not excluded.
    private func wildcardChoice(_ header: AcceptLanguage.Parsed) -> WeatherLocale {
        guard header.wildcard, header.excluded.contains(defaultLocale.language) else { return defaultLocale }
        for language in translatedInOrder where !header.excluded.contains(language) {
            if let locale = try? WeatherLocale(language) { return locale }
        }
        return defaultLocale
    }

    /// `zh-Hant-TW` → `zh-Hant`, `en-GB` → `en`: the subtags that choose the words.
    private static func languageAndScript(_ tag: String) -> String {
        let subtags = tag.split(separator: "-")
        guard let language = subtags.first else { return tag }
        if subtags.count > 1, subtags[1].count == 4, subtags[1].allSatisfy(\.isLetter) { return language + "-" + subtags[1] }
        return String(language)
    }
}
