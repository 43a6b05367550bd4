import Testing
import WeatherCore
import WeatherLocalization

@Suite("The committed English and Korean tables cover everything the engine shows")
struct BundledTablesCoverageTests {
    static let tables = try? LocalizationTables.bundled()

    static var requiredKeys: [String] {
        WeatherCondition.knownIDs.map { "condition.\($0)" }
            + ["2", "3", "5", "6", "7", "8"].map { "condition.group.\($0)" } + ["condition.unknown"]
            + CompassPoint.allCases.flatMap { ["compass.\($0.rawValue)", "compass.\($0.rawValue).abbr"] }
    }

    @Test("Every condition id, condition group and compass point is translated", arguments: ["en", "ko"])
    func everyKeyPresent(language: String) throws {
        let table = try #require(Self.tables?[language])
        let missing = Self.requiredKeys.filter { table.strings[$0] == nil }
        #expect(missing == [])
        #expect(WeatherCondition.knownIDs.count == 55)
    }

    @Test("Korean condition names are Korean, not copies of the English", arguments: WeatherCondition.knownIDs)
    func koreanIsTranslated(id: Int) throws {
        let english = try #require(Self.tables?["en"]?.strings["condition.\(id)"])
        let korean = try #require(Self.tables?["ko"]?.strings["condition.\(id)"])
        #expect(korean != english)
        #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) })
    }

    @Test("Well-known Korean terms", arguments: [
        ("condition.800", "맑음"), ("condition.804", "흐림"), ("condition.500", "약한 비"), ("condition.741", "안개"),
        ("label.feelsLike", "체감 온도"), ("compass.NW", "북서"), ("wind.calm", "고요"),
    ])
    func koreanTerms(key: String, expected: String) {
        #expect(Self.tables?["ko"]?.strings[key] == expected)
    }

    @Test("Plural forms come from ICU's rules: English one/other, Korean a single form")
    func plurals() throws {
        let tables = try #require(Self.tables)
        let english = try Localizer(locale: WeatherLocale("en_US"), tables: tables)
        let korean = try Localizer(locale: WeatherLocale("ko_KR"), tables: tables)
        #expect(english.string("section.daily", .integer(1)) == "Forecast for 1 day")
        #expect(english.string("section.daily", .integer(5)) == "Forecast for 5 days")
        #expect(korean.string("section.daily", .integer(1)) == "1일 예보")
        #expect(korean.string("section.daily", .integer(5)) == "5일 예보")
    }

    @Test("Numbers inside translations use the locale's digits")
    func localeDigits() throws {
        let tables = try #require(Self.tables)
        let arabic = try Localizer(locale: WeatherLocale("ar_EG"), tables: tables)
        #expect(arabic.string("section.daily", .integer(5)) == "Forecast for ٥ days")
    }
}
