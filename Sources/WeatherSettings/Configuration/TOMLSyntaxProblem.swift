/// Why a TOML text breaks the grammar, with the facts a message needs; a frontend words it in
/// the user's language (the CLI's `error.toml.*` keys), ``detail`` in English for logs.
///
/// ```swift
/// TOMLSyntaxProblem.unquotedText("Seoul").detail                         // "not a valid value: 'Seoul' (text goes in quotes)"
/// TOMLSyntaxProblem.expected(.equals, found: .character("b")).detail      // "expected '=' after the key, found 'b'"
/// ```
package enum TOMLSyntaxProblem: Sendable, Hashable {
    /// Something else stands where `Expected` must.
    case expected(Expected, found: Found)
    /// A bare word that is no number, boolean or date (`01`, `1__0`, `1979-13-27`).
    case invalidValue(String)
    /// A bare word starting with a letter (`Seoul`, `True`): text that needs quotes.
    case unquotedText(String)
    /// A one-line string without its closing quote before the line ends.
    case unterminatedString
    /// A `"""` or `'''` string without its closing quotes before the file ends.
    case unterminatedMultilineString
    /// More than five quotes in a row closing a multi-line string.
    case tooManyQuotes
    /// A control character other than tab, written as is in a comment or a string.
    case controlCharacter(in: TextKind)
    /// A carriage return not followed by a line feed.
    case carriageReturnWithoutLineFeed
    /// A backslash followed by no escape TOML knows: what followed it (`x` in `\x`), the end
    /// of the file, or another byte (`.controlCharacter`, `.nonASCIICharacter`).
    case unknownEscape(Found)
    /// `\u` or `\U` (`uppercase`) with fewer than its 4 or 8 hex digits.
    case unicodeEscapeDigits(uppercase: Bool)
    /// `\u` or `\U` naming no Unicode scalar (a surrogate, beyond U+10FFFF).
    case unicodeEscapeNoScalar(uppercase: Bool)
    /// A key given a value twice (dotted: `serve.port`).
    case keyDefinedTwice(String)
    /// A table header `[a.b]` written twice (dotted: `a.b`).
    case tableDefinedTwice(String)
    /// A dotted key reaching into a key that is already a value or a closed table (`a.b`).
    case cannotTakeDottedKeys(String)
    /// A table header naming a key that holds a value.
    case holdsValue(String)
    /// A header or dotted key reaching into an inline table, which is closed.
    case inlineTableExtended(String)
    /// `[a]` after `[[a]]`.
    case arrayOfTablesNotTable(String)
    /// `[[a]]` after `[a]`.
    case tableNotArrayOfTables(String)
    /// Arrays and inline tables nested deeper than `limit`.
    case nestingTooDeep(limit: Int)

    /// What the reader needed.
    package enum Expected: Sendable, Hashable {
        /// Nothing but spaces and a comment after an expression.
        case endOfLine
        case key
        case value
        /// `=` after a key.
        case equals
        /// `]`, or `]]` for an array of tables, closing a table header.
        case headerClose(arrayOfTables: Bool)
        /// `,` or `]` between the values of an array.
        case arraySeparator
        /// `,` or `}` between the keys of an inline table.
        case inlineTableSeparator
    }

    /// What the reader found instead.
    package enum Found: Sendable, Hashable {
        case endOfFile
        case endOfLine
        /// A printable ASCII character.
        case character(Character)
        case controlCharacter
        case nonASCIICharacter
    }

    /// Where text is written as is.
    package enum TextKind: Sendable, Hashable {
        case comment, string
    }

    /// The problem in English, for logs and the server's start-up message:
    /// `expected a value, found the end of the file`.
    package var detail: String {
        switch self {
        case .expected(let expected, let found): "expected \(Self.words(expected)), found \(Self.words(found))"
        case .invalidValue(let token): "not a valid value: '\(token)'"
        case .unquotedText(let token): "not a valid value: '\(token)' (text goes in quotes)"
        case .unterminatedString: "the string is not closed before the end of the line"
        case .unterminatedMultilineString: "the multi-line string is not closed"
        case .tooManyQuotes: "too many quotes in a row at the end of a multi-line string"
        case .controlCharacter(.comment): "a comment cannot contain control characters"
        case .controlCharacter(.string): "control characters in a string must be escaped"
        case .carriageReturnWithoutLineFeed: "a carriage return must be followed by a line feed"
        case .unknownEscape(let found):
            "unknown escape \(Self.escapeWords(found)) (TOML accepts \\b \\t \\n \\f \\r \\\" \\\\ \\u and \\U)"
        case .unicodeEscapeDigits(let uppercase): uppercase ? "\\U takes 8 hex digits" : "\\u takes 4 hex digits"
        case .unicodeEscapeNoScalar(let uppercase): "the \\\(uppercase ? "U" : "u") escape does not name a Unicode character"
        case .keyDefinedTwice(let key): "'\(key)' is defined twice"
        case .tableDefinedTwice(let table): "the table [\(table)] is defined twice"
        case .cannotTakeDottedKeys(let key): "'\(key)' is already defined and cannot take dotted keys"
        case .holdsValue(let key): "'\(key)' already has a value and cannot be a table"
        case .inlineTableExtended(let key): "the inline table '\(key)' cannot be extended"
        case .arrayOfTablesNotTable(let key): "'\(key)' is an array of tables, not a table"
        case .tableNotArrayOfTables(let key): "'\(key)' is already a table, not an array of tables"
        case .nestingTooDeep(let limit): "arrays and inline tables are nested more than \(limit) levels deep"
        }
    }

    private static func words(_ expected: Expected) -> String {
        switch expected {
        case .endOfLine: "the end of the line"
        case .key: "a key"
        case .value: "a value"
        case .equals: "'=' after the key"
        case .headerClose(let arrayOfTables): "'\(arrayOfTables ? "]]" : "]")' to close the table header"
        case .arraySeparator: "',' or ']' in the array"
        case .inlineTableSeparator: "',' or '}' in the inline table"
        }
    }

    private static func words(_ found: Found) -> String {
        switch found {
        case .endOfFile: "the end of the file"
        case .endOfLine: "the end of the line"
        case .character(let character): "'\(character)'"
        case .controlCharacter: "a control character"
        case .nonASCIICharacter: "a non-ASCII character"
        }
    }

    private static func escapeWords(_ found: Found) -> String {
        switch found {
        case .character(let character): "'\\\(character)'"
        case .endOfFile: "at the end"
        default: "after a backslash"
        }
    }
}
