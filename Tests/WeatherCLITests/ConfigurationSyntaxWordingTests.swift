import Testing
import WeatherSettings
import WeatherTestServer
@testable import weather
import WeatherTestSupport

/// A TOML syntax error in the configuration file reaches the command as a typed problem with
/// its line and column, and is worded in the user's language (issue 32): no English reason
/// inside a Korean sentence.
@Suite("A broken configuration file's syntax error, worded in Korean and English")
struct ConfigurationSyntaxWordingTests {
    static func sentence(_ problem: TOMLSyntaxProblem, locale: String) -> String {
        FailureMessage.configSyntax(path: "config.toml", line: 3, column: 14, problem)
            .text(MessageLocalizer.make(preferredLocale: locale, tables: nil))
    }

    @Test("Every kind of problem, with its line and column", arguments: [
        (TOMLSyntaxProblem.expected(.endOfLine, found: .character("x")),
         "여기서 줄이 끝나야 합니다 (한 줄에 설정 하나)", "expected the end of the line (one setting on each line)"),
        (.expected(.key, found: .character("=")), "이 위치에는 키가 와야 합니다", "expected a key"),
        (.expected(.value, found: .endOfFile), "이 위치에는 값이 와야 합니다", "expected a value"),
        (.expected(.equals, found: .character("b")), "키 뒤에 등호(=)가 와야 합니다", "expected '=' after the key"),
        (.expected(.headerClose(arrayOfTables: true), found: .endOfLine),
         "테이블 헤더를 닫는 ']]' 기호가 와야 합니다", "expected ']]' to close the table header"),
        (.expected(.arraySeparator, found: .character("2")), "이 위치에는 ',' 또는 ']' 기호가 와야 합니다", "expected ',' or ']'"),
        (.expected(.inlineTableSeparator, found: .endOfLine), "이 위치에는 ',' 또는 '}' 기호가 와야 합니다", "expected ',' or '}'"),
        (.invalidValue("1__0"), "올바르지 않은 값입니다: '1__0'", "not a valid value: '1__0'"),
        (.unquotedText("Seoul"), "올바르지 않은 값입니다: 'Seoul' (텍스트는 따옴표로 감싸야 합니다)", "not a valid value: 'Seoul' (text goes in quotes)"),
        (.unterminatedString, "문자열이 줄 끝까지 닫히지 않았습니다", "the string is not closed before the end of the line"),
        (.unterminatedMultilineString, "여러 줄 문자열이 닫히지 않았습니다", "the multi-line string is not closed"),
        (.tooManyQuotes, "여러 줄 문자열 끝에 따옴표가 너무 많이 이어집니다", "too many quotes in a row at the end of a multi-line string"),
        (.controlCharacter(in: .comment), "주석에는 제어 문자를 쓸 수 없습니다", "a comment cannot contain control characters"),
        (.controlCharacter(in: .string), "문자열 안의 제어 문자는 이스케이프 시퀀스로 써야 합니다", "control characters in a string must be escaped"),
        (.carriageReturnWithoutLineFeed, "캐리지 리턴(CR) 뒤에는 줄 바꿈(LF)이 와야 합니다", "a carriage return must be followed by a line feed"),
        (.unknownEscape(.character("x")), #"알 수 없는 이스케이프 시퀀스입니다 (TOML에서 쓸 수 있는 것: \b \t \n \f \r \" \\ \u \U)"#,
         #"unknown escape (TOML accepts \b \t \n \f \r \" \\ \u and \U)"#),
        (.unicodeEscapeDigits(uppercase: false), #"\u 뒤에는 16진수 4자리가 와야 합니다"#, #"\u takes 4 hex digits"#),
        (.unicodeEscapeDigits(uppercase: true), #"\U 뒤에는 16진수 8자리가 와야 합니다"#, #"\U takes 8 hex digits"#),
        (.unicodeEscapeNoScalar(uppercase: false), #"\u 이스케이프가 가리키는 유니코드 문자가 없습니다"#, #"the \u escape does not name a Unicode character"#),
        (.keyDefinedTwice("serve.port"), "'serve.port' 키가 두 번 정의되었습니다", "'serve.port' is defined twice"),
        (.tableDefinedTwice("serve"), "[serve] 테이블이 두 번 정의되었습니다", "the table [serve] is defined twice"),
        (.cannotTakeDottedKeys("a.b"), "'a.b' 키는 이미 정의되어 있어 점으로 구분된 키를 추가할 수 없습니다", "'a.b' is already defined and cannot take dotted keys"),
        (.holdsValue("a"), "'a' 키에는 이미 값이 있어 테이블로 쓸 수 없습니다", "'a' already has a value and cannot be a table"),
        (.inlineTableExtended("a"), "'a' 인라인 테이블에는 키를 추가할 수 없습니다", "the inline table 'a' cannot be extended"),
        (.arrayOfTablesNotTable("a"), "'a' 키는 테이블 배열이라 테이블로 쓸 수 없습니다", "'a' is an array of tables, not a table"),
        (.tableNotArrayOfTables("a"), "'a' 키는 이미 테이블이라 테이블 배열로 쓸 수 없습니다", "'a' is already a table, not an array of tables"),
        (.nestingTooDeep(limit: 64), "배열과 인라인 테이블은 64단계보다 깊게 중첩할 수 없습니다", "arrays and inline tables are nested more than 64 levels deep"),
    ])
    func everyProblem(problem: TOMLSyntaxProblem, korean: String, english: String) {
        #expect(Self.sentence(problem, locale: "ko_KR") == "config.toml 3행 14열: \(korean)")
        #expect(Self.sentence(problem, locale: "en_US") == "config.toml: line 3, column 14: \(english)")
    }

    @Test("weather with an unquoted city in its configuration file: exit 78, the file, line and column, in Korean and English")
    func endToEnd() async throws {
        let home = try await LiveHome()
        try home.writeConfig("# mine\ncity = Seoul\n", mode: 0o600)
        let korean = try await home.run(["--locale", "ko_KR"])
        let english = try await home.run(["--locale", "en_US"])
        await home.finish()
        let path = home.configHome + "/weather/config.toml"
        #expect(korean.status == 78)
        #expect(korean.standardOutput == "")
        #expect(korean.standardError == "weather: \(path) 2행 8열: 올바르지 않은 값입니다: 'Seoul' (텍스트는 따옴표로 감싸야 합니다)\n")
        #expect(english.status == 78)
        #expect(english.standardError == "weather: \(path): line 2, column 8: not a valid value: 'Seoul' (text goes in quotes)\n")
        #expect(home.server.requests.isEmpty)
    }
}
