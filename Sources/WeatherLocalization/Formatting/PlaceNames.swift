import Logging
package import WeatherCore
import WeatherStrings

extension Place {
    /// The place's name as a reader of `locale` writes it: the `local_names` entry for the
    /// locale's language, else ``Place/name``.
    ///
    /// OpenWeather has one Chinese name, `zh`, in either script, and sometimes both joined by
    /// a slash (`纽约/紐約`). A Chinese reader gets one name in their own script: of a pair,
    /// the part already in it; else the name converted by ICU's transliterators, `Hans-Hant`
    /// for Traditional readers (`zh_TW`, `zh_HK`, `zh_Hant`, Cantonese: 首尔 → 首爾) and
    /// `Hant-Hans` for Simplified ones (倫敦市 → 伦敦市). Should ICU lack a transliterator,
    /// the name is shown as given and the diagnostic channel says so.
    ///
    /// The conversion is character by character, so where the two regions name a place
    /// with different characters it gives the other region's name in the reader's script:
    /// Taiwan's 聖地牙哥 (Santiago) becomes 圣地牙哥, where the mainland writes 圣地亚哥;
    /// the mainland's 悉尼 (Sydney) stays 悉尼, where Taiwan writes 雪梨.
    ///
    /// ```swift
    /// let seoul = Place(name: "Seoul", localNames: ["zh": "首尔"], countryCode: "KR")
    /// seoul.name(for: try WeatherLocale("zh_TW"))  // "首爾"
    /// seoul.name(for: try WeatherLocale("zh_CN"))  // "首尔"
    /// ```
    ///
    /// A local name in a script the locale's language does not write (OpenWeather's Cyrillic
    /// `tr` name for São Paulo) is passed over for ``Place/name``.
    package func name(for locale: WeatherLocale) -> String {
        guard let script = locale.chineseScript else {
            let own = name(forLanguage: locale.language)
            return own == name || NameScript.fits(own, locale: locale) ? own : name
        }
        let own = name(forLanguage: locale.language)
        if locale.language != "zh", own != name { return own }
        let chinese = name(forLanguage: "zh")
        guard chinese != name else { return chinese }
        return Self.chinese(chinese, inScript: script)
    }

    /// ICU's transliterators by id, opened once, as the other ICU objects are.
    private static let transliterators = Locked(LeastRecentlyUsed<String, ICUTransliterator>(maximumCost: 2))

    /// One name in `script` (`Hans`, `Hant`): of slash-joined names, the first that converting
    /// to the script leaves unchanged (it is written in it already), else the first converted.
    static func chinese(_ text: String, inScript script: String) -> String {
        let id = script == "Hant" ? "Hans-Hant" : "Hant-Hans"
        let parts = text.split(separator: "/").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
        guard !parts.isEmpty else { return text }
        var firstConverted: String?
        for part in parts {
            let converted = convert(part, with: id)
            if converted == part { return part }
            firstConverted = firstConverted ?? converted
        }
        return firstConverted ?? parts[0]
    }

    /// `text` through the transliterator `id`, or as given when ICU cannot convert it.
    private static func convert(_ text: String, with id: String) -> String {
        do {
            let transliterator = try transliterators.value(for: id) { () throws(ICUError) in
                try ICUTransliterator(id: id)
            }
            return try transliterator.transliterate(text)
        } catch {
            WeatherDiagnostics.logger.warning("A Chinese place name is shown as given: ICU could not convert it", metadata: [
                "name": "\(text)", "transliterator": "\(id)", "reason": "\(error)",
            ])
            return text
        }
    }
}
