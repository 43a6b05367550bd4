import Testing
import WeatherStrings

@Suite("Diagnostics show control characters as escapes")
struct DiagnosticTextTests {
    @Test("Each kind of control character is escaped; ordinary text is kept", arguments: [
        ("a\nb\tc\rd", "a\\nb\\tc\\rd"),
        ("\u{1B}[31mred", "\\u{1B}[31mred"),
        ("x\u{7F}\u{85}y", "x\\u{7F}\\u{85}y"),
        ("abc\u{202E}fed", "abc\\u{202E}fed"),
        ("line\u{2028}sep", "line\\u{2028}sep"),
        ("서울 +09:00 «ok»", "서울 +09:00 «ok»"),
        // A closed isolate reorders nothing outside itself and stays; an embedding goes.
        ("a\u{2066}b\u{2069}c\u{202B}d", "a\u{2066}b\u{2069}c\\u{202B}d"),
        ("«\u{2068}furlong\u{2068}x\u{2069}\u{2069}»", "«\u{2068}furlong\u{2068}x\u{2069}\u{2069}»"),
        // Isolates not closed in order are all escaped: they could reorder the rest of the line.
        ("a\u{2069}b\u{2068}c", "a\\u{2069}b\\u{2068}c"),
        ("\u{2067}x \u{2068}y\u{2069}", "\\u{2067}x \\u{2068}y\\u{2069}"),
        // Marks only set the direction of what is next to them, and ICU's Arabic and Hebrew
        // output and the tables use them: "\u{061C}-٢°م", "OpenWeather\u{200F}".
        ("\u{061C}-٢°م \u{200F}x\u{200E}", "\u{061C}-٢°م \u{200F}x\u{200E}"),
    ])
    func escaping(input: String, expected: String) {
        #expect(DiagnosticText.escaping(input) == expected)
    }
}
