import WeatherSettings
import WeatherStrings

extension TOMLSyntaxProblem {
    /// The problem in the user's language, the detail of `error.configSyntax`: what TOML
    /// needed or refused there. The column shows what was found, so it is not named again.
    func text(_ localizer: Localizer) -> String {
        switch self {
        case .expected(.endOfLine, _): localizer.string(.errorTomlExpectedEndOfLine)
        case .expected(.key, _): localizer.string(.errorTomlExpectedKey)
        case .expected(.value, _): localizer.string(.errorTomlExpectedValue)
        case .expected(.equals, _): localizer.string(.errorTomlExpectedEquals)
        case .expected(.headerClose(let arrayOfTables), _): localizer.string(.errorTomlExpectedHeaderClose, .string(arrayOfTables ? "]]" : "]"))
        case .expected(.arraySeparator, _): localizer.string(.errorTomlExpectedSeparator, .string("]"))
        case .expected(.inlineTableSeparator, _): localizer.string(.errorTomlExpectedSeparator, .string("}"))
        case .invalidValue(let token): localizer.string(.errorTomlInvalidValue, .string(token))
        case .unquotedText(let token): localizer.string(.errorTomlUnquotedText, .string(token))
        case .unterminatedString: localizer.string(.errorTomlUnterminatedString)
        case .unterminatedMultilineString: localizer.string(.errorTomlUnterminatedMultilineString)
        case .tooManyQuotes: localizer.string(.errorTomlTooManyQuotes)
        case .controlCharacter(.comment): localizer.string(.errorTomlControlCharacterInComment)
        case .controlCharacter(.string): localizer.string(.errorTomlControlCharacterInString)
        case .carriageReturnWithoutLineFeed: localizer.string(.errorTomlCarriageReturn)
        case .unknownEscape: localizer.string(.errorTomlUnknownEscape)
        case .unicodeEscapeDigits(let uppercase):
            localizer.string(.errorTomlUnicodeEscapeDigits, .string(uppercase ? "\\U" : "\\u"), .integer(uppercase ? 8 : 4))
        case .unicodeEscapeNoScalar(let uppercase): localizer.string(.errorTomlUnicodeEscapeNoScalar, .string(uppercase ? "\\U" : "\\u"))
        case .keyDefinedTwice(let key): localizer.string(.errorTomlKeyDefinedTwice, .string(key))
        case .tableDefinedTwice(let table): localizer.string(.errorTomlTableDefinedTwice, .string(table))
        case .cannotTakeDottedKeys(let key): localizer.string(.errorTomlCannotTakeDottedKeys, .string(key))
        case .holdsValue(let key): localizer.string(.errorTomlHoldsValue, .string(key))
        case .inlineTableExtended(let key): localizer.string(.errorTomlInlineTableExtended, .string(key))
        case .arrayOfTablesNotTable(let key): localizer.string(.errorTomlArrayOfTablesNotTable, .string(key))
        case .tableNotArrayOfTables(let key): localizer.string(.errorTomlTableNotArrayOfTables, .string(key))
        case .nestingTooDeep(let limit): localizer.string(.errorTomlNestingTooDeep, .integer(limit))
        }
    }
}
