import Testing
@testable import WeatherRendering

@Suite("The table layout pads cells by display width")
struct TableLayoutTests {
    @Test("Wide text, right alignment and empty last cells line up without trailing spaces")
    func alignment() {
        let layout = TableLayout(alignments: [.left, .right, .left])
        let lines = layout.lines([
            [TableLayout.Cell("서울"), TableLayout.Cell("1%"), TableLayout.Cell("")],
            [TableLayout.Cell("Busan"), TableLayout.Cell("100%"), TableLayout.Cell("x")],
            [TableLayout.Cell("ㄱ")],
        ])
        #expect(lines == [
            "서울     1%",
            "Busan  100%  x",
            "ㄱ",
        ])
    }

    @Test("Colour codes wrap the text inside its padding and do not count toward widths")
    func stylesDoNotCount() {
        let layout = TableLayout(alignments: [.left, .left])
        let lines = layout.lines([
            [TableLayout.Cell("Low", style: .dim), TableLayout.Cell("-3°C")],
            [TableLayout.Cell("Humidity", style: .dim), TableLayout.Cell("48%")],
        ])
        #expect(lines == [
            "\u{1B}[2mLow\u{1B}[0m       -3°C",
            "\u{1B}[2mHumidity\u{1B}[0m  48%",
        ])
    }

    @Test("A line stops at its last cell with text; a right-aligned one keeps its padding, a cell's own spaces go")
    func lastCellWithText() {
        let layout = TableLayout(alignments: [.left, .right, .left, .left])
        let lines = layout.lines([
            [TableLayout.Cell("a"), TableLayout.Cell(""), TableLayout.Cell("xyz"), TableLayout.Cell("")],
            [TableLayout.Cell("bb"), TableLayout.Cell("7"), TableLayout.Cell("")],
            [TableLayout.Cell("c"), TableLayout.Cell("10"), TableLayout.Cell("z  "), TableLayout.Cell(""), TableLayout.Cell("extra")],
            [TableLayout.Cell(""), TableLayout.Cell("")],
            [],
        ])
        #expect(lines == [
            "a       xyz",
            "bb   7",
            "c   10  z",
            "",
            "",
        ])
    }
}

@Suite("Cells are trimmed of outer whitespace, quickly where the outer scalars tell")
struct CellTrimmingTests {
    /// The quick check may say "trim needed" wrongly (the slow path then finds nothing to
    /// trim), never "none needed" wrongly: every scalar of the Basic Multilingual Plane at
    /// either end, alone and after or before a space.
    @Test("The quick check never misses a whitespace character at either end")
    func quickCheckNeverMisses() {
        var misses: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let c = String(scalar)
            for text in ["a" + c, c + "a", " " + c, c + " ", c] where ForecastDocumentBuilder.hasNoOuterWhitespace(text) {
                if text.first!.isWhitespace || text.last!.isWhitespace { misses.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")) }
            }
        }
        #expect(misses.isEmpty)
    }

    @Test("Cells lose leading and trailing whitespace, marks and all", arguments: [
        ("서울", "서울"), ("  -2°C ", "-2°C"), ("x \u{301}", "x"), ("\u{3000}東京\u{3000}", "東京"), ("a\u{301}", "a\u{301}"),
        ("\t", "\u{2409}"), ("", ""),
    ])
    func trimmed(text: String, expected: String) {
        let builder = ForecastDocumentBuilder(unavailable: "—", icons: .none, spoken: false)
        #expect(builder.cell(text) == expected)
    }
}
