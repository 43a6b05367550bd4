extension StringsLint {
    /// Creates the lint, with ICU's plural rules and likely scripts for each language.
    public init() {
        self.init { language in
            let rules = try? ICUPluralRules(localeID: language)
            let script = ICULocaleData.script(ICULocaleData.maximized(language))
            return LanguageFacts(pluralCategories: rules?.categories ?? [.other], isLatinScript: script == "Latn")
        }
    }
}
