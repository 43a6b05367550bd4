import Testing
import WeatherLocalization

@Suite("Diagnostics show control characters as escapes")
struct DiagnosticTextTests {
    @Test("Each kind of control character is escaped; ordinary text is kept", arguments: [
        ("a\nb\tc\rd", "a\\nb\\tc\\rd"),
        ("\u{1B}[31mred", "\\u{1B}[31mred"),
        ("x\u{7F}\u{85}y", "x\\u{7F}\\u{85}y"),
        ("abc\u{202E}fed", "abc\\u{202E}fed"),
        ("line\u{2028}sep", "line\\u{2028}sep"),
        ("서울 +09:00 «ok»", "서울 +09:00 «ok»"),
    ])
    func escaping(input: String, expected: String) {
        #expect(DiagnosticText.escaping(input) == expected)
    }
}
