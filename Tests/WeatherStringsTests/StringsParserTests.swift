import Testing
@_spi(Fuzzing) import WeatherStrings
import WeatherTestSupport

@Suite("Parsing .strings syntax")
struct StringsParserSyntaxTests {
    @Test("quoted keys and values become entries in file order with their lines")
    func quotedEntries() throws {
        let file = try parseStrings("\"hello\" = \"안녕하세요\";\n\n\"bye\" = \"안녕히 가세요\";\n")
        #expect(file.entries == [
            StringsEntry(key: "hello", value: "안녕하세요", line: 1),
            StringsEntry(key: "bye", value: "안녕히 가세요", line: 3),
        ])
        #expect(file.duplicates == [])
        #expect(file.file == "ko.lproj/Localizable.strings")
    }

    @Test("unquoted keys and values take letters, digits and _ $ / : . -")
    func unquotedTokens() throws {
        let file = try parseStrings("welcome_title.v2 = Hello-World;\n$path/to:x = 42;")
        #expect(file.table == ["welcome_title.v2": "Hello-World", "$path/to:x": "42"])
    }

    @Test("comments may stand between any two tokens")
    func commentsBetweenTokens() throws {
        let text = """
            // header
            "a" /* 1 */ = /* 2 */ "b" /* 3 */ ; // trailing
            "c"// 4
            =
            // 5
            "d"
            ;
            """
        let file = try parseStrings(text)
        #expect(file.entries.map(\.key) == ["a", "c"])
        #expect(file.table == ["a": "b", "c": "d"])
    }

    @Test("the comment directly above an entry is kept with it, trimmed")
    func commentAboveEntry() throws {
        let text = """
            /* File header, separated by a blank line. */

            /* Greeting on the start screen */
            "hello" = "안녕";
            "no comment" = "없음"; // about "no comment", not the next entry
            "next" = "다음";
            // Line comment
            "last" = "끝";
            """
        let file = try parseStrings(text)
        #expect(file.entries.map(\.comment) == ["Greeting on the start screen", nil, nil, "Line comment"])
    }

    @Test("a backslash before a real line break continues the string with that line break", arguments: [
        ("\"a\" = \"one\\\ntwo\";\n\"b\" = \"c\";", "one\ntwo", 3),
        ("\"a\" = \"one\\\r\ntwo\";\r\n\"b\" = \"c\";", "one\r\ntwo", 3),
        ("\"a\" = \"one\\\rtwo\";\r\"b\" = \"c\";", "one\rtwo", 3),
        ("\"a\" = \"\\\n\\\n\";\n\"b\" = \"c\";", "\n\n", 4),
    ])
    func lineContinuation(text: String, value: String, nextLine: Int) throws {
        let file = try parseStrings(text)
        #expect(file.entries == [
            StringsEntry(key: "a", value: value, line: 1),
            StringsEntry(key: "b", value: "c", line: nextLine),
        ])
    }

    @Test("\"key\"; is short for \"key\" = \"key\";")
    func keyOnlyShorthand() throws {
        #expect(try parseStrings("\"OK\";").table == ["OK": "OK"])
    }

    @Test("a quoted value may span lines, and the next entry's line counts them")
    func multilineValue() throws {
        let file = try parseStrings("\"a\" = \"line 1\nline 2\";\n\"b\" = \"x\";")
        #expect(file.entries == [
            StringsEntry(key: "a", value: "line 1\nline 2", line: 1),
            StringsEntry(key: "b", value: "x", line: 3),
        ])
    }

    @Test("escapes resolve to their characters", arguments: [
        (#"\""#, "\""), (#"\\"#, "\\"), (#"\'"#, "'"), (#"\n"#, "\n"), (#"\t"#, "\t"), (#"\r"#, "\r"),
        (#"\0"#, "\u{0}"), (#"\a"#, "\u{7}"), (#"\b"#, "\u{8}"), (#"\f"#, "\u{C}"), (#"\v"#, "\u{B}"),
        (#"\101"#, "A"), (#"\177"#, "\u{7F}"), (#"\0101"#, "\u{8}1"),
        (#"\U00E9"#, "é"), (#"\u00e9"#, "é"), (#"\UAC00"#, "가"), (#"\UD83D\UDE00"#, "😀"), (#"\uD83D\uDE00"#, "😀"),
    ])
    func escapes(written: String, expected: String) throws {
        #expect(try parseStrings("\"k\" = \"<\(written)>\";").table == ["k": "<\(expected)>"])
    }

    @Test("escapes work in keys too")
    func escapesInKeys() throws {
        #expect(try parseStrings(#""say \"hi\"" = "x";"#).table == [#"say "hi""#: "x"])
    }

    @Test("an empty file has no entries")
    func emptyFile() throws {
        #expect(try StringsParser.parse([], file: "en.lproj/Localizable.strings").entries == [])
    }

    @Test("a file of only comments and whitespace has no entries")
    func onlyComments() throws {
        #expect(try parseStrings("/* nothing */\n// yet\n\n  ").entries == [])
    }

    @Test("duplicate keys are listed and the last value wins")
    func duplicatesListed() throws {
        let file = try parseStrings("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";")
        #expect(file.duplicates == [StringsDuplicate(key: "a", line: 3, firstLine: 1)])
        #expect(file.table == ["a": "3", "b": "2"])
        #expect(file.entries.count == 3)
    }
}

@Suite("Decoding .strings bytes")
struct StringsEncodingTests {
    static let text = "/* 인사 */\n\"hello\" = \"안녕 😀\";\n\"é\" = \"\\U00E9\";\n"
    static let expected = [
        StringsEntry(key: "hello", value: "안녕 😀", line: 2, comment: "인사"),
        StringsEntry(key: "é", value: "é", line: 3),
    ]

    @Test("UTF-8 without a byte order mark")
    func utf8() throws {
        #expect(try StringsParser.parse(Array(Self.text.utf8), file: "x").entries == Self.expected)
    }

    @Test("UTF-8 with a byte order mark")
    func utf8WithBOM() throws {
        #expect(try StringsParser.parse([0xEF, 0xBB, 0xBF] + Array(Self.text.utf8), file: "x").entries == Self.expected)
    }

    @Test("UTF-16 with a byte order mark, as genstrings writes it", arguments: [false, true])
    func utf16WithBOM(bigEndian: Bool) throws {
        let bytes = utf16Bytes(Self.text, bigEndian: bigEndian)
        #expect(try StringsParser.parse(bytes, file: "x").entries == Self.expected)
    }

    @Test("UTF-16 without a byte order mark is recognised by its NUL bytes", arguments: [false, true])
    func utf16WithoutBOM(bigEndian: Bool) throws {
        let bytes = utf16Bytes(Self.text, bigEndian: bigEndian, byteOrderMark: false)
        #expect(try StringsParser.parse(bytes, file: "x").entries == Self.expected)
    }

    @Test("a UTF-16 file that is only a byte order mark is empty")
    func utf16OnlyBOM() throws {
        #expect(try StringsParser.parse([0xFF, 0xFE], file: "x").entries == [])
    }
}

@Suite("Reporting .strings errors with line and column")
struct StringsParseErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var line: Int
        var column: Int
        var kind: StringsParseError.Kind
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "unterminated string", text: "\"a\" = \"b\";\n\"c\" = \"d", line: 2, column: 7, kind: .unterminatedString),
        Case(name: "backslash at the end", text: "\"a\" = \"b\\", line: 1, column: 7, kind: .unterminatedString),
        Case(name: "unterminated comment", text: "\"a\" = \"b\";\n  /* never closed", line: 2, column: 3, kind: .unterminatedComment),
        Case(name: "missing ';' before the next entry", text: "\"a\" = \"b\"\n\"c\" = \"d\";", line: 1, column: 10, kind: .missingSemicolon),
        Case(name: "missing ';' at the end", text: "\"a\" = \"b\"  ", line: 1, column: 10, kind: .missingSemicolon),
        Case(name: "missing '='", text: "\"a\" \"b\";", line: 1, column: 4, kind: .missingEquals),
        Case(name: "missing '=' at the end", text: "\n\"a\"", line: 2, column: 4, kind: .missingEquals),
        Case(name: "no key", text: "\"a\" = \"b\";\n= \"c\";", line: 2, column: 1, kind: .expectedKey),
        Case(name: "no value", text: "\"a\" = ;", line: 1, column: 7, kind: .expectedValue),
        Case(name: "nothing after '='", text: "\"a\" =", line: 1, column: 6, kind: .expectedValue),
        Case(name: "unknown escape \\q", text: "\"a\" = \"x\\q\";", line: 1, column: 9, kind: .invalidEscape("\\q")),
        Case(name: "non-hex digit in \\U", text: "\"a\" = \"\\U12G4\";", line: 1, column: 8, kind: .invalidEscape("\\U12G4")),
        Case(name: "too few hex digits", text: "\"a\" = \"\\u12\";", line: 1, column: 8, kind: .invalidEscape("\\u12")),
        Case(name: "lone high surrogate", text: "\"a\" = \"\\UD83D\";", line: 1, column: 8, kind: .invalidEscape("\\UD83D")),
        Case(name: "high surrogate then a non-surrogate", text: "\"a\" = \"\\UD83D\\U0041\";", line: 1, column: 8, kind: .invalidEscape("\\UD83D")),
        Case(name: "lone low surrogate", text: "\"a\" = \"x\\UDE00\";", line: 1, column: 9, kind: .invalidEscape("\\UDE00")),
        Case(name: "octal above \\177", text: "\"a\" = \"\\200\";", line: 1, column: 8, kind: .invalidEscape("\\200")),
        Case(name: "columns count characters, not bytes", text: "\"한국어\" = \"값\"", line: 1, column: 12, kind: .missingSemicolon),
        Case(name: "a letter with a combining accent is one column", text: "\"e\u{301}\" = \"b\" x", line: 1, column: 10, kind: .missingSemicolon),
        Case(name: "CRLF ends a line once", text: "\"a\" = \"b\";\r\n\"c\" = \"d\"\r\n", line: 2, column: 10, kind: .missingSemicolon),
        Case(name: "a lone CR ends a line", text: "\"a\" = \"b\";\r\"c\" = \"d\"", line: 2, column: 10, kind: .missingSemicolon),
    ]

    @Test("each syntax error names its line, column and kind", arguments: cases)
    func syntaxError(_ testCase: Case) {
        let error = parseError { () throws(StringsParseError) in try parseStrings(testCase.text) }
        #expect(error == StringsParseError(
            file: "ko.lproj/Localizable.strings", line: testCase.line, column: testCase.column, kind: testCase.kind))
    }

    @Test("the description reads path:line:column: message")
    func description() {
        let error = parseError { () throws(StringsParseError) in try parseStrings("\n\n\"a\" = \"b\"\n\"c\" = \"d\";") }
        #expect(error?.description == "ko.lproj/Localizable.strings:3:10: missing ';' after value")
    }

    @Test("strict parsing rejects a second definition at its key")
    func strictDuplicate() {
        let error = parseError { () throws(StringsParseError) in
            try parseStrings("\"a\" = \"1\";\n  \"a\" = \"2\";", rejectingDuplicates: true)
        }
        #expect(error == StringsParseError(
            file: "ko.lproj/Localizable.strings", line: 2, column: 3, kind: .duplicateKey(key: "a", firstLine: 1)))
        #expect(error?.description == "ko.lproj/Localizable.strings:2:3: duplicate key \"a\" (first defined on line 1)")
    }

    @Test("invalid UTF-8 is reported at the first bad character")
    func invalidUTF8() {
        let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";".utf8)
        let error = parseError { () throws(StringsParseError) in try StringsParser.parse(bytes, file: "x.strings") }
        #expect(error == StringsParseError(file: "x.strings", line: 2, column: 8, kind: .invalidEncoding))
        #expect(error?.description == "x.strings:2:8: invalid encoding: not UTF-8 or UTF-16")
    }

    @Test("UTF-16 with an unpaired surrogate is invalid at that character")
    func invalidUTF16() {
        let bytes = utf16Bytes("\"a\" = \"", bigEndian: false) + [0x00, 0xD8]
            + utf16Bytes("\";", bigEndian: false, byteOrderMark: false)
        let error = parseError { () throws(StringsParseError) in try StringsParser.parse(bytes, file: "x.strings") }
        #expect(error == StringsParseError(file: "x.strings", line: 1, column: 8, kind: .invalidEncoding))
    }

    @Test("UTF-16 with an odd number of bytes is invalid after its last whole character")
    func oddLengthUTF16() {
        let bytes = utf16Bytes("\"a\" = \"b\";", bigEndian: false) + [0x41]
        let error = parseError { () throws(StringsParseError) in try StringsParser.parse(bytes, file: "x.strings") }
        #expect(error == StringsParseError(file: "x.strings", line: 1, column: 11, kind: .invalidEncoding))
    }

    @Test("a directory is unreadable")
    func directory() {
        let error = parseError { () throws(StringsParseError) in
            try StringsParser.parse(contentsOf: "/tmp", displayPath: "tmp")
        }
        #expect(error == StringsParseError(file: "tmp", line: 0, column: 0, kind: .unreadable(.isDirectory)))
        #expect(error?.description == "tmp: cannot read: is a directory")
    }

    @Test("a missing file is unreadable")
    func missingFile() {
        let error = parseError { () throws(StringsParseError) in
            try StringsParser.parse(contentsOf: "/nonexistent/xx.lproj/Localizable.strings")
        }
        #expect(error == StringsParseError(
            file: "/nonexistent/xx.lproj/Localizable.strings", line: 0, column: 0, kind: .unreadable(.missing)))
    }
}
