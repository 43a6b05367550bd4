import WeatherRendering
import Testing
import WeatherLocalization
import WeatherTestSupport

@Suite("Text output fits the width: a fixed 80 when not a terminal, --width otherwise")
struct WidthFittingTests {
    static let seoul = ["--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast")]

    @Test("Korean at 60, 80 and 120 columns: no line is wider, what is dropped is the least important, and the day's note goes under its row rather than away", arguments: [
        (60, false, true), (80, true, false), (120, true, false),
    ])
    func korean(width: Int, keepsAmount: Bool, noteUnderRow: Bool) throws {
        let result = try WeatherBinary.run(["--locale", "ko_KR", "--width", String(width), "--icons", "emoji"] + Self.seoul)
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) <= width })
        #expect(lines.contains { $0.hasPrefix("  시각") && $0.contains("강수량") } == keepsAmount)
        #expect(lines.contains { $0.hasPrefix("오늘 12월 3일") && $0.contains("오후 3시부터") } == !noteUnderRow)
        #expect(lines.contains("  오후 3시부터") == noteUnderRow)
        // Never dropped: the time, temperature, condition and wind.
        #expect(lines.contains("  오후 3시    0°C  ☀️ 맑음               0%\(keepsAmount ? "             " : "  ")서풍 4.1m/s"))
    }

    @Test("Not a terminal: the fixed width of 80, the same bytes wherever it runs")
    func fixedWidth() throws {
        let plain = try WeatherBinary.run(["--locale", "en_US"] + Self.seoul)
        let eighty = try WeatherBinary.run(["--locale", "en_US", "--width", "80"] + Self.seoul)
        #expect(plain.standardOutput == eighty.standardOutput)
        #expect(!plain.standardOutput.contains("☀"))
    }
}
