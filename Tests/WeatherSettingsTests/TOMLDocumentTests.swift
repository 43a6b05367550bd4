import Testing
@testable import WeatherSettings

@Suite("The configuration file's TOML reader: all of TOML 1.0's values, and every mistake at its line and column")
struct TOMLDocumentTests {
    @Test("Strings of the four kinds, with escapes, trimmed first newlines and line-ending backslashes")
    func strings() throws {
        let table = try TOMLTable(parsing: #"""
            basic = "tab\there \"q\" \\ \u00E9 \U0001F324"
            literal = 'C:\Users\nobody'
            multi = """
            one
            two \
                three"""
            quotes = """a "" b """""
            raw = '''
            \n stays ''it'' '''
            empty = ""
            "quoted key" = 1
            'literal key' = 2
            """#)
        #expect(table["basic"] == .string("tab\there \"q\" \\ é 🌤"))
        #expect(table["literal"] == .string(#"C:\Users\nobody"#))
        #expect(table["multi"] == .string("one\ntwo three"))
        #expect(table["quotes"] == .string(#"a "" b """#))
        #expect(table["raw"] == .string("\\n stays ''it'' "))
        #expect(table["empty"] == .string(""))
        #expect(table["quoted key"] == .integer(1))
        #expect(table["literal key"] == .integer(2))
        #expect(table.entries.map(\.line) == [1, 2, 3, 7, 8, 10, 11, 12])
    }

    @Test("Numbers as TOML writes them: signs, underscores, bases, exponents, inf and nan")
    func numbers() throws {
        let table = try TOMLTable(parsing: """
            a = +99
            b = -17
            c = 1_000
            d = 0xDEAD_beef
            e = 0o755
            f = 0b1101
            g = 6.626e-34
            h = -0.0
            i = 5E+2_2
            j = -inf
            k = 9223372036854775807
            """)
        #expect(table["a"] == .integer(99))
        #expect(table["b"] == .integer(-17))
        #expect(table["c"] == .integer(1000))
        #expect(table["d"] == .integer(0xDEAD_BEEF))
        #expect(table["e"] == .integer(0o755))
        #expect(table["f"] == .integer(13))
        #expect(table["g"] == .float(6.626e-34))
        #expect(table["h"]?.number?.sign == .minus)
        #expect(table["i"] == .float(5e22))
        #expect(table["j"] == .float(-.infinity))
        #expect(table["k"] == .integer(.max))
        #expect(try TOMLTable(parsing: "n = nan")["n"]?.number?.isNaN == true)
    }

    @Test("Booleans, dates kept as written, arrays over lines with comments, inline tables")
    func structures() throws {
        let table = try TOMLTable(parsing: """
            yes = true
            when = 1979-05-27 07:32:00-08:00
            day = 1979-05-27
            time = 00:32:00.999
            list = [ 1, [2, "three"], # a comment
              { x = 1 },
            ]
            point = { x = 1, y.z = 2 }
            """)
        #expect(table["yes"] == .boolean(true))
        #expect(table["when"] == .dateTime("1979-05-27 07:32:00-08:00"))
        #expect(table["day"] == .dateTime("1979-05-27"))
        #expect(table["time"] == .dateTime("00:32:00.999"))
        guard case .array(let list) = table["list"] else { Issue.record("no array"); return }
        #expect(list.count == 3)
        #expect(list[1] == .array([.integer(2), .string("three")]))
        #expect(list[2].table?["x"] == .integer(1))
        #expect(table["point"]?.table?["y"]?.table?["z"] == .integer(2))
    }

    @Test("Tables by header, by dotted keys and as arrays of tables")
    func tables() throws {
        let table = try TOMLTable(parsing: """
            [fruit]
            apple.color = "red"
            [fruit.apple.texture]
            smooth = true
            [[fruit.kinds]]
            name = "a"
            [[fruit.kinds]]
            name = "b"
            [x.y.z]
            [x]
            w = 1
            """)
        let fruit = try #require(table["fruit"]?.table)
        #expect(fruit["apple"]?.table?["color"] == .string("red"))
        #expect(fruit["apple"]?.table?["texture"]?.table?["smooth"] == .boolean(true))
        #expect(fruit["kinds"] == .array([.table(try TOMLTable(parsing: "name = 'a'")), .table(try TOMLTable(parsing: "name = 'b'"))]))
        #expect(table["x"]?.table?["w"] == .integer(1))
        #expect(table.line(of: "x") == 9)
    }

    @Test("Each mistake gives its line, column and what was found", arguments: [
        ("a = ", 1, 5, "expected a value, found the end of the file"),
        ("a =[}", 1, 5, "expected a value, found '}'"),
        ("a = [1 2]", 1, 8, "expected ',' or ']' in the array, found '2'"),
        ("a = { b = 1, }", 1, 14, "expected a key, found '}'"),
        ("a = { b = 1\n}", 1, 12, "expected ',' or '}' in the inline table, found the end of the line"),
        ("a = 01", 1, 5, "not a valid value: '01'"),
        ("a = 1__0", 1, 5, "not a valid value: '1__0'"),
        ("a = _1", 1, 5, "not a valid value: '_1'"),
        ("a = 1.", 1, 5, "not a valid value: '1.'"),
        ("a = .5", 1, 5, "not a valid value: '.5'"),
        ("a = 1e", 1, 5, "not a valid value: '1e'"),
        ("a = 0x", 1, 5, "not a valid value: '0x'"),
        ("a = 9223372036854775808", 1, 5, "not a valid value: '9223372036854775808'"),
        ("a = 1979-13-27", 1, 5, "not a valid value: '1979-13-27'"),
        ("a = True", 1, 5, "not a valid value: 'True' (text goes in quotes)"),
        ("a = \"open", 1, 10, "the string is not closed before the end of the line"),
        ("a = 'open\nb = 1", 1, 10, "the string is not closed before the end of the line"),
        ("a = \"\"\"open", 1, 12, "the multi-line string is not closed"),
        ("a = \"\\x41\"", 1, 6, "unknown escape '\\x' (TOML accepts \\b \\t \\n \\f \\r \\\" \\\\ \\u and \\U)"),
        ("a = \"\\uD800\"", 1, 6, "the \\u escape does not name a Unicode character"),
        ("a = \"\\u12\"", 1, 6, "\\u takes 4 hex digits"),
        ("a = \"bell\u{07}\"", 1, 10, "control characters in a string must be escaped"),
        ("a = 1 # bell\u{07}", 1, 13, "a comment cannot contain control characters"),
        ("a = 1\rb = 2", 1, 6, "a carriage return must be followed by a line feed"),
        ("a = 1\na = 2", 2, 6, "'a' is defined twice"),
        ("a.b = 1\na.b.c = 2", 2, 10, "'a.b' is already defined and cannot take dotted keys"),
        ("a = { b = 1 }\n[a]", 2, 4, "'a' already has a value and cannot be a table"),
        ("[a]\n[a]", 2, 4, "the table [a] is defined twice"),
        ("a.b = 1\n[a]", 2, 4, "the table [a] is defined twice"),
        ("[[a]]\n[a]", 2, 4, "'a' is an array of tables, not a table"),
        ("[a]\n[[a]]", 2, 6, "'a' is already a table, not an array of tables"),
        ("[a] b = 1", 1, 5, "expected the end of the line, found 'b'"),
        ("[[[1]]]", 1, 3, "expected a key, found '['"),
        ("= 1", 1, 1, "expected a key, found '='"),
        ("a b = 1", 1, 3, "expected '=' after the key, found 'b'"),
        ("a = \"\"\"x\"\"\"\"\"\"", 1, 14, "too many quotes in a row at the end of a multi-line string"),
    ])
    func mistakes(text: String, line: Int, column: Int, detail: String) {
        let error = #expect(throws: TOMLSyntaxError.self) { try TOMLTable(parsing: text) }
        #expect(error?.line == line)
        #expect(error?.column == column)
        // The English for logs is built from the typed problem, word for word as before.
        #expect(error?.problem.detail == detail)
    }

    @Test("Each mistake is a typed problem with its fields, not text", arguments: [
        ("a = ", TOMLSyntaxProblem.expected(.value, found: .endOfFile)),
        ("a = [1 2]", .expected(.arraySeparator, found: .character("2"))),
        ("a b = 1", .expected(.equals, found: .character("b"))),
        ("[serve", .expected(.headerClose(arrayOfTables: false), found: .endOfFile)),
        ("a = 1 é", .expected(.endOfLine, found: .nonASCIICharacter)),
        ("a = True", .unquotedText("True")),
        ("a = 1__0", .invalidValue("1__0")),
        ("a = \"open", .unterminatedString),
        ("a = \"\\x41\"", .unknownEscape(.character("x"))),
        ("a = \"\\U0011\"", .unicodeEscapeDigits(uppercase: true)),
        ("a = \"\\uD800\"", .unicodeEscapeNoScalar(uppercase: false)),
        ("a.b = 1\na.b = 2", .keyDefinedTwice("a.b")),
        ("[a.b]\n[a.b]", .tableDefinedTwice("a.b")),
        ("a = 1 # bell\u{07}", .controlCharacter(in: .comment)),
    ])
    func typedProblems(text: String, problem: TOMLSyntaxProblem) {
        let error = #expect(throws: TOMLSyntaxError.self) { try TOMLTable(parsing: text) }
        #expect(error?.problem == problem)
    }

    @Test("Nesting is bounded: 10,000 open brackets are an error, not a stack overflow")
    func depth() {
        #expect(throws: TOMLSyntaxError(line: 1, column: 69, problem: .nestingTooDeep(limit: 64))) {
            try TOMLTable(parsing: "a = " + String(repeating: "[", count: 10_000))
        }
        #expect(throws: TOMLSyntaxError(line: 1, column: 197, problem: .nestingTooDeep(limit: 64))) {
            try TOMLTable(parsing: "a = " + String(repeating: "{b=", count: 10_000))
        }
    }

    @Test("Columns count characters, not bytes")
    func columns() {
        #expect(throws: TOMLSyntaxError(line: 2, column: 10, problem: .expected(.endOfLine, found: .character("x")))) {
            try TOMLTable(parsing: "a = 1\nb = \"서울\" x")
        }
    }
}
