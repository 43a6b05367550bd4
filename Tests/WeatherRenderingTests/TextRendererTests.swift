import WeatherCore
import WeatherTestSupport
import Testing
import WeatherLocalization
@testable import WeatherPresentation
import WeatherRendering

@Suite("Text rendering lays out a forecast for a terminal")
struct TextRendererTests {
    @Test("An English forecast renders as aligned lists and tables")
    func english() throws {
        let text = try Renderers.text("en_US").render(SmallForecasts.english)
        #expect(text == """
            Seoul, KR
            As of Thu, Dec 3, 2:50\u{202F}PM

            Current Conditions
            Temperature    0°C
            Conditions     Sunny
            Feels like     -5°C
            High           1°C
            Low            -3°C
            Humidity       48%
            Wind           NW 4.6 m/s
            Pressure       1027 hPa
            Visibility     —
            Cloud cover    0%
            Precipitation  Rain 0.5 mm
            Sunrise        7:29\u{202F}AM
            Sunset         —

            2-Day Forecast
            Day              Conditions  Low / High  Precip.
            Today, Dec 3     Sunny       -3°C – 1°C       0%  from 3\u{202F}PM
            Tomorrow, Dec 4  Light Rain  -4°C – 6°C        —

            Every 3 Hours
              Time   Temp  Conditions  Precip.       Amount  Wind
            Today, Dec 3
              3\u{202F}PM    0°C  Sunny            0%               W 4.1 m/s
            Tomorrow, Dec 4
              12\u{202F}PM   3°C  Light Rain      42%  Rain 0.3 mm  SW 3.8 m/s

            """)
    }

    @Test("A Korean forecast counts Hangul as two columns, so its tables line up")
    func korean() throws {
        let text = try Renderers.text("ko_KR").render(SmallForecasts.korean)
        #expect(text == """
            서울, KR
            12월 3일 (목) 오후 2:50 기준

            현재 날씨
            기온      0°C
            날씨      맑음
            체감온도  -5°C
            최고      1°C
            최저      -3°C
            습도      48%
            바람      북서풍 4.6m/s, 순간 최대 8.8m/s
            기압      1027hPa
            가시거리  10km
            구름양    0%
            강수량    0.4mm(눈)
            일출      오전 7:29
            일몰      오후 5:14

            2일 예보
            날짜           날씨     최저 / 최고  강수확률
            오늘 12월 3일  맑음      -3°C ~ 1°C        0%  오후 3시부터
            내일 12월 4일  약한 비   -4°C ~ 6°C       86%

            3시간 간격 예보
              시각       기온  날씨     강수확률     강수량  바람
            오늘 12월 3일
              오후 3시    0°C  맑음           0%             서풍 4.1m/s
            내일 12월 4일
              오후 12시   3°C  약한 비       42%  0.3mm(비)  남서풍 3.8m/s

            """)
    }

    @Test("Korean cells start and end at the same display columns in every row")
    func koreanColumnsLineUp() throws {
        let text = try Renderers.text("ko_KR").render(SmallForecasts.korean)

        let daily = DisplayColumns.section("2일 예보", in: text)
        // Left-aligned: each condition starts where its header does.
        #expect(zip(daily, ["날씨", "맑음", "약한 비"]).map { DisplayColumns.start(of: $1, in: $0) } == [15, 15, 15])
        // Right-aligned: each range and chance ends where its header ends.
        #expect(zip(daily, ["최저 / 최고", "-3°C ~ 1°C", "-4°C ~ 6°C"]).map { DisplayColumns.end(of: $1, in: $0) } == [35, 35, 35])
        #expect(zip(daily, ["강수확률", "0%", "86%"]).map { DisplayColumns.end(of: $1, in: $0) } == [45, 45, 45])

        // The 3-hour rows sit under their day's heading, indented by two columns.
        let hourly = DisplayColumns.section("3시간 간격 예보", in: text)
        #expect(hourly[1] == "오늘 12월 3일")
        let rows = [hourly[0], hourly[2], hourly[4]]
        #expect(zip(rows, ["기온", "0°C", "3°C"]).map { DisplayColumns.end(of: $1, in: $0) } == [17, 17, 17])
        #expect(zip(rows, ["바람", "서풍", "남서풍"]).map { DisplayColumns.start(of: $1, in: $0) } == [49, 49, 49])

        let current = DisplayColumns.section("현재 날씨", in: text)
        #expect(zip(current, ["0°C", "맑음", "-5°C"]).map { DisplayColumns.start(of: $1, in: $0) } == [10, 10, 10])
    }

    @Test("Sections without data are left out")
    func absentSections() throws {
        var currentOnly = SmallForecasts.english
        currentOnly.daily = []
        currentOnly.hourly = []
        let current = try Renderers.text("en_US").render(currentOnly)
        #expect(current.hasPrefix("Seoul, KR\nAs of Thu, Dec 3, 2:50\u{202F}PM\n\nCurrent Conditions\nTemperature "))
        #expect(current.hasSuffix("Sunrise        7:29\u{202F}AM\nSunset         —\n"))

        var forecastOnly = SmallForecasts.english
        forecastOnly.current = nil
        let forecast = try Renderers.text("en_US").render(forecastOnly)
        #expect(forecast.hasPrefix("Seoul, KR\n\n2-Day Forecast\nDay "))

        forecastOnly.daily = []
        forecastOnly.hourly = []
        #expect(try Renderers.text("en_US").render(forecastOnly) == "Seoul, KR\n")
    }

    @Test("A city name with an escape sequence is shown as control pictures")
    func escapeSequenceInPlace() throws {
        var view = SmallForecasts.english
        view.place = "\u{1B}]0;pwned\u{07}Seoul\u{9B}2J"
        view.hourly[0].items[0].condition.text = "Clear\tsky\n"
        let text = try Renderers.text("en_US").render(view)
        #expect(text.hasPrefix("\u{241B}]0;pwned\u{2407}Seoul\u{FFFD}2J\n"))
        #expect(text.contains("\n  3\u{202F}PM    0°C  Clear\u{2409}sky\u{240A}  "))
        #expect(!text.contains("\u{1B}"))
    }

    @Test("Right-to-left view models wrap each cell in a first-strong isolate")
    func rightToLeftIsolates() throws {
        var view = SmallForecasts.english
        view.direction = .rightToLeft
        view.current?.readings.removeAll { $0.id == .precipitation }
        view.current?.readings[2] = ReadingViewModel(id: .feelsLike, label: "الحرارة المحسوسة", text: "\u{061C}-٥°م", accessibilityLabel: "")
        view.current?.readings[8].label = "مدى الرؤية"
        let lines = try Renderers.text("ar_EG").render(view).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "\u{2068}Seoul, KR\u{2069}")
        #expect(lines[6] == "\u{2068}الحرارة المحسوسة\u{2069}  \u{2068}\u{061C}-٥°م\u{2069}")
        #expect(lines[12] == "\u{2068}مدى الرؤية\u{2069}        \u{2068}—\u{2069}")
    }

    @Test("Left-to-right locales get no isolates")
    func leftToRightHasNoIsolates() throws {
        let text = try Renderers.text("ko_KR").render(SmallForecasts.korean)
        #expect(!text.contains("\u{2068}"))
        #expect(!text.contains("\u{2069}"))
    }

    @Test("Colour makes the place and titles bold and the labels and headers dim")
    func colour() throws {
        let lines = try Renderers.text("en_US", color: true).render(SmallForecasts.english).split(separator: "\n")
        #expect(lines[0] == "\u{1B}[1mSeoul, KR\u{1B}[0m")
        #expect(lines[2] == "\u{1B}[1mCurrent Conditions\u{1B}[0m")
        #expect(lines[3] == "\u{1B}[2mTemperature\u{1B}[0m    0°C")
        #expect(lines[17] == "\u{1B}[2mDay\u{1B}[0m              \u{1B}[2mConditions\u{1B}[0m  \u{1B}[2mLow / High\u{1B}[0m  \u{1B}[2mPrecip.\u{1B}[0m")
        #expect(lines[22] == "\u{1B}[1mToday, Dec 3\u{1B}[0m")
    }

    @Test("Width fitting: at 60 columns the lower-priority columns go (the day's note under its row), at 80 and 120 every column stays")
    func widthFitting() throws {
        let narrow = try Renderers.text("en_US", width: 60, icons: .emoji).render(SmallForecasts.english)
        #expect(narrow.hasSuffix("""
            2-Day Forecast
            Day              Conditions     Low / High  Precip.
            Today, Dec 3     ☀️ Sunny       -3°C – 1°C       0%
              from 3\u{202F}PM
            Tomorrow, Dec 4  🌦️ Light Rain  -4°C – 6°C        —

            Every 3 Hours
              Time   Temp  Conditions     Precip.  Wind
            Today, Dec 3
              3\u{202F}PM    0°C  ☀️ Sunny            0%  W 4.1 m/s
            Tomorrow, Dec 4
              12\u{202F}PM   3°C  🌦️ Light Rain      42%  SW 3.8 m/s

            """))
        for width in [80, 120] {
            let text = try Renderers.text("en_US", width: width, icons: .emoji).render(SmallForecasts.english)
            #expect(text.contains("  Time   Temp  Conditions     Precip.       Amount  Wind\n"))
            #expect(text.split(separator: "\n").allSatisfy { TerminalWidth.columns(of: String($0)) <= width })
        }
        #expect(narrow.split(separator: "\n").allSatisfy { TerminalWidth.columns(of: String($0)) <= 60 })
    }

    @Test("A table still too wide after dropping columns shortens its conditions, never a row")
    func truncation() throws {
        var view = SmallForecasts.english
        view.hourly[1].items[0].condition.text = "Thunderstorms and Heavy Drizzle"
        let text = try Renderers.text("en_US", width: 40).render(view)
        #expect(text.contains("\n  12\u{202F}PM   3°C  Thunderstorms and Heavy…\n"))
        #expect(text.contains("\nTomorrow, Dec 4  Light Rain  -4°C – 6°C\n"))
        #expect(text.split(separator: "\n").allSatisfy { TerminalWidth.columns(of: String($0)) <= 40 })
    }

    @Test("Icons: emoji, ASCII or none before each condition", arguments: [
        (IconStyle.emoji, "Conditions     \u{2600}\u{FE0F} Sunny"), (.ascii, "Conditions     * Sunny"), (.none, "Conditions     Sunny"),
    ])
    func icons(style: IconStyle, line: String) throws {
        let text = try Renderers.text("en_US", icons: style).render(SmallForecasts.english)
        #expect(text.split(separator: "\n").contains { $0 == line })
    }

    @Test("Without colour the output holds no escape byte")
    func noColour() throws {
        let text = try Renderers.text("en_US", color: false).render(SmallForecasts.english)
        #expect(!text.contains("\u{1B}"))
    }
}

@Suite("Right-to-left lines for status bars")
struct RightToLeftLineTests {
    @Test("An Arabic or Hebrew line starts with a right-to-left mark; a Korean one does not")
    func mark() throws {
        for (locale, marked) in [("ar_EG", true), ("he_IL", true), ("ko_KR", false)] {
            let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale(locale)))
            let view = try presenter.present(current: OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current")), forecast: nil)
            let line = try LineRenderer().render(view)
            #expect(line.hasPrefix("\u{200F}") == marked, "\(locale): \(line)")
            #expect(line.unicodeScalars.filter { $0 == "\u{200F}" }.count == (marked ? 1 : 0))
        }
    }
}
