/// Finds the first syntax error in JSON text, so an error can say where it is.
///
/// `JSONDecoder` only reports "The given data was not valid JSON." with no position,
/// and reports a number that does not fit its Swift type the same way. Running this
/// check after a failure tells the two apart and locates real syntax errors.
/// It follows RFC 8259, which is stricter than `JSONDecoder` (that accepts trailing commas
/// and checks numbers and string escapes only when a model reads them), requires paired
/// UTF-16 surrogates in `\u` escapes, and allows a leading UTF-8 byte order mark.
struct JSONSyntaxCheck {
    /// A syntax error and where it is.
    struct Failure: Error, Hashable, CustomStringConvertible {
        /// What is wrong, such as "unexpected end of input".
        var reason: String
        /// Zero-based byte offset.
        var offset: Int
        /// One-based line.
        var line: Int
        /// One-based column, in Unicode scalars.
        var column: Int

        var description: String {
            "\(reason) at line \(line), column \(column) (byte \(offset))"
        }

        /// The line and column back from a ``description`` (the decoding error keeps only the text).
        static func position(in description: String) -> (line: Int, column: Int)? {
            let parts = description.split(separator: " at line ", omittingEmptySubsequences: false)
            guard parts.count >= 2, let tail = parts.last else { return nil }
            let numbers = tail.split(whereSeparator: { !$0.isNumber })
            guard numbers.count >= 2, let line = Int(numbers[0]), let column = Int(numbers[1]) else { return nil }
            return (line, column)
        }
    }

    /// The deepest nesting checked; it bounds the recursion's stack use.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The first syntax error in `bytes`, or `nil` when they are one well-formed JSON value.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var check = JSONSyntaxCheck(bytes: bytes)
        do {
            try check.document()
            return nil
        } catch {
            return error
        }
    }

    private mutating func document() throws(Failure) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
        }
        try value(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw failure("unexpected text after the JSON value")
        }
    }

    private mutating func value(depth: Int) throws(Failure) {
        skipWhitespace()
        guard let byte = peek() else {
            throw failure("unexpected end of input")
        }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth + 1)
        case UInt8(ascii: "["): try array(depth: depth + 1)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: throw failure("unexpected \(Self.describe(byte))")
        }
    }

    private mutating func object(depth: Int) throws(Failure) {
        guard depth <= Self.maximumDepth else {
            throw failure("nesting deeper than \(Self.maximumDepth) levels")
        }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw unexpected(expecting: "a string key")
            }
            try string()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw unexpected(expecting: "':' after an object key")
            }
            index += 1
            try value(depth: depth)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return
            default: throw unexpected(expecting: "',' or '}' in an object")
            }
        }
    }

    private mutating func array(depth: Int) throws(Failure) {
        guard depth <= Self.maximumDepth else {
            throw failure("nesting deeper than \(Self.maximumDepth) levels")
        }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            try value(depth: depth)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return
            default: throw unexpected(expecting: "',' or ']' in an array")
            }
        }
    }

    private mutating func string() throws(Failure) {
        index += 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                try escape()
            case 0x00..<0x20:
                throw failure("unescaped control character in a string")
            default:
                index += 1
            }
        }
        throw failure("unexpected end of input in a string")
    }

    private mutating func escape() throws(Failure) {
        guard let byte = peek() else {
            throw failure("unexpected end of input in a string")
        }
        switch byte {
        case UInt8(ascii: "u"):
            try unicodeEscape(startingAt: index - 1)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        default:
            throw failure("invalid escape sequence in a string")
        }
    }

    /// `\uXXXX`, where a UTF-16 surrogate must come in a high-low pair, as `JSONDecoder` requires.
    private mutating func unicodeEscape(startingAt start: Int) throws(Failure) {
        index += 1
        let unit = try hexQuad()
        switch unit {
        case 0xD800...0xDBFF:
            if bytes[index...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) {
                index += 2
                if try (0xDC00...0xDFFF).contains(hexQuad()) {
                    return
                }
            }
        case 0xDC00...0xDFFF:
            break
        default:
            return
        }
        index = start
        throw failure("unpaired UTF-16 surrogate in a \\u escape")
    }

    private mutating func hexQuad() throws(Failure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw unexpected(expecting: "four hexadecimal digits after \\u")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private mutating func number() throws(Failure) {
        if peek() == UInt8(ascii: "-") {
            index += 1
        }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            try digits()
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            try digits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") {
                index += 1
            }
            try digits()
        }
    }

    private mutating func digits() throws(Failure) {
        guard let first = peek(), Self.isDigit(first) else {
            throw unexpected(expecting: "a digit")
        }
        while let byte = peek(), Self.isDigit(byte) {
            index += 1
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard peek() == expected else {
                throw unexpected(expecting: "'\(word)'")
            }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(),
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
        {
            index += 1
        }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// "unexpected end of input" or "unexpected character 'x'", naming what was expected.
    private func unexpected(expecting expected: String) -> Failure {
        guard let byte = peek() else {
            return failure("unexpected end of input, expected \(expected)")
        }
        return failure("unexpected \(Self.describe(byte)), expected \(expected)")
    }

    private func failure(_ reason: String) -> Failure {
        let consumed = bytes[..<index]
        let lineStart = consumed.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let line = consumed.count { $0 == UInt8(ascii: "\n") } + 1
        // Count scalars, not bytes: UTF-8 continuation bytes look like 0b10xx_xxxx.
        let column = bytes[lineStart..<index].count { $0 & 0xC0 != 0x80 } + 1
        return Failure(reason: reason, offset: index, line: line, column: column)
    }

    private static func describe(_ byte: UInt8) -> String {
        if (0x21...0x7E).contains(byte) {
            "character '\(Character(Unicode.Scalar(byte)))'"
        } else {
            "byte 0x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
