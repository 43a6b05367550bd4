/// Normalises the names tables are given (`.lproj` folders, catalog languages) so they
/// compare equal to the ids of a locale's table chain (which WeatherLocalization works
/// out with ICU: the fallback rules are ICU's, not this package's).
///
/// ```swift
/// LanguageIdentifier.normalized("zh-hant-tw")      // "zh_Hant_TW"
/// LanguageIdentifier.normalized("iw_IL")           // "he_IL" (deprecated code replaced)
/// ```
package enum LanguageIdentifier {
    /// `_`-separated subtags with ICU casing: language lowercase, script titlecase,
    /// region and variants uppercase. POSIX charsets and modifiers (`.UTF-8`, `@euro`),
    /// ICU keywords (`@calendar=…`) and BCP 47 extensions (`-u-nu-latn`) are dropped.
    /// Deprecated and macrolanguage codes become the code tables are named by
    /// (``languageAliases``): `iw` is `he`, `no` is `nb`.
    package static func normalized(_ identifier: String) -> String {
        var base = Substring(identifier)
        if let cut = base.firstIndex(where: { $0 == "@" || $0 == "." }) { base = base[..<cut] }
        var subtags: [String] = []
        for (index, subtag) in base.split(whereSeparator: { $0 == "-" || $0 == "_" }).enumerated() {
            // A single-letter subtag starts an extension (-u-, -x-) that names no language.
            if subtag.count == 1, index > 0 { break }
            if index == 0 {
                let language = subtag.lowercased()
                subtags.append(languageAliases[language] ?? language)
            } else if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                subtags.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            } else {
                subtags.append(subtag.uppercased())
            }
        }
        return subtags.joined(separator: "_")
    }

    /// Codes that name the same language as the table's code: ISO 639 codes withdrawn in
    /// 1989 that old systems still send (`iw`, `in`, `ji`, `mo`), and Norwegian, whose
    /// macrolanguage code `no` is written in Bokmål (`nb`) in practice.
    static let languageAliases = ["iw": "he", "in": "id", "ji": "yi", "mo": "ro", "no": "nb", "tl": "fil"]
}
