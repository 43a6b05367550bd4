import Testing
@testable import WeatherPresentation
import WeatherRendering

@Suite("Markdown rendering writes GitHub tables with every cell escaped")
struct MarkdownRendererTests {
    @Test("An English forecast renders as headings and GitHub tables")
    func english() throws {
        let markdown = try Renderers.markdown("en_US").render(SmallForecasts.english)
        #expect(markdown == """
            # Seoul, KR

            As of Thu, Dec 3, 2:50\u{202F}PM

            ## Current Conditions

            |  |  |
            | --- | --- |
            | Temperature | 0°C |
            | Conditions | Sunny |
            | Feels like | -5°C |
            | High | 1°C |
            | Low | -3°C |
            | Humidity | 48% |
            | Wind | NW 4.6 m/s |
            | Pressure | 1027 hPa |
            | Visibility | — |
            | Cloud cover | 0% |
            | Precipitation | Rain 0.5 mm |
            | Sunrise | 7:29\u{202F}AM |
            | Sunset | — |

            ## 2-Day Forecast

            | Day | Conditions | Low / High | Precip. |  |
            | --- | --- | ---: | ---: | --- |
            | Today, Dec 3 | Sunny | -3°C – 1°C | 0% | from 3\u{202F}PM |
            | Tomorrow, Dec 4 | Light Rain | -4°C – 6°C | — |  |

            ## Every 3 Hours

            | Time | Temp | Conditions | Precip. | Amount | Wind |
            | --- | ---: | --- | ---: | ---: | --- |
            | **Today, Dec 3** |  |  |  |  |  |
            | 3\u{202F}PM | 0°C | Sunny | 0% |  | W 4.1 m/s |
            | **Tomorrow, Dec 4** |  |  |  |  |  |
            | 12\u{202F}PM | 3°C | Light Rain | 42% | Rain 0.3 mm | SW 3.8 m/s |

            """)
    }

    @Test("Numeric columns are right-aligned in the alignment row")
    func headerAndAlignmentRows() throws {
        let markdown = try Renderers.markdown("ko_KR").render(SmallForecasts.korean)
        let lines = markdown.split(separator: "\n").map(String.init)
        let hourlyHeader = try #require(lines.firstIndex(of: "| 시각 | 기온 | 날씨 | 강수확률 | 강수량 | 바람 |"))
        #expect(lines[hourlyHeader + 1] == "| --- | ---: | --- | ---: | ---: | --- |")
        #expect(lines[hourlyHeader + 2] == "| **오늘 12월 3일** |  |  |  |  |  |")
        let dailyHeader = try #require(lines.firstIndex(of: "| 날짜 | 날씨 | 최저 / 최고 | 강수확률 |  |"))
        #expect(lines[dailyHeader + 1] == "| --- | --- | ---: | ---: | --- |")
        #expect(lines[dailyHeader + 2] == "| 오늘 12월 3일 | 맑음 | -3°C \\~ 1°C | 0% | 오후 3시부터 |")
    }

    @Test("A pipe and an asterisk in the place name are escaped")
    func placeEscaping() throws {
        var view = SmallForecasts.english
        view.place = "Seoul | *KR*"
        let markdown = try Renderers.markdown("en_US").render(view)
        #expect(markdown.hasPrefix("# Seoul \\| \\*KR\\*\n"))
    }

    @Test("Markdown-active characters in a cell are backslash-escaped", arguments: [
        ("a|b", "a\\|b"),
        ("*bold* _em_", "\\*bold\\* \\_em\\_"),
        ("`code`", "\\`code\\`"),
        ("[link](http://x)", "\\[link\\](http://x)"),
        ("<script>", "\\<script\\>"),
        ("back\\slash", "back\\\\slash"),
        ("#1 ~strike~ &amp;", "\\#1 \\~strike\\~ \\&amp;"),
        ("\u{1B}[2J", "\u{241B}\\[2J"),
    ])
    func cellEscaping(condition: String, escaped: String) throws {
        var view = SmallForecasts.english
        view.hourly = [view.hourly[0]]
        view.hourly[0].items[0].condition.text = condition
        let markdown = try Renderers.markdown("en_US").render(view)
        #expect(markdown.hasSuffix("| 3\u{202F}PM | 0°C | \(escaped) | 0% |  | W 4.1 m/s |\n"))
    }

    @Test("An observed-at line that looks like a list item stays a paragraph")
    func paragraphStart() throws {
        var view = SmallForecasts.english
        view.current?.observedAtLabel = "3. Dez., 14:50"
        let lines = try Renderers.markdown("de_DE").render(view).split(separator: "\n")
        #expect(lines[1] == "3\\. Dez., 14:50")
    }

    @Test("Right-to-left view models wrap each cell in a first-strong isolate")
    func rightToLeftIsolates() throws {
        var view = SmallForecasts.english
        view.direction = .rightToLeft
        view.current?.readings[0].label = "טמפרטורה"
        let lines = try Renderers.markdown("he_IL").render(view).split(separator: "\n")
        #expect(lines[0] == "# \u{2068}Seoul, KR\u{2069}")
        #expect(lines[5] == "| \u{2068}טמפרטורה\u{2069} | \u{2068}0°C\u{2069} |")
    }
}
