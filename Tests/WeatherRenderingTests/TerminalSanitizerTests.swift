import Testing
import WeatherRendering

@Suite("Untrusted text is made safe for a terminal")
struct TerminalSanitizerTests {
    @Test("Controls become visible and bidi controls disappear", arguments: [
        ("Seoul", "Seoul"),
        ("\u{1B}]0;x\u{07}", "\u{241B}]0;x\u{2407}"),
        ("\u{1B}[31mred\u{1B}[0m", "\u{241B}[31mred\u{241B}[0m"),
        ("a\tb", "a\u{2409}b"),
        ("line\nbreak", "line\u{240A}break"),
        ("crlf\r\n", "crlf\u{240D}\u{240A}"),
        ("nul\u{0}", "nul\u{2400}"),
        ("del\u{7F}", "del\u{2421}"),
        ("\u{9B}31m", "\u{FFFD}31m"),
        ("\u{85}next", "\u{FFFD}next"),
        ("\u{202E}Seoul", "Seoul"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}x", "x"),
        ("\u{2066}\u{2067}\u{2068}x\u{2069}", "x"),
        ("4:00\u{202F}PM", "4:00\u{202F}PM"),
        ("\u{200F}\u{200E}\u{061C}", "\u{200F}\u{200E}\u{061C}"),
        ("서울 -2°C", "서울 -2°C"),
    ])
    func sanitize(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
    }

    /// The check that leaves safe text as it is must see every scalar the rules change, at
    /// any place in the text: each scalar of the Basic Multilingual Plane and a few beyond,
    /// between letters, against the rules written out here.
    @Test("Every scalar is changed exactly when the rules say so")
    func everyScalar() {
        func expected(_ scalar: Unicode.Scalar) -> String {
            switch scalar.value {
            case 0x00...0x1F: String(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: "\u{2421}"
            case 0x80...0x9F: "\u{FFFD}"
            case 0x202A...0x202E, 0x2066...0x2069: ""
            default: String(scalar)
            }
        }
        var mismatches: [UInt32] = []
        for value in Array(UInt32(0)...0xFFFF) + [0x1F600, 0xE0001, 0x10FFFF] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TerminalSanitizer.sanitize("é" + String(scalar) + "b") != "é" + expected(scalar) + "b" { mismatches.append(value) }
        }
        #expect(mismatches.isEmpty)
    }
}
