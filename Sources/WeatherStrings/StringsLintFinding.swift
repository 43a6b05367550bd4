/// One problem the lint found in the translation tables.
package enum StringsLintFinding: Sendable, Hashable, CustomStringConvertible {
    /// English has the key; this language (and its shorter identifiers) does not.
    case keyMissing(language: String, key: String)
    /// This language has a key that English does not.
    case keyNotInDevelopmentLanguage(language: String, key: String)
    /// The translation uses other argument positions or types than English.
    case specifierMismatch(language: String, key: String, expected: FormatSignature, found: FormatSignature)
    /// A key defined twice in one `.strings` file.
    case duplicateKey(language: String, key: String, file: String, line: Int)
    /// A `.strings` file that could not be read or parsed.
    case parseError(StringsParseError)
    /// A `.stringsdict` file or key that could not be read.
    case stringsDictError(StringsDictError)
    /// A `.stringsdict` key with a plural variable that has no `other` form.
    case missingPluralOther(language: String, key: String)
    /// A String Catalog, or an entry of one, that could not be read.
    case catalogError(StringCatalogError)
    /// A String Catalog entry in state `new` or `needs_review`, shown as its fallback.
    case unreviewed(language: String, key: String, state: String, file: String)
    /// A String Catalog entry read in part (one device variation) or skipped as a kind not used.
    case catalogEntryReduced(StringCatalog.ReducedEntry)
    /// A translation identical to English where that means it was not translated.
    case untranslated(language: String, key: String)
    /// A plural variable without a form for a category the language's ICU rules use.
    case missingPluralCategories(language: String, key: String, categories: [PluralCategory])
    /// A key the code never looks up (not in ``StringKey/allKeys``): remove it, or register it.
    case unusedKey(language: String, key: String)
    /// A translation (or a plural form of one) that is empty or only spaces: a blank label.
    case emptyTranslation(language: String, key: String)

    /// One line of English, as the command-line lint prints it.
    ///
    /// ```swift
    /// StringsLintFinding.keyMissing(language: "ko", key: "wind").description
    /// // ko: "wind" is missing (English is shown instead)
    /// ```
    /// One line: control characters from keys and files are escaped (`DiagnosticText`).
    package var description: String {
        DiagnosticText.escaping(text)
    }

    private var text: String {
        switch self {
        case .keyMissing(let language, let key):
            "\(language): \"\(key)\" is missing (English is shown instead)"
        case .keyNotInDevelopmentLanguage(let language, let key):
            "\(language): \"\(key)\" is not in \(LocalizationTables.developmentLanguage)"
        case .specifierMismatch(let language, let key, let expected, let found):
            "\(language): \"\(key)\" has specifiers \(found) but \(LocalizationTables.developmentLanguage) has \(expected)"
        case .duplicateKey(let language, let key, let file, let line):
            "\(file):\(line): \(language): \"\(key)\" is defined more than once (the last value is used)"
        case .parseError(let error):
            error.description
        case .stringsDictError(let error):
            error.description
        case .missingPluralOther(let language, let key):
            "\(language): \"\(key)\" has a plural variable without an \"other\" form"
        case .catalogError(let error):
            error.description
        case .catalogEntryReduced(let entry):
            entry.description
        case .unreviewed(let language, let key, let state, let file):
            "\(file): \(language): \"\(key)\" is \(state), not translated (the fallback is shown)"
        case .untranslated(let language, let key):
            "\(language): \"\(key)\" is the same as in \(LocalizationTables.developmentLanguage) (untranslated?)"
        case .missingPluralCategories(let language, let key, let categories):
            "\(language): \"\(key)\" has no \(categories.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")) form, which \(language) uses"
        case .unusedKey(let language, let key):
            "\(language): \"\(key)\" is not used by the code (not in StringKey)"
        case .emptyTranslation(let language, let key):
            "\(language): \"\(key)\" is empty (shown as a blank label)"
        }
    }
}
