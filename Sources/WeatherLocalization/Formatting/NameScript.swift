import CICU

/// Whether a name is written in the script a locale's language writes (ICU's likely script
/// for it, and each letter's script from ICU's Unicode data).
///
/// ```swift
/// NameScript.fits("Сан-Паулу", locale: try WeatherLocale("tr_TR"))  // false: Cyrillic, Turkish is Latin
/// NameScript.fits("サンパウロ", locale: try WeatherLocale("ja"))       // true: Katakana is part of Jpan
/// ```
enum NameScript {
    /// Scripts that stand for several (ISO 15924): Japanese writes Han, Hiragana and
    /// Katakana; Korean, Hangul and Han; Chinese, Han.
    static let members: [String: Set<String>] = [
        "Jpan": ["Hani", "Hira", "Kana"], "Kore": ["Hang", "Hani"], "Hans": ["Hani"], "Hant": ["Hani"],
    ]

    /// True when every letter of `name` is in the locale's script (letters of common or
    /// inherited script, digits and punctuation do not count); also when ICU names no script.
    static func fits(_ name: String, locale: WeatherLocale) -> Bool {
        let expected = ICULocaleData.script(ICULocaleData.maximized(locale.identifier))
        guard !expected.isEmpty else { return true }
        let allowed = members[expected] ?? [expected]
        return name.unicodeScalars.allSatisfy { scalar in
            guard scalar.properties.isAlphabetic else { return true }
            let script = String(cString: cicu_script_code(Int32(bitPattern: scalar.value)))
            return script == "Zyyy" || script == "Zinh" || script.isEmpty || allowed.contains(script)
        }
    }
}
