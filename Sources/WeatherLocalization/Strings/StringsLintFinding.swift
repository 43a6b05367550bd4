/// One problem the lint found in the translation tables.
public enum StringsLintFinding: Sendable, Hashable, CustomStringConvertible {
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
    /// A key the code never looks up (not in ``StringKey/allKeys``): remove it, or register it.
    case unusedKey(language: String, key: String)

    /// One line of English, as the command-line lint prints it.
    ///
    /// ```swift
    /// StringsLintFinding.keyMissing(language: "ko", key: "wind").description
    /// // ko: "wind" is missing (English is shown instead)
    /// ```
    public var description: String {
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
        case .unusedKey(let language, let key):
            "\(language): \"\(key)\" is not used by the code (not in StringKey)"
        }
    }
}
