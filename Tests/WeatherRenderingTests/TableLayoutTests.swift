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
}
