import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherRendering
import WeatherTestSupport

@Suite("The Seoul fixtures render through the presenter")
struct SeoulFixtureTests {
    /// The Seoul fixtures presented in `locale`, with "now" at the observation time.
    static func renderings(_ locale: String) throws -> (text: String, markdown: String) {
        let current = try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        let weatherLocale = try WeatherLocale(locale)
        let presenter = try ForecastPresenter(options: PresentationOptions(locale: weatherLocale, now: current.dt))
        let view = try presenter.present(current: current, forecast: forecast)
        return (
            TextRenderer().render(view),
            MarkdownRenderer().render(view))
    }

    @Test("Korean text starts with the place and the observation time and lines up the first day")
    func koreanText() throws {
        let text = try Self.renderings("ko_KR").text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Seoul, 대한민국")
        #expect(lines[1] == "12월 3일 (목) 오후 2:50 기준")
        #expect(lines[2] == "음력 10월 25일")
        #expect(lines[4] == "0°C  맑음")
        #expect(lines[5] == "체감 -5°C · 최저 -3°C · 최고 0°C (오후 3시부터)")
        #expect(lines[6] == "내일 오후 12시부터 비")
        #expect(lines[7] == "그믐달 · 밝은 면 31% · 월출 오전 1:41 · 월몰 오후 1:40")
        #expect(lines[9] == "현재 날씨")
        #expect(lines[10] == "기온      0°C")
        #expect(lines[12] == "체감온도  -5°C")
        let daily = DisplayColumns.section("5일 예보", in: text)
        #expect(daily.first == "날짜             날씨      최저 / 최고  강수확률")
        #expect(daily.dropFirst().first == "오늘 12월 3일    맑음       -3°C ~ 0°C        0%  오후 3시부터")
        #expect(daily.last == "월요일 12월 7일  흐림       -2°C ~ 3°C       55%")
        // Ranges and chances end in the same column on every row (15 + 2 + 8 + 2 + 11 + 2 + 8).
        #expect(zip(daily, ["최저 / 최고", "-3°C ~ 0°C", "-4°C ~ 6°C"]).map { DisplayColumns.end(of: $1, in: $0) } == [38, 38, 38])
        #expect(Set(daily.map { TerminalWidth.columns(of: $0) }.dropFirst(2)) == [48])
    }

    @Test("English text shows the same first day in its own words")
    func englishText() throws {
        let text = try Self.renderings("en_US").text
        #expect(text.hasPrefix("""
            Seoul, South Korea
            As of Thu, Dec 3, 2:50\u{202F}PM

            32°F  Sunny
            Feels like 23°F · Low 27°F · High 33°F (from 3\u{202F}PM)
            Rain from tomorrow, 12\u{202F}PM
            Waning Crescent · 31% illuminated · Moonrise 1:41\u{202F}AM · Moonset 1:40\u{202F}PM

            Current Conditions
            Temperature  32°F
            Conditions   Sunny

            """))
        let daily = DisplayColumns.section("5-Day Forecast", in: text)
        #expect(daily.dropFirst().first == "Today, Dec 3     Sunny          27°F – 33°F       0%  from 3\u{202F}PM")
    }

    @Test("Korean Markdown has the same first day as the text")
    func koreanMarkdown() throws {
        let markdown = try Self.renderings("ko_KR").markdown
        #expect(markdown.hasPrefix("""
            # Seoul, 대한민국

            12월 3일 (목) 오후 2:50 기준

            음력 10월 25일

            **0°C  맑음**

            체감 -5°C · 최저 -3°C · 최고 0°C (오후 3시부터)

            내일 오후 12시부터 비

            그믐달 · 밝은 면 31% · 월출 오전 1:41 · 월몰 오후 1:40

            ## 현재 날씨

            """))
        #expect(markdown.contains("\n| 오늘 12월 3일 | 맑음 | -3°C \\~ 0°C | 0% | 오후 3시부터 |\n"))
        #expect(markdown.contains("\n| **오늘 12월 3일** |  |  |  |  |  |\n| 오후 3시 | 0°C | 맑음 | 0% |  | 서풍 4.1m/s |\n"))
    }

    @Test("No line ends in whitespace and the output ends with exactly one newline", arguments: [
        "en_US", "ko_KR", "ja_JP", "ar_EG", "de_DE",
    ])
    func lineEndings(locale: String) throws {
        let (text, markdown) = try Self.renderings(locale)
        for output in [text, markdown] {
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.filter { $0.last?.isWhitespace == true } == [])
            #expect(lines.last == "")
            #expect(lines.dropLast().last?.isEmpty == false)
            #expect(!output.contains("\u{1B}"))
        }
    }
}
