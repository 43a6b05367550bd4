import Logging
public import WeatherCore
import WeatherStrings

extension Place {
    /// The place's name as a reader of `locale` writes it: the `local_names` entry for the
    /// locale's language, else ``Place/name``.
    ///
    /// OpenWeather has one Chinese name, `zh`, in Simplified characters. A reader of
    /// Traditional Chinese (`zh_TW`, `zh_HK`, `zh_Hant`, Cantonese) gets it through ICU's
    /// `Hans-Hant` transliterator: 首尔 → 首爾. Should ICU lack that transliterator, the
    /// Simplified name is shown and the diagnostic channel says so.
    ///
    /// ```swift
    /// let seoul = Place(name: "Seoul", localNames: ["zh": "首尔"], countryCode: "KR")
    /// seoul.name(for: try WeatherLocale("zh_TW"))  // "首爾"
    /// seoul.name(for: try WeatherLocale("zh_CN"))  // "首尔"
    /// ```
    public func name(for locale: WeatherLocale) -> String {
        guard let script = LanguageIdentifier.chineseScript(of: locale.identifier) else {
            return name(forLanguage: locale.language)
        }
        let own = name(forLanguage: locale.language)
        if locale.language != "zh", own != name { return own }
        let chinese = name(forLanguage: "zh")
        guard script == "Hant", chinese != name else { return chinese }
        return Self.traditional(chinese)
    }

    /// ICU's transliterators by id, opened once, as the other ICU objects are.
    private static let transliterators = FormatterCache<String, ICUTransliterator>(capacity: 2)

    /// `simplified` in Traditional characters, or as given when ICU cannot convert it.
    private static func traditional(_ simplified: String) -> String {
        do {
            let transliterator = try transliterators.value(for: "Hans-Hant") { () throws(ICUError) in
                try ICUTransliterator(id: "Hans-Hant")
            }
            return try transliterator.transliterate(simplified)
        } catch {
            WeatherDiagnostics.logger.warning("A Chinese place name is shown in Simplified characters: ICU could not convert it", metadata: [
                "name": "\(simplified)", "reason": "\(error)",
            ])
            return simplified
        }
    }
}
