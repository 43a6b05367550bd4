package import WeatherStrings

extension StringsLint {
    /// Creates the lint, with ICU's plural rules and likely scripts for each language.
    ///
    /// - Parameter usedKeys: the keys the code looks up (``StringKey/allKeys`` and the
    ///   frontend's own keys, for the shipped tables), or `nil` to skip the unused-key check.
    package init(usedKeys: Set<String>? = nil) {
        self.init(usedKeys: usedKeys) { language in
            let rules = try? ICUPluralRules(localeID: language)
            let script = ICULocaleData.script(ICULocaleData.maximized(language))
            return LanguageFacts(pluralCategories: rules?.categories ?? [.other], isLatinScript: script == "Latn")
        }
    }
}
