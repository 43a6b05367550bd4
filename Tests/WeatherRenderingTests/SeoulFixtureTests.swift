import Testing
import WeatherCore
import WeatherLocalization
import WeatherPresentation
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
            TextRenderer(localizer: presenter.localizer, locale: weatherLocale).render(view),
            MarkdownRenderer(localizer: presenter.localizer, locale: weatherLocale).render(view))
    }

    @Test("Korean text starts with the place and the observation time and lines up the first day")
    func koreanText() throws {
        let text = try Self.renderings("ko_KR").text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Seoul, 대한민국")
        #expect(lines[1] == "12월 3일 (목) 오후 2:50 기준")
        #expect(lines[3] == "현재 날씨")
        #expect(lines[4] == "기온       0°C")
        let daily = DisplayColumns.section("6일 예보", in: text)
        #expect(daily.first == "날짜                   날씨       최저 / 최고  강수 확률")
        #expect(daily.dropFirst().first == "오늘    12월 3일 (목)  맑음        -3°C ~ 0°C         0%")
        #expect(Set(daily.map { TerminalWidth.columns(of: $0) }) == [56])  // 6 + 2 + 13 + 2 + 9 + 2 + 11 + 2 + 9
    }

    @Test("English text shows the same first day in its own words")
    func englishText() throws {
        let text = try Self.renderings("en_US").text
        #expect(text.hasPrefix("Seoul, South Korea\nAs of Thu, Dec 3, 2:50\u{202F}PM\n\nCurrent conditions\nTemp         32°F\n"))
        let daily = DisplayColumns.section("Forecast for 6 days", in: text)
        #expect(daily.dropFirst().first == "Today     Thu, Dec 3  Clear sky         27°F – 33°F       0%")
    }

    @Test("Korean Markdown has the same first day as the text")
    func koreanMarkdown() throws {
        let markdown = try Self.renderings("ko_KR").markdown
        #expect(markdown.hasPrefix("# Seoul, 대한민국\n\n12월 3일 (목) 오후 2:50 기준\n\n## 현재 날씨\n"))
        #expect(markdown.contains("\n| 오늘 | 12월 3일 (목) | 맑음 | -3°C \\~ 0°C | 0% |\n"))
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
