import WeatherCore

/// Reads the tokens of a `.strings` file: quoted and unquoted strings, punctuation,
/// whitespace and comments, keeping track of lines for locations.
struct StringsScanner {
    let scalars: [Unicode.Scalar]
    let file: String
    private(set) var index = 0
    /// The 1-based line of `index`.
    private(set) var line = 1
    private var lineStart = 0

    init(scalars: [Unicode.Scalar], file: String) {
        self.scalars = scalars
        self.file = file
    }

    var isAtEnd: Bool { index >= scalars.count }
    var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// A saved position for reporting a problem later.
    struct Mark {
        var index: Int
        var line: Int
        var lineStart: Int
    }

    var mark: Mark { Mark(index: index, line: line, lineStart: lineStart) }

    func error(_ kind: StringsParseError.Kind, at mark: Mark? = nil) -> StringsParseError {
        let mark = mark ?? self.mark
        let column = TextPosition.column(of: mark.index, lineStart: mark.lineStart, in: scalars)
        return StringsParseError(file: file, line: mark.line, column: column, kind: kind)
    }

    mutating func advance() {
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "\r":
            line += 1
            lineStart = index
        case "\n":
            // The "\n" of "\r\n" ends the line the "\r" already counted.
            if index >= 2, scalars[index - 2] == "\r" {
                lineStart = index
            } else {
                line += 1
                lineStart = index
            }
        default:
            break
        }
    }

    // MARK: Whitespace and comments

    /// A comment met while skipping trivia.
    struct Comment {
        var text: String
        var startLine: Int
        var endLine: Int
    }

    /// Skips whitespace and comments, returning the comments in order.
    @discardableResult
    mutating func skipTrivia() throws(StringsParseError) -> [Comment] {
        var comments: [Comment] = []
        while let scalar = current {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", peek(1) == "/" {
                let startLine = line
                advance()
                advance()
                var text = String.UnicodeScalarView()
                while let next = current, next != "\n", next != "\r" {
                    text.append(next)
                    advance()
                }
                comments.append(Comment(text: String(text).trimmingWhitespace, startLine: startLine, endLine: startLine))
            } else if scalar == "/", peek(1) == "*" {
                let start = mark
                advance()
                advance()
                var text = String.UnicodeScalarView()
                while true {
                    guard let next = current else { throw error(.unterminatedComment, at: start) }
                    if next == "*", peek(1) == "/" {
                        advance()
                        advance()
                        break
                    }
                    text.append(next)
                    advance()
                }
                comments.append(Comment(text: String(text).trimmingWhitespace, startLine: start.line, endLine: line))
            } else {
                break
            }
        }
        return comments
    }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    // MARK: Strings

    /// Reads a quoted or unquoted string, or returns nil (consuming nothing) if none starts here.
    mutating func readString() throws(StringsParseError) -> String? {
        guard let scalar = current else { return nil }
        if scalar == "\"" { return try readQuoted() }
        guard Self.isUnquotedCharacter(scalar) else { return nil }
        var text = String.UnicodeScalarView()
        while let next = current, Self.isUnquotedCharacter(next) {
            text.append(next)
            advance()
        }
        return String(text)
    }

    /// The characters NeXTSTEP property lists allow in an unquoted string.
    static func isUnquotedCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": true
        default: false
        }
    }

    private mutating func readQuoted() throws(StringsParseError) -> String {
        let start = mark
        advance()  // opening quote
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = current else { throw error(.unterminatedString, at: start) }
            if scalar == "\"" {
                advance()
                return String(text)
            }
            if scalar == "\\" {
                guard index + 1 < scalars.count else { throw error(.unterminatedString, at: start) }
                text.append(try readEscape())
            } else {
                text.append(scalar)
                advance()
            }
        }
    }

    // MARK: Escapes

    /// Reads one escape sequence starting at its backslash.
    private mutating func readEscape() throws(StringsParseError) -> Unicode.Scalar {
        let start = mark
        advance()  // backslash
        guard let letter = current else { throw error(.invalidEscape("\\"), at: start) }
        let simple: Unicode.Scalar? =
            switch letter {
            case "\"": "\""
            case "'": "'"
            case "\\": "\\"
            case "n": "\n"
            case "t": "\t"
            case "r": "\r"
            case "a": "\u{07}"
            case "b": "\u{08}"
            case "f": "\u{0C}"
            case "v": "\u{0B}"
            // A line continuation some editors write: Apple's parser keeps the line
            // break itself (a backslash before CR LF keeps both, the LF read as text).
            case "\n": "\n"
            case "\r": "\r"
            default: nil
            }
        if let simple {
            advance()
            return simple
        }
        if letter == "U" || letter == "u" {
            return try readUnicodeEscape(start: start)
        }
        if let digit = letter.octalValue {
            return try readOctalEscape(firstDigit: digit, start: start)
        }
        throw error(.invalidEscape("\\" + String(Character(letter))), at: start)
    }

    /// `\U1234` or `\u1234`: exactly four hex digits naming a UTF-16 code unit; a high
    /// surrogate must be followed at once by an escaped low surrogate.
    private mutating func readUnicodeEscape(start: Mark) throws(StringsParseError) -> Unicode.Scalar {
        let unit = try readHexUnit(start: start)
        switch unit {
        case 0xD800...0xDBFF:
            let lowStart = mark
            guard current == "\\", peek(1) == "U" || peek(1) == "u" else {
                throw error(.invalidEscape(written(from: start)), at: start)
            }
            advance()
            let low = try readHexUnit(start: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(.invalidEscape(written(from: start, to: lowStart)), at: start)
            }
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else { throw error(.invalidEscape(written(from: start)), at: start) }
            return scalar
        case 0xDC00...0xDFFF:
            throw error(.invalidEscape(written(from: start)), at: start)
        default:
            guard let scalar = Unicode.Scalar(unit) else { throw error(.invalidEscape(written(from: start)), at: start) }
            return scalar
        }
    }

    /// Reads the `U` and four hex digits after a backslash.
    private mutating func readHexUnit(start: Mark) throws(StringsParseError) -> UInt16 {
        advance()  // U or u
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = scalar.hexValue else {
                // Show what was written, up to the four characters that should be digits.
                var shown = written(from: start)
                var lookahead = index
                while lookahead < scalars.count, lookahead < start.index + 6,
                    scalars[lookahead] != "\"", scalars[lookahead] != "\n"
                {
                    shown.unicodeScalars.append(scalars[lookahead])
                    lookahead += 1
                }
                throw error(.invalidEscape(shown), at: start)
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    /// `\0` to `\177`: one to three octal digits naming an ASCII character. Larger values
    /// name NeXTSTEP-encoded bytes, which are refused: write `\U00E9` instead.
    private mutating func readOctalEscape(firstDigit: UInt16, start: Mark) throws(StringsParseError) -> Unicode.Scalar {
        var value = firstDigit
        advance()
        for _ in 0..<2 {
            guard let digit = current?.octalValue else { break }
            value = value * 8 + digit
            advance()
        }
        guard value <= 0o177, let scalar = Unicode.Scalar(value) else {
            throw error(.invalidEscape(written(from: start)), at: start)
        }
        return scalar
    }

    /// The source text from a mark up to the current position (or another mark).
    private func written(from start: Mark, to end: Mark? = nil) -> String {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start.index..<(end?.index ?? index)])
        return String(text)
    }
}

extension Unicode.Scalar {
    fileprivate var hexValue: UInt16? {
        switch self {
        case "0"..."9": UInt16(value - 0x30)
        case "a"..."f": UInt16(value - 0x61 + 10)
        case "A"..."F": UInt16(value - 0x41 + 10)
        default: nil
        }
    }

    fileprivate var octalValue: UInt16? {
        switch self {
        case "0"..."7": UInt16(value - 0x30)
        default: nil
        }
    }
}
