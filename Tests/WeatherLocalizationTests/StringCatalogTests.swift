import Testing
import WeatherLocalization
import WeatherStrings

@Suite("Reading and writing Xcode String Catalogs")
struct StringCatalogTests {
    static let path = stringsDataPath("catalog") + "/Localizable.xcstrings"

    @Test("translated entries become tables; plurals keep their forms, %arg becomes the specifier")
    func reads() throws {
        let tables = LocalizationTables.loadReport(directory: Self.path).tables
        #expect(tables["ja"]?.strings == ["condition.800": "快晴"])
        #expect(tables["en"]?.strings == ["condition.800": "Clear sky"])
        let daily = try #require(tables["en"]?.plurals["section.daily"])
        #expect(daily.format == "%#@days@")
        #expect(daily.variables["days"]?.forms == [.one: "Forecast for %d day", .other: "Forecast for %d days"])
        let hours = try #require(tables["ru"]?.plurals["hours"])
        #expect(hours.variables["value"]?.forms[.few] == "%lld часа")
        #expect(hours.variables["value"]?.valueType == .integer)
        let russian = Localizer(tables: tables, locale: "ru", pluralRules: RussianIntegerRules())
        #expect([1, 3, 5, 21].map { russian.string("hours", .integer($0)) } == ["1 час", "3 часа", "5 часов", "21 час"])
    }

    @Test("new and needs_review entries are left out and reported, so the key falls back")
    func unreviewed() throws {
        let report = LocalizationTables.loadReport(directory: stringsDataPath("catalog"))
        #expect(report.tables["de"] == nil)
        #expect(report.problems.contains(.unreviewed(language: "de", key: "condition.800", state: "needs_review", file: Self.path)))
        #expect(report.problems.contains(.unreviewed(language: "fr", key: "condition.800", state: "new", file: Self.path)))
        let german = Localizer(tables: report.tables, locale: "de_DE", pluralRules: FakeEnglishPluralRules())
        #expect(german.string("condition.800") == "Clear sky")
        let findings = StringsLint().findings(in: report).map(\.description)
        #expect(findings.contains(Self.path + ": de: \"condition.800\" is needs_review, not translated (the fallback is shown)"))
    }

    @Test("an entry that cannot be read is named by its JSON path; the rest still loads")
    func invalidEntry() {
        let report = LocalizationTables.loadReport(directory: Self.path)
        #expect(report.problems.first == .catalogError(StringCatalogError(
            file: Self.path, path: "strings[\"section.daily\"].localizations.ja.substitutions.days.formatSpecifier",
            message: "\"s\" is not a supported specifier")))
        #expect(report.tables["ja"]?.strings["condition.800"] == "快晴")
    }

    @Test("a file that is not a catalog is one error naming the file", arguments: [
        ("{", "not valid JSON"), ("{\"sourceLanguage\": \"en\"}", "strings: missing"), ("[]", "the top level is not a JSON object"), ("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": 3}}", "strings.k: wrong type or value"),
    ])
    func notACatalog(text: String, message: String) {
        #expect(throws: StringCatalogError(file: "x.xcstrings", path: "$", message: message)) {
            try StringCatalog.read(Array(text.utf8), file: "x.xcstrings")
        }
    }

    @Test("the built-in tables survive export and import unchanged")
    func roundTrip() throws {
        let bundled = try LocalizationTables.bundled()
        let json = StringCatalog.write(bundled, comments: ["condition.800": "Clear sky, day or night."])
        #expect(json.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))
        #expect(json.contains("\"comment\" : \"Clear sky, day or night.\""))
        let read = try StringCatalog.read(Array(json.utf8), file: "export.xcstrings")
        #expect(read.unreviewed == [])
        #expect(read.invalidEntries == [])
        #expect(read.tables == bundled)
    }
}

/// Russian rules for whole numbers, as CLDR gives them.
struct RussianIntegerRules: PluralRules {
    func category(for number: Double) -> PluralCategory {
        let n = Int(number)
        if n % 10 == 1, n % 100 != 11 { return .one }
        if (2...4).contains(n % 10), !(12...14).contains(n % 100) { return .few }
        return .many
    }
}
