import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
@testable import WeatherRendering
import WeatherTestSupport

/// The chart of the next hours, and the whole text output with it, on the Seoul fixture.
@Suite("The terminal chart draws the view model's hours inside the width")
struct ChartRendererTests {
    static func seoul(_ locale: String) throws -> ForecastViewModel {
        let current = try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale(locale), now: current.dt))
        return try presenter.present(current: current, forecast: forecast, origin: .sample)
    }

    @Test("Every line of the text output, chart included, fits 40, 60, 80 and 120 columns with ambiguous characters narrow or wide",
          arguments: ShippedLocales.all + ShippedLocales.pseudo)
    func everyLineFits(locale: String) throws {
        let view = try Self.seoul(locale)
        for width in [40, 60, 80, 120] {
            for ambiguous in AmbiguousWidth.allCases {
                for chart in ChartStyle.allCases {
                    let text = TextRenderer(width: width, icons: chart == .ascii ? .ascii : .emoji, chart: chart, ambiguous: ambiguous).render(view)
                    let wide = text.split(separator: "\n").filter { TerminalWidth.columns(of: String($0), ambiguous: ambiguous) > width }
                    #expect(wide == [], "\(locale) at \(width), ambiguous \(ambiguous), \(chart)")
                    #expect(text.contains(TerminalSanitizer.sanitize(view.chart!.summary).split(separator: " ").first!))
                }
            }
        }
    }

    @Test("The English chart at 60 columns: the curve between its extremes, the rain bars, the chances, the hours and the day")
    func englishAtSixty() throws {
        let view = try Self.seoul("en_US")
        let lines = ChartRenderer(width: 60).lines(view.chart!, direction: .leftToRight)
        #expect(lines.count == 9)
        // The extremes label the top and bottom rows of the curve, right-aligned in the gutter.
        #expect(lines[0].hasPrefix("37°F "))
        #expect(lines[3].hasPrefix("25°F "))
        #expect(lines[1].hasPrefix("     ") && lines[2].hasPrefix("     "))
        // The wettest (last) step's amount, left of its bar: full height, one column narrower than the step.
        let bar = String(repeating: "\u{28FF}", count: 5)
        #expect(lines[4] == String(repeating: " ", count: 5 + 29) + "Rain 0.01 in " + bar)
        #expect(lines[5] == String(repeating: " ", count: 5 + 42) + bar)
        // Six columns a step: the chances, the hours that fit two columns apart, the new day.
        #expect(lines[6] == "     0%    0%    0%    0%    0%    4%    18%   42%")
        #expect(lines[7] == "     3\u{202F}PM  6\u{202F}PM  9\u{202F}PM  12\u{202F}AM       6\u{202F}AM  9\u{202F}AM  12\u{202F}PM")
        #expect(lines[8] == String(repeating: " ", count: 5 + 18) + "|Tomorrow")
        // The plot is Braille and spaces only; every line fits.
        let plot = (lines[0...3] + [lines[5]]).map { $0.dropFirst(5) }
        #expect(plot.allSatisfy { $0.unicodeScalars.allSatisfy { $0 == " " || (0x2800...0x28FF).contains($0.value) } })
        #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) <= 60 })
    }

    @Test("In ASCII the curve is stars, the bars hashes and dots")
    func ascii() throws {
        let view = try Self.seoul("en_US")
        let lines = ChartRenderer(width: 60, ascii: true).lines(view.chart!, direction: .leftToRight)
        // The drawing is ASCII (the labels are the locale's: "37°F", "3\u{202F}PM").
        #expect((lines[0...3] + [lines[5]]).allSatisfy { $0.dropFirst(5).unicodeScalars.allSatisfy(\.isASCII) })
        #expect(lines[0...3].allSatisfy { $0.dropFirst(5).allSatisfy { $0 == " " || $0 == "*" } })
        // One star a column: eight steps of six columns.
        let stars: Int = lines[0...3].map { line in line.filter { $0 == "*" }.count }.reduce(0, +)
        #expect(stars == 48)
        #expect(lines[4].hasSuffix(" #####") && lines[5].hasSuffix(" #####"))
    }

    @Test("Right to left: each line starts with a left-to-right mark, labels are isolated, time still runs left to right")
    func rightToLeft() throws {
        let view = try Self.seoul("ar_EG")
        let lines = ChartRenderer(width: 80).lines(view.chart!, direction: .rightToLeft)
        #expect(lines.allSatisfy { $0.hasPrefix("\u{200E}") })
        let ticks = try #require(lines.first { $0.contains(view.chart!.hourTicks[1].label) })
        let first = try #require(ticks.firstRange(of: "\u{2068}" + view.chart!.hourTicks[0].label + "\u{2069}"))
        let second = try #require(ticks.firstRange(of: "\u{2068}" + view.chart!.hourTicks[1].label + "\u{2069}"))
        #expect(first.upperBound < second.lowerBound)
    }

    @Test("Labels that do not fit are left out, two columns apart at least, never cut")
    func narrow() throws {
        let view = try Self.seoul("ko_KR")
        let lines = ChartRenderer(width: 40).lines(view.chart!, direction: .leftToRight)
        let ticks = try #require(lines.first { $0.contains("오후 3시") })
        // Four columns a step: "오후 3시" (8 columns) leaves no room for 6 PM or 9 PM.
        #expect(ticks.contains("오전 0시") && !ticks.contains("오후 6시") && !ticks.contains("오후 9시"))
        #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) <= 40 })
    }

    @Test("Every word of the chart is a view-model string", arguments: ShippedLocales.all + ShippedLocales.pseudo)
    func wordsFromTheViewModel(locale: String) throws {
        let view = try Self.seoul(locale)
        let known = ViewModelWordsTests.strings(in: view).joined(separator: "\n")
        let text = TextRenderer(width: 100, chart: .braille).render(view)
        let chart = text.split(separator: "\n\n")[2]
        // The drawing, the day mark and the marks starting right-to-left lines taken out, what remains are the labels.
        let drawingless = String(String.UnicodeScalarView(chart.unicodeScalars.filter { !(0x2800...0x28FF).contains($0.value) }))
        let lines = drawingless.split(separator: "\n").map { $0.hasPrefix("\u{200E}") ? $0.dropFirst() : $0 }
        let words = ViewModelWordsTests.cells(of: lines.joined(separator: "\n").replacing("|", with: ""))
        #expect(words.count > 20)
        #expect(words.filter { !known.contains($0) } == [])
    }

    @Test("Too narrow to draw anything: no lines")
    func noRoom() throws {
        let view = try Self.seoul("en_US")
        #expect(ChartRenderer(width: 4).lines(view.chart!, direction: .leftToRight) == [])
    }
}

@Suite("Long lines wrap at line-break opportunities")
struct LineWrappingTests {
    @Test("Between words, the spaces at the break dropped")
    func words() {
        #expect(LineWrapping.lines("Sample data (the bundled Seoul forecast), not live weather", width: 40)
            == ["Sample data (the bundled Seoul", "forecast), not live weather"])
    }

    @Test("Between ideographs and kana, but not before a closing mark")
    func ideographs() {
        #expect(LineWrapping.lines("サンプルデータ（同梱のソウルの予報）です。", width: 20)
            == ["サンプルデータ（同梱", "のソウルの予報）で", "す。"])
    }

    @Test("A no-break space holds its neighbours together")
    func noBreakSpace() {
        #expect(LineWrapping.lines("As of Thu, Dec 3, 2:50\u{202F}PM", width: 21) == ["As of Thu, Dec 3,", "2:50\u{202F}PM"])
    }

    @Test("Ambiguous characters counted wide make a line break sooner")
    func ambiguousWide() {
        #expect(LineWrapping.lines("High 33°F · Low 27°F", width: 20) == ["High 33°F · Low 27°F"])
        #expect(LineWrapping.lines("High 33°F · Low 27°F", width: 20, ambiguous: .wide) == ["High 33°F · Low", "27°F"])
    }

    @Test("A word wider than the line is cut at grapheme clusters")
    func longWord() {
        #expect(LineWrapping.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    }
}

@Suite("East Asian Ambiguous characters count two columns when the terminal draws them wide")
struct AmbiguousWidthTests {
    @Test("Counted", arguments: [
        ("-2°C", 4, 5), ("27°F – 33°F", 11, 14), ("…", 1, 2), ("서울", 4, 4), ("\u{2800}\u{28FF}", 2, 2), ("▁█", 2, 4), ("abc", 3, 3),
    ])
    func counted(text: String, narrow: Int, wide: Int) {
        #expect(TerminalWidth.columns(of: text, ambiguous: .narrow) == narrow)
        #expect(TerminalWidth.columns(of: text, ambiguous: .wide) == wide)
    }
}
