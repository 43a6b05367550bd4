import WeatherStrings

/// Which table a locale's words come from, and the locale that pairs another table's words
/// with this locale's formats: what a frontend negotiating among its tables needs, from the
/// locale's own ``tableChain`` (ICU's aliases, parents and likely subtags), never from its text.
///
/// ```swift
/// let shipped: Set = ["en", "ko", "zh_Hant"]
/// try WeatherLocale("ko-KR").wordsTable(among: shipped)                 // "ko"
/// try WeatherLocale("zh-HK").wordsTable(among: shipped)                 // "zh_Hant"
/// try WeatherLocale("yue").wordsTable(among: shipped)                   // "zh_Hant" (a stand-in)
/// try WeatherLocale("nl-NL").wordsTable(among: shipped)                 // nil: English only as the last resort
/// try WeatherLocale("nl-NL-u-mu-fahrenhe").withWords(of: "en")?.identifier  // "en_NL@mu=fahrenhe"
/// ```
extension WeatherLocale {
    /// The first of `shipped` (normalised table ids: `ko`, `pt_BR`, `zh_Hant`) that the
    /// locale's lookups reach through its chain, else through its stand-ins (`zh_Hant` for
    /// `yue`, `pt_BR` for `pt_PT`); `nil` when only English, as every locale's last resort,
    /// would speak. A pseudo-locale's words are its own table, generated from English.
    package func wordsTable(among shipped: Set<String>) -> String? {
        if pseudoLocale != nil { return tableChain.tables.first }
        return tableChain.tables.first(where: shipped.contains) ?? tableChain.standIns.first(where: shipped.contains)
    }

    /// Whether `table` is in the locale's own language: `pt_BR` for `pt_PT`, `he` for `iw`;
    /// not `zh_Hant` for `yue`, nor `en` for `hi_Latn` (whose CLDR parent is `en_IN`).
    package func speaks(table: String) -> Bool {
        pseudoLocale != nil || ICULocaleData.language(table) == tableChain.language
    }

    /// The locale that shows `table`'s words (its language and script) with this locale's
    /// formats: its preference region (`da` → DK) and its `-u-` keywords.
    /// `en` for `nl_NL@mu=fahrenhe` is `en_NL@mu=fahrenhe`; `zh_Hant` for `yue` is `zh_Hant_HK`.
    /// `nil` when the locale has no region of its own kind (the world, `001`, as for a
    /// pseudo-locale) or ICU cannot pair the two.
    package func withWords(of table: String) -> WeatherLocale? {
        let region = preferenceRegion
        guard region != "001" else { return nil }
        let subtags = [ICULocaleData.language(table), ICULocaleData.script(table), region].filter { !$0.isEmpty }
        let keywords = identifier.firstIndex(of: "@").map { String(identifier[$0...]) } ?? ""
        return try? WeatherLocale(subtags.joined(separator: "_") + keywords)
    }

    /// The locale with only the `-u-` keywords named in `kept` (their ICU names: `hours`,
    /// `measure`); itself when it has no others. `en_US@hours=h23;zz=abc` keeping `hours` is
    /// `en_US@hours=h23`. The result names a subset of what was valid, so it is valid too;
    /// were it not, the locale itself is returned.
    package func keeping(keywords kept: Set<String>) -> WeatherLocale {
        guard let at = identifier.firstIndex(of: "@") else { return self }
        let keywords = identifier[identifier.index(after: at)...].split(separator: ";").filter { keyword in
            kept.contains(String(keyword.prefix { $0 != "=" }).lowercased())
        }
        let base = identifier[..<at]
        let reduced = keywords.isEmpty ? String(base) : base + "@" + keywords.joined(separator: ";")
        guard reduced != identifier else { return self }
        return (try? WeatherLocale(reduced)) ?? self
    }

    /// The locale without the variant subtags not in `kept` (upper-case ICU spelling):
    /// `en_US_V0001X` keeping `POSIX` is `en_US`, `en_US_POSIX` stays. Itself when it has no
    /// others; like ``keeping(keywords:)``, the result names a subset of what was valid.
    package func keeping(variants kept: Set<String>) -> WeatherLocale {
        let at = identifier.firstIndex(of: "@") ?? identifier.endIndex
        let (script, region) = (ICULocaleData.script(identifier), ICULocaleData.region(identifier))
        var subtags = identifier[..<at].split(separator: "_", omittingEmptySubsequences: false).dropFirst()
        if !script.isEmpty, subtags.first.map(String.init) == script { subtags = subtags.dropFirst() }
        if subtags.first.map(String.init) == region { subtags = subtags.dropFirst() }
        let variants = subtags.filter { !$0.isEmpty }
        let keptVariants = variants.filter { kept.contains($0.uppercased()) }
        guard keptVariants.count != variants.count else { return self }
        var reduced = [ICULocaleData.language(identifier), script, region].filter { !$0.isEmpty }.joined(separator: "_")
        if !keptVariants.isEmpty { reduced += (region.isEmpty ? "__" : "_") + keptVariants.joined(separator: "_") }
        return (try? WeatherLocale(reduced + identifier[at...])) ?? self
    }

    /// The locale most people of the locale's preference region write (ICU's likely subtags:
    /// `en_IL` → `he_Hebr_IL`, `en_US` → `en_Latn_US`); `nil` when ICU has none.
    package var regionsLikelyLocale: WeatherLocale? {
        let region = preferenceRegion
        guard region != "001" else { return nil }
        return try? WeatherLocale(ICULocaleData.maximized("und_" + region))
    }
}
