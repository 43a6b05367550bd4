/// Normalises language identifiers so locale ids and `.lproj` folder names compare equal.
///
/// ```swift
/// LanguageIdentifier.normalized("zh-hant-tw")          // "zh_Hant_TW"
/// LanguageIdentifier.fallbackChain(for: "ko-KR")      // ["ko_KR", "ko"]
/// ```
enum LanguageIdentifier {
    /// `_`-separated subtags with ICU casing: language lowercase, script titlecase,
    /// region and variants uppercase. POSIX charsets and modifiers (`.UTF-8`, `@euro`),
    /// ICU keywords (`@calendar=…`) and BCP 47 extensions (`-u-nu-latn`) are dropped.
    static func normalized(_ identifier: String) -> String {
        var base = Substring(identifier)
        if let cut = base.firstIndex(where: { $0 == "@" || $0 == "." }) { base = base[..<cut] }
        var subtags: [String] = []
        for (index, subtag) in base.split(whereSeparator: { $0 == "-" || $0 == "_" }).enumerated() {
            // A single-letter subtag starts an extension (-u-, -x-) that names no language.
            if subtag.count == 1, index > 0 { break }
            if index == 0 {
                subtags.append(subtag.lowercased())
            } else if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
                subtags.append(subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased())
            } else {
                subtags.append(subtag.uppercased())
            }
        }
        return subtags.joined(separator: "_")
    }

    /// The identifier and each shorter one made by dropping its last subtag.
    static func fallbackChain(for identifier: String) -> [String] {
        var subtags = normalized(identifier).split(separator: "_")
        var chain: [String] = []
        while !subtags.isEmpty {
            chain.append(subtags.joined(separator: "_"))
            subtags.removeLast()
        }
        return chain
    }

    /// The language subtag alone: `ko` for `ko_KR`.
    static func language(of identifier: String) -> String {
        String(normalized(identifier).split(separator: "_").first ?? "")
    }
}
