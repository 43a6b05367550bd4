/// Where a JSON document stops being JSON, and why: the place ``JSONTreeParser`` stopped,
/// as numbers (a message never has to be read back for them).
///
/// ```swift
/// // {"cod": 200,
/// //  "x": tru}
/// error.description  // "unexpected character '}', expected 'true' at line 2, column 10 (byte 22)"
/// (error.line, error.column)  // (2, 10)
/// ```
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the parser met where it stopped.
    enum Reason: Sendable, Hashable {
        /// A value was expected (`unexpected end of input`, `unexpected character 'x'`).
        case value
        /// Something else was expected, named by the text (`a string key`).
        case expected(String)
        case textAfterValue
        case tooDeep
        case controlCharacter
        case unterminatedString
        case invalidEscape
        case unpairedSurrogate
        case notUTF8
    }

    let reason: Reason
    /// The byte at ``offset``, `nil` at the end of the document.
    let found: UInt8?
    /// Zero-based byte offset into the document.
    public let offset: Int
    /// One-based line.
    public let line: Int
    /// One-based column, in Unicode scalars (a byte-order mark counts as one).
    public let column: Int

    /// The error at `offset` of `bytes`, its line and column counted there.
    init(_ reason: Reason, at offset: Int, in bytes: [UInt8]) {
        self.reason = reason
        self.offset = offset
        found = offset < bytes.count ? bytes[offset] : nil
        let consumed = bytes[..<offset]
        let lineStart = consumed.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        line = consumed.count { $0 == UInt8(ascii: "\n") } + 1
        // Scalars, not bytes: UTF-8 continuation bytes look like 0b10xx_xxxx.
        column = bytes[lineStart..<offset].count { $0 & 0xC0 != 0x80 } + 1
    }

    /// Whether a string's bytes are not UTF-8 (the document is not text, rather than not JSON).
    package var isNotUTF8: Bool { reason == .notUTF8 }

    /// What is wrong and where, in English, for logs and tests.
    public var description: String {
        "\(reasonText) at line \(line), column \(column) (byte \(offset))"
    }

    private var reasonText: String {
        switch reason {
        case .value: unexpected
        case .expected(let expected): "\(unexpected), expected \(expected)"
        case .textAfterValue: "unexpected text after the JSON value"
        case .tooDeep: "nesting deeper than \(JSONTreeParser.maximumDepth) levels"
        case .controlCharacter: "unescaped control character in a string"
        case .unterminatedString: "unexpected end of input in a string"
        case .invalidEscape: "invalid escape sequence in a string"
        case .unpairedSurrogate: "unpaired UTF-16 surrogate in a \\u escape"
        case .notUTF8: "a string that is not valid UTF-8"
        }
    }

    /// "unexpected end of input" or "unexpected character 'x'" (a byte outside printable ASCII by its value).
    private var unexpected: String {
        guard let found else { return "unexpected end of input" }
        if (0x21...0x7E).contains(found) { return "unexpected character '\(Character(Unicode.Scalar(found)))'" }
        return "unexpected byte 0x\(found < 0x10 ? "0" : "")\(String(found, radix: 16, uppercase: true))"
    }
}
