/// Whether a catalog's language code is one: `jp` (a country code for Japan, not a
/// language) and `JA` (upper case, which Xcode never writes) are mistakes a translator's
/// tool makes, and a table under either would never be found.
///
/// ```swift
/// LanguageCode.isWellFormed("ja")       // true
/// LanguageCode.isWellFormed("zh-Hant")  // true
/// LanguageCode.isWellFormed("jp")       // false: not an ISO 639 code
/// LanguageCode.problem("JA")            // "\"JA\" is not a language code (codes are lower case: \"ja\"); entry skipped"
/// ```
package enum LanguageCode {
    /// The two-letter codes of ISO 639-1, 184 of them: Debian's iso-codes 4.15.0 (2023),
    /// `iso_639-2.json`, every entry's `alpha_2`. Three-letter codes (ISO 639-2 and 639-3:
    /// `fil`, `yue`) are taken on their form alone.
    static let twoLetterCodes: Set<String> = [
        "aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az", "ba", "be", "bg", "bh", "bi", "bm",
        "bn", "bo", "br", "bs", "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy", "da", "de", "dv", "dz", "ee",
        "el", "en", "eo", "es", "et", "eu", "fa", "ff", "fi", "fj", "fo", "fr", "fy", "ga", "gd", "gl", "gn", "gu",
        "gv", "ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz", "ia", "id", "ie", "ig", "ii", "ik", "io", "is",
        "it", "iu", "ja", "jv", "ka", "kg", "ki", "kj", "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku", "kv", "kw",
        "ky", "la", "lb", "lg", "li", "ln", "lo", "lt", "lu", "lv", "mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms",
        "mt", "my", "na", "nb", "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny", "oc", "oj", "om", "or", "os",
        "pa", "pi", "pl", "ps", "pt", "qu", "rm", "rn", "ro", "ru", "rw", "sa", "sc", "sd", "se", "sg", "si", "sk",
        "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv", "sw", "ta", "te", "tg", "th", "ti", "tk", "tl",
        "tn", "to", "tr", "ts", "tt", "tw", "ty", "ug", "uk", "ur", "uz", "ve", "vi", "vo", "wa", "wo", "xh", "yi",
        "yo", "za", "zh", "zu"
    ]

    /// A language subtag (two letters from ISO 639-1, a withdrawn code the tables still
    /// alias, or three lower-case letters), then optionally a script (`Hant`), a region
    /// (`BR`, `419`) and variants, separated by `-` or `_`.
    package static func isWellFormed(_ code: String) -> Bool {
        let subtags = code.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let language = subtags.first, language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        switch language.count {
        case 2: guard twoLetterCodes.contains(String(language)) || LanguageIdentifier.languageAliases[String(language)] != nil else { return false }
        case 3: break
        default: return false
        }
        return subtags.dropFirst().allSatisfy { subtag in
            (2...8).contains(subtag.count) && subtag.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// What is wrong with a code that is not well formed, in English.
    package static func problem(_ code: String) -> String {
        let lowered = code.lowercased()
        if lowered != code, isWellFormed(lowered) {
            return "\"\(code)\" is not a language code (codes are lower case: \"\(lowered)\"); entry skipped"
        }
        return "\"\(code)\" is not an ISO 639 language code; entry skipped"
    }
}
