import Testing
import WeatherCore
import WeatherLocalization
import WeatherStrings

@Suite("The committed English and Korean tables cover everything the engine shows")
struct BundledTablesCoverageTests {
    static let tables: LocalizationTables? = LocalizationTables.bundled()

    @Test("Every key the library registers is translated", arguments: ["en", "ko"])
    func everyKeyPresent(language: String) throws {
        let table = try #require(Self.tables?[language])
        #expect(StringKey.allKeys.subtracting(table.keys).sorted() == [])
        #expect(WeatherCondition.knownIDs.count == 55)
        // 55 ids, 2 daytime names, 6 groups and "unknown", 6 WMO codes of their own; 16 points, each spoken and short.
        #expect(StringKey.conditionKeys.count == 70)
        #expect(StringKey.compassKeys.count == 32)
    }

    @Test("Day and night names where apps use them", arguments: [
        ("en", 800, "Sunny", "Clear"), ("en", 801, "Mostly Sunny", "Mostly Clear"), ("ko", 800, "맑음", "맑음"),
    ])
    func dayAndNightNames(language: String, id: Int, day: String, night: String) throws {
        let locale = try WeatherLocale(language == "en" ? "en_US" : "ko_KR")
        let localizer = try Localizer(locale: locale, tables: #require(Self.tables))
        let condition = WeatherCondition(id: id, main: "", description: "", icon: "")
        #expect(localizer.string(StringKey.condition(.openWeather(condition.id), isDaytime: true)) == day)
        #expect(localizer.string(StringKey.condition(.openWeather(condition.id), isDaytime: false)) == night)
        #expect(localizer.string(StringKey.condition(.openWeather(condition.id), isDaytime: nil)) == night)
    }

    @Test("Consumer wording in English, as weather apps write it", arguments: [
        (300, "Light Drizzle"), (311, "Drizzle and Rain"), (803, "Mostly Cloudy"), (804, "Cloudy"), (802, "Partly Cloudy"),
        (502, "Heavy Rain"), (531, "Scattered Showers"), (221, "Scattered Thunderstorms"),
    ])
    func englishConsumerWording(id: Int, expected: String) {
        #expect(Self.tables?["en"]?.strings["condition.\(id)"] == expected)
    }

    @Test("Korean condition names are Korean, not copies of the English", arguments: WeatherCondition.knownIDs)
    func koreanIsTranslated(id: Int) throws {
        let english = try #require(Self.tables?["en"]?.strings["condition.\(id)"])
        let korean = try #require(Self.tables?["ko"]?.strings["condition.\(id)"])
        #expect(korean != english)
        #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
    }

    @Test("Well-known Korean terms", arguments: [
        ("condition.800", "맑음"), ("condition.804", "흐림"), ("condition.803", "구름많음"), ("condition.802", "구름조금"),
        ("condition.500", "약한 비"), ("condition.741", "안개"), ("condition.616", "비/눈"), ("condition.511", "어는비"),
        ("label.feelsLike", "체감온도"), ("column.chanceOfPrecipitation", "강수확률"), ("compass.NW", "북서"), ("wind.calm", "고요"),
        ("precipitation.snow", "%@(눈)"), ("precipitation.trace", "%@ 미만"), ("accessibility.belowZero", "영하 %@"),
    ])
    func koreanTerms(key: String, expected: String) {
        #expect(Self.tables?["ko"]?.strings[key] == expected)
    }

    @Test("Plural forms come from ICU's rules: English one/other, Korean a single form")
    func plurals() throws {
        let tables = try #require(Self.tables)
        let english = try Localizer(locale: WeatherLocale("en_US"), tables: tables)
        let korean = try Localizer(locale: WeatherLocale("ko_KR"), tables: tables)
        #expect(english.string("section.daily", .integer(1)) == "1-Day Forecast")
        #expect(english.string("section.daily", .integer(5)) == "5-Day Forecast")
        #expect(korean.string("section.daily", .integer(1)) == "1일 예보")
        #expect(korean.string("section.daily", .integer(5)) == "5일 예보")
    }

    @Test("Numbers inside translations use the locale's digits")
    func localeDigits() throws {
        let tables = try #require(Self.tables)
        let arabic = try Localizer(locale: WeatherLocale("ar_EG"), tables: tables)
        #expect(arabic.string("section.daily", .integer(5)) == "توقعات ٥ أيام")
    }

    /// Arabic counts minutes as it counts days: the singular and dual alone, the plural for
    /// 3–10, the accusative singular for 11–99 (not the abbreviation د for every number).
    @Test("Arabic's next-hour minutes agree with their number", arguments: [
        (1, "يبدأ المطر بعد دقيقة واحدة"), (2, "يبدأ المطر بعد دقيقتين"), (3, "يبدأ المطر بعد ٣ دقائق"),
        (12, "يبدأ المطر بعد ١٢ دقيقة"), (100, "يبدأ المطر بعد ١٠٠ دقيقة"),
    ])
    func arabicMinutes(minutes: Int, expected: String) throws {
        let arabic = try Localizer(locale: WeatherLocale("ar_EG"), tables: #require(Self.tables))
        #expect(arabic.string("nowcast.rainStarts", .integer(minutes)) == expected)
    }
}
