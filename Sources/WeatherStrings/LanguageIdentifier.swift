/// Normalises language identifiers so locale ids and `.lproj` folder names compare equal,
/// and lists the tables a locale falls back through.
///
/// ```swift
/// LanguageIdentifier.normalized("zh-hant-tw")      // "zh_Hant_TW"
/// LanguageIdentifier.normalized("iw_IL")           // "he_IL" (deprecated code replaced)
/// LanguageIdentifier.fallbackChain(for: "ko-KR")   // ["ko_KR", "ko"]
/// LanguageIdentifier.fallbackChain(for: "zh_TW")   // ["zh_Hant_TW", "zh_TW", "zh_Hant"]
/// LanguageIdentifier.fallbackChain(for: "pt_AO")   // ["pt_AO", "pt_PT", "pt"]
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

    /// The identifiers whose tables a lookup in `identifier` tries, most specific first,
    /// English not included. Follows CLDR's inheritance:
    ///
    /// - The script is added when the region decides it (`zh_TW` → `zh_Hant_TW`): Chinese
    ///   in Taiwan, Hong Kong and Macao is Traditional, everywhere else Simplified.
    /// - A non-default script never falls back to the bare language: CLDR's parent of
    ///   `zh_Hant` is root, so `zh_Hant_TW` never shows a `zh` (Simplified) table.
    /// - Regional parents: Portuguese outside Brazil inherits from `pt_PT` (`pt_AO` →
    ///   `pt_PT`), Spanish in the Americas from `es_419`.
    /// - Pseudo-locales (`en_XA`, `ar_XB`) fall back to English text only.
    package static func fallbackChain(for identifier: String) -> [String] {
        let parts = Parts(normalized(identifier))
        let language = parts.language
        guard !language.isEmpty else { return [] }
        if let region = parts.region, PseudoLocale(language: language, region: region) != nil {
            return [language + "_" + region]
        }
        let script = parts.script ?? impliedScript(language: language, region: parts.region)

        var chain: [String] = []
        func add(_ subtags: String?...) {
            let identifier = subtags.compactMap { $0 }.joined(separator: "_")
            if !chain.contains(identifier) { chain.append(identifier) }
        }
        if !parts.variants.isEmpty { add(language, script, parts.region, parts.variants.joined(separator: "_")) }
        if let region = parts.region {
            if let script { add(language, script, region) }
            add(language, region)
            if let parent = regionalParent(language: language, region: region) { add(language, parent) }
        }
        if let script { add(language, script) }
        // A language with one script (ko, ja, en) takes any script subtag as its own.
        if script == nil || defaultScript[language] == nil || script == defaultScript[language] { add(language) }
        return chain
    }

    /// Tables a locale uses only when no table of its own language exists: another
    /// variety its readers read without effort, better than English.
    ///
    /// Portuguese in Portugal and Africa gets Brazilian Portuguese (`pt-BR`) when there is
    /// no `pt` or `pt_PT` table: CLDR and Apple both treat bare `pt` as Brazilian, the
    /// weather vocabulary is shared, and a Portuguese table, once added, takes over
    /// completely instead of mixing the two. Norwegian Nynorsk (`nn`) gets Bokmål;
    /// Cantonese (`yue`) gets written Chinese in its script (Traditional unless `yue_Hans`).
    package static func substitutes(for identifier: String) -> [String] {
        let parts = Parts(normalized(identifier))
        switch parts.language {
        case "pt" where parts.region != "BR": return ["pt_BR"]
        case "nn": return ["nb"]
        case "yue": return parts.script == "Hans" ? ["zh_Hans"] : ["zh_Hant"]
        default: return []
        }
    }

    /// The Chinese script a reader of `identifier` reads (`Hant` for `zh_TW`, `zh_HK`,
    /// `zh_Hant`, `yue`; `Hans` for `zh`, `zh_CN`, `yue_Hans`), `nil` for other languages.
    package static func chineseScript(of identifier: String) -> String? {
        for table in fallbackChain(for: identifier) + substitutes(for: identifier) {
            if table == "zh_Hant" { return "Hant" }
            if table == "zh_Hans" { return "Hans" }
        }
        return nil
    }

    /// The language subtag alone: `ko` for `ko_KR`.
    package static func language(of identifier: String) -> String {
        Parts(normalized(identifier)).language
    }

    /// The subtags of a normalised identifier.
    private struct Parts {
        var language: String
        var script: String?
        var region: String?
        var variants: [String] = []

        init(_ normalized: String) {
            var subtags = normalized.split(separator: "_").map(String.init)[...]
            language = subtags.popFirst() ?? ""
            if let next = subtags.first, next.count == 4, next.allSatisfy(\.isLetter) {
                script = next
                subtags = subtags.dropFirst()
            }
            if let next = subtags.first, next.count == 2 || (next.count == 3 && next.allSatisfy(\.isNumber)) {
                region = next
                subtags = subtags.dropFirst()
            }
            variants = Array(subtags)
        }
    }

    /// The script of languages written in more than one, for the bare language code.
    private static let defaultScript = [
        "zh": "Hans", "yue": "Hant", "hi": "Deva", "sr": "Cyrl", "uz": "Latn", "az": "Latn", "bs": "Latn", "pa": "Guru",
        "ms": "Latn", "kk": "Cyrl", "mn": "Cyrl", "ks": "Arab", "sd": "Arab",
    ]

    /// The script a region implies where tables are split by script (Chinese only).
    private static func impliedScript(language: String, region: String?) -> String? {
        guard language == "zh" else { return nil }
        return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
    }

    /// The region of CLDR's `parentLocales` entry for regions whose variety differs from the base language's.
    private static func regionalParent(language: String, region: String) -> String? {
        switch language {
        case "pt" where ["AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"].contains(region): "PT"
        case "es" where latinAmerica.contains(region): "419"
        default: nil
        }
    }

    private static let latinAmerica: Set<String> = [
        "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR",
        "PY", "SV", "US", "UY", "VE",
    ]
}
