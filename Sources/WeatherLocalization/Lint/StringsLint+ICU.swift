import Logging
package import WeatherStrings

extension StringsLint {
    /// Creates the lint, with ICU's plural rules, likely scripts and fallback chains for each language.
    ///
    /// - Parameter usedKeys: the keys the code looks up (``StringKey/allKeys`` and the
    ///   frontend's own keys, for the shipped tables), or `nil` to skip the unused-key check.
    package init(usedKeys: Set<String>? = nil) {
        self.init(usedKeys: usedKeys) { language in
            let script = ICULocaleData.script(ICULocaleData.maximized(language))
            let chain = LocaleFallback.tables(for: language)
            do {
                let rules = try ICUPluralRules(localeID: language)
                return LanguageFacts(pluralCategories: rules.categories, isLatinScript: script == "Latn", tableChain: chain)
            } catch {
                WeatherDiagnostics.logger.error("The lint checks only the \"other\" plural form: ICU could not open the language's plural rules", metadata: [
                    "language": "\(language)", "reason": "\(error)",
                ])
                return LanguageFacts(pluralCategories: [.other], isLatinScript: script == "Latn", tableChain: chain)
            }
        }
    }
}
