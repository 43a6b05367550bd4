import WeatherRendering
import Testing
import WeatherLocalization

@Suite("Terminal width counts the columns a monospaced terminal draws")
struct TerminalWidthTests {
    @Test("Texts take the columns their grapheme clusters draw", arguments: [
        ("서울", 4),
        ("6월 12일 (금)", 13),  // 3 + 1 + 4 + 1 + 4: each Hangul syllable is wide
        ("-2°C", 4),
        ("e\u{301}", 1),
        ("👍", 2),
        ("☀\u{FE0F}", 2),
        ("☀", 1),
        ("ｱ", 1),
        ("ア", 2),
        ("ＡＢ", 4),
        ("\u{2068}abc\u{2069}", 3),
        ("٢٠°م", 4),
        ("─→", 2),
        ("\u{1100}\u{1161}\u{11A8}", 2),
        ("🇰🇷", 2),
        ("4:00\u{202F}PM", 7),
        ("\u{200F}", 0),
        ("", 0),
        // Devanagari as glibc's wcwidth counts it: spacing vowel signs (Mc) take a column,
        // non-spacing ones (Mn) none, each consonant of a conjunct one.
        ("तापमान", 6),
        ("महसूस", 4),
        ("क्ष", 2),
    ])
    func columnsOfText(text: String, expected: Int) {
        #expect(TerminalWidth.columns(of: text) == expected)
    }

    @Test("Every scalar the fast path measures is a cluster of its own beside the others, as wide as the slow path says")
    func fastPathAgreesWithClusters() {
        var checked = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), let width = TerminalWidth.simpleWidth(of: scalar) else { continue }
            checked += 1
            let alone = String(scalar)
            // Not joined to what comes before (an Extend or SpacingMark would be) or after
            // (a Prepend would be), nor to itself.
            guard ("a" + alone).count == 2, (alone + "a").count == 2, (alone + alone).count == 2,
                  ("가" + alone).count == 2, width == TerminalWidth.measuredColumns(of: Character(scalar))
            else {
                Issue.record("U+\(String(value, radix: 16, uppercase: true)): the fast path says \(width) columns")
                continue
            }
        }
        #expect(checked == 33_594)
    }

    @Test("A cluster of only marks, format characters or ignorables takes no column", arguments: [
        "\u{301}", "\u{20DD}", "\u{200E}", "\u{2069}", "\u{FE0F}", "\u{200B}",
    ] as [Character])
    func zeroWidthClusters(character: Character) {
        #expect(TerminalWidth.columns(of: character) == 0)
    }
}
