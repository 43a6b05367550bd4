/// A problem that stops a `.strings` file from being read, with where it is.
///
/// ```swift
/// print(error)  // ko.lproj/Localizable.strings:12:5: missing ';' after value
/// ```
@_spi(Fuzzing) public struct StringsParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    package enum Kind: Sendable, Hashable {
        /// A quoted string has no closing `"`; the location is its opening quote.
        case unterminatedString
        /// A `/*` comment has no closing `*/`; the location is its `/*`.
        case unterminatedComment
        /// No `;` after a value; the location is just after the value.
        case missingSemicolon
        /// No `=` after a key; the location is just after the key.
        case missingEquals
        /// Something other than a key where an entry should start.
        case expectedKey
        /// Something other than a value after `=`.
        case expectedValue
        /// A backslash escape that is not one of the supported ones, such as `\q`,
        /// `\U12G4` or a lone UTF-16 surrogate; the location is its backslash.
        case invalidEscape(String)
        /// The bytes are not valid UTF-8 or UTF-16; the location is the first bad character.
        case invalidEncoding
        /// A key that an earlier entry already defined (reported in strict parsing only).
        case duplicateKey(key: String, firstLine: Int)
        /// The file could not be read at all (missing, a directory, too large), or written.
        case unreadable(TableFileProblem)
    }

    /// The path shown to people, such as `ko.lproj/Localizable.strings`.
    package var file: String
    /// The 1-based line, or 0 when the problem concerns the whole file.
    package var line: Int
    /// The 1-based column in characters of the decoded text, or 0 for the whole file.
    package var column: Int
    /// What went wrong.
    package var kind: Kind

    /// Creates an error at a location; use line and column 0 for the whole file.
    package init(file: String, line: Int, column: Int, kind: Kind) {
        self.file = file
        self.line = line
        self.column = column
        self.kind = kind
    }

    public var description: String {
        let location = line > 0 ? "\(file):\(line):\(column)" : file
        return "\(location): \(kind.message)"
    }
}

extension StringsParseError.Kind {
    /// The English explanation used in `StringsParseError.description`.
    package var message: String {
        switch self {
        case .unterminatedString: "unterminated string: no closing '\"'"
        case .unterminatedComment: "unterminated comment: no closing '*/'"
        case .missingSemicolon: "missing ';' after value"
        case .missingEquals: "missing '=' after key"
        case .expectedKey: "expected a key"
        case .expectedValue: "expected a value after '='"
        case .invalidEscape(let escape): "invalid escape '\(escape)'"
        case .invalidEncoding: "invalid encoding: not UTF-8 or UTF-16"
        case .duplicateKey(let key, let firstLine): "duplicate key \"\(key)\" (first defined on line \(firstLine))"
        case .unreadable(let problem): "cannot read: \(problem.reason)"
        }
    }
}
