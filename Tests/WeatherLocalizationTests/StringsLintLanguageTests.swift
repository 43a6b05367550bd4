import Testing
import WeatherLocalization
import WeatherStrings
import WeatherTestSupport

@Suite("The lint knows each language's plural categories and script")
struct StringsLintLanguageTests {
    static let english = [
        "label.wind": "Wind", "condition.800": "Clear sky", "compass.N.abbr": "N", "daily.range": "%1$@ – %2$@",
    ]

    @Test("text left in English: any word in a non-Latin script, two words or more in a Latin one")
    func untranslated() {
        let tables = tables([
            "en": Self.english,
            "ja": ["label.wind": "Wind", "condition.800": "快晴", "compass.N.abbr": "北", "daily.range": "%1$@ – %2$@"],
            "de": ["label.wind": "Wind", "condition.800": "Clear sky", "compass.N.abbr": "N", "daily.range": "%1$@ – %2$@"],
        ])
        #expect(StringsLint().findings(in: tables).map(\.description) == [
            "de: \"condition.800\" is the same as in en (untranslated?)",
            "ja: \"label.wind\" is the same as in en (untranslated?)",
        ])
    }

    @Test("ppm, ppb and PM are symbols every script writes in Latin letters, not English left in; a word beside them still is")
    func internationalSymbols() {
        let tables = tables([
            "en": ["unit.ppb": "%@ ppb", "pm10": "PM10", "o3": "Ozone"],
            "ru": ["unit.ppb": "%@ ppb", "pm10": "PM10", "o3": "Ozone"],
            "he": ["unit.ppb": "%@ ppb", "pm10": "PM10", "o3": "אוזון"],
        ])
        #expect(StringsLint().findings(in: tables).map(\.description) == ["ru: \"o3\" is the same as in en (untranslated?)"])
    }

    @Test("plural categories ICU uses for the language but the entry lacks", arguments: [
        ("ru", [PluralCategory.one, .other], "ru: \"days\" has no \"few\", \"many\" form, which ru uses"),
        ("ar", [.one, .two, .other], "ar: \"days\" has no \"zero\", \"few\", \"many\" form, which ar uses"),
        ("fr", [.one, .other], "fr: \"days\" has no \"many\" form, which fr uses"),
        ("he", [.other], "he: \"days\" has no \"one\", \"two\" form, which he uses"),
    ])
    func pluralCategories(language: String, categories: [PluralCategory], message: String) {
        let forms = Dictionary(uniqueKeysWithValues: categories.map { ($0, "%d x") })
        let tables = tables(
            ["en": [:], language: [:]],
            plurals: ["en": [pluralEntry("days", [.one: "%d day", .other: "%d days"])], language: [pluralEntry("days", forms)]])
        #expect(StringsLint().findings(in: tables).map(\.description) == [message])
    }

    @Test("every category present, or a language with only other, is clean", arguments: [
        ("ru", [PluralCategory.one, .few, .many, .other]), ("ja", [.other]), ("zh_Hant", [.other]),
        ("ar", [.zero, .one, .two, .few, .many, .other]), ("de", [.one, .other]), ("pt_BR", [.one, .many, .other]),
    ])
    func complete(language: String, categories: [PluralCategory]) {
        let forms = Dictionary(uniqueKeysWithValues: categories.map { ($0, "%d x") })
        let tables = tables(
            ["en": [:], language: [:]],
            plurals: ["en": [pluralEntry("days", [.one: "%d day", .other: "%d days"])], language: [pluralEntry("days", forms)]])
        #expect(StringsLint().findings(in: tables) == [])
    }
}
