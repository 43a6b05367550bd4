import WeatherRendering
import Foundation
import Testing
import WeatherLocalization
import WeatherTestSupport
import WeatherStrings

/// Output to a file or pipe is fitted to 80 columns by dropping the least important
/// columns first. Every shipped translation is worded to fit without losing any.
@Suite("Every shipped language fits 80 columns without dropping a column")
struct EightyColumnsTests {
    static let seoul = [
        "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast"),
        "--now", "2026-12-03T14:50:00+09:00",
    ]

    @Test("The daily coverage note and the 3-hour amount and wind columns are all shown", arguments: ShippedLocales.all)
    func keepsEveryColumn(locale: String) throws {
        let text = try WeatherBinary.run(["--locale", locale] + Self.seoul).standardOutput
            .replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "")
        let json = try WeatherBinary.run(["--locale", locale, "--format", "json"] + Self.seoul).standardOutput
        let view = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let today = try #require((view["daily"] as? [[String: Any]])?.first)
        let note = try #require((today["coverage"] as? [String: Any])?["note"] as? String)
        #expect(text.contains(note), "\(locale): the note \(note) was dropped")

        let localizer = try Localizer(locale: WeatherLocale(locale), tables: LocalizationTables.bundled())
        // The 3-hour table's header: the amount's word alone may stand in the chance's header too ("Осадки, %").
        let header = try #require(text.split(separator: "\n").first {
            $0.contains(localizer.string("column.time")) && $0.contains(localizer.string("column.precipitationAmount"))
        })
        #expect(header.hasSuffix(localizer.string("column.wind")), "\(locale): \(header)")
        #expect(text.split(separator: "\n").allSatisfy { TerminalWidth.columns(of: String($0)) <= 80 })
    }
}

/// Each air-quality row says its own window, and where the feed had fewer hours than the
/// window, how many: the longest words a row has. They fit 80 columns whole (not cut with "…").
@Suite("Air-quality rows keep their windows whole at 80 columns")
struct AirQualityWindowsFitTests {
    @Test("Without the past day (one hour of 24), on Korea's and the US scale", arguments: ShippedLocales.all)
    func partialWindows(locale: String) throws {
        for scale in ["kr", "us"] {
            let text = try WeatherBinary.run(
                ["--locale", locale, "--aqi-scale", scale, "--air-pollution", WeatherBinary.fixture("air/seoul-air-current")]
                    + EightyColumnsTests.seoul
            ).standardOutput
            let localizer = try Localizer(locale: WeatherLocale(locale), tables: LocalizationTables.bundled())
            let hours = try ConcentrationFormatter(locale: WeatherLocale(locale), localizer: localizer)
            let partial = localizer.string("airQuality.basis.partial", .string(hours.format(whole: 24)), .string(hours.format(whole: 1)))
            let lines = text.split(separator: "\n").map { $0.replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "") }
            #expect(lines.filter { $0.hasSuffix(partial) }.count == 2, "\(locale) \(scale): \(partial)")
            #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) <= 80 }, "\(locale) \(scale)")
        }
    }

    @Test("Too narrow for the windows' column (40), each window stays, on a line under its row")
    func narrowWindows() throws {
        let text = try WeatherBinary.run(
            ["--locale", "en_US", "--aqi-scale", "us", "--width", "40", "--air-pollution", WeatherBinary.fixture("air/seoul-air-current")]
                + EightyColumnsTests.seoul
        ).standardOutput
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "Air quality"))
        #expect(Array(lines[(start + 1)...(start + 14)]) == [
            "US AQI                  87  Moderate", "  PM2.5",
            "PM2.5             28 μg/m³  Moderate", "  24-hr average (1 of 24 hrs with data)",
            "PM10              47 μg/m³  Good", "  24-hr average (1 of 24 hrs with data)",
            "Ozone               13 ppb  Good", "  8-hr average (1 of 8 hrs with data)",
            "Carbon monoxide    0.3 ppm  Good", "  8-hr average (1 of 8 hrs with data)",
            "Sulfur dioxide       2 ppb  Good", "  Hourly value",
            "Nitrogen dioxide    17 ppb  Good", "  Hourly value",
        ])
    }

    @Test("Arabic and Hebrew air rows at 40 columns: the category and the window go under the row, in that order", arguments: [
        ("ar_EG", "الجسيمات الدقيقة PM2.5       ٢٥ مكغم/م³", ["  معتدل", "  متوسط ٢٤ س"]),
        ("he_IL", "חלקיקים נשימים עדינים PM2.5  25 מק״ג/מ״ק", ["  בינוני", "  ממוצע של 24 שעות"]),
    ])
    func narrowRightToLeftAir(locale: String, row: String, under: [String]) throws {
        let text = try WeatherBinary.run(
            ["--locale", locale, "--width", "40",
             "--air-pollution", WeatherBinary.fixture("air/seoul-air-current"),
             "--air-pollution-history", WeatherBinary.fixture("air/seoul-air-history"),
             "--air-pollution-forecast", WeatherBinary.fixture("air/seoul-air-forecast")]
                + EightyColumnsTests.seoul
        ).standardOutput
        let lines = text.split(separator: "\n").map { $0.replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "") }
        #expect(lines.allSatisfy { TerminalWidth.columns(of: $0) <= 40 }, "\(locale)")
        let index = try #require(lines.firstIndex(of: row), "\(locale)")
        #expect(Array(lines[(index + 1)...(index + 2)]) == under)
    }
}
