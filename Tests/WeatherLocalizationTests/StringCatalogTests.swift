import Testing
import WeatherLocalization
@_spi(Fuzzing) import WeatherStrings
import WeatherTestSupport

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
        let russian = Localizer(tables: tables, chain: try WeatherLocale("ru").tableChain, pluralRules: RussianIntegerRules())
        #expect([1, 3, 5, 21].map { russian.string("hours", .integer($0)) } == ["1 час", "3 часа", "5 часов", "21 час"])
    }

    @Test("new and needs_review entries are left out and reported, so the key falls back")
    func unreviewed() throws {
        let report = LocalizationTables.loadReport(directory: stringsDataPath("catalog"))
        #expect(report.tables["de"] == nil)
        #expect(report.problems.contains(.unreviewed(language: "de", key: "condition.800", state: "needs_review", file: Self.path)))
        #expect(report.problems.contains(.unreviewed(language: "fr", key: "condition.800", state: "new", file: Self.path)))
        let german = Localizer(tables: report.tables, chain: try WeatherLocale("de_DE").tableChain, pluralRules: FakeEnglishPluralRules())
        #expect(german.string("condition.800") == "Clear sky")
        let findings = StringsLint().findings(in: report).map(\.description)
        #expect(findings.contains(Self.path + ": de: \"condition.800\" is needs_review, not translated (the fallback is shown)"))
    }

    @Test("an entry that cannot be read is named by its JSON path; the rest still loads")
    func invalidEntry() {
        let report = LocalizationTables.loadReport(directory: Self.path)
        #expect(report.problems.first == .catalogError(StringCatalogError(
            file: Self.path, path: "strings[\"section.daily\"].localizations.ja.substitutions.days.formatSpecifier",
            problem: .unsupportedSpecifier("s"))))
        #expect(report.tables["ja"]?.strings["condition.800"] == "快晴")
    }

    @Test("a file that is not a catalog is one error naming the file", arguments: [
        ("{", "not valid JSON: unexpected end of input, expected a string key at line 1, column 2 (byte 1)"), ("{\"sourceLanguage\": \"en\"}", "strings: missing"), ("[]", "the top level is not a JSON object"), ("{\"sourceLanguage\": \"en\", \"strings\": {\"k\": 3}}", "strings.k: wrong type or value"),
    ])
    func notACatalog(text: String, message: String) {
        #expect(Self.readError(text)?.description == "x.xcstrings: " + message)
    }

    /// What reading `text` as a catalog throws, `nil` when it reads.
    static func readError(_ text: String) -> StringCatalogError? {
        do {
            _ = try StringCatalog.read(Array(text.utf8), file: "x.xcstrings")
            return nil
        } catch {
            return error
        }
    }

    struct VariationCase: CustomTestStringConvertible, Sendable {
        var name: String
        var localization: String
        var value: String?
        var note: String
        var testDescription: String { name }
    }

    @Test("Device variations are read as the one for other devices (else the first); other kinds are skipped; each is reported", arguments: [
        VariationCase(
            name: "mac, iphone and other: other",
            localization: #"{"variations": {"device": {"mac": {"stringUnit": {"state": "translated", "value": "Click"}}, "iphone": {"stringUnit": {"state": "translated", "value": "Tap"}}, "other": {"stringUnit": {"state": "translated", "value": "Select"}}}}}"#,
            value: "Select", note: #".variations.device: device variations reduced to "other" ("iphone", "mac" left out)"#),
        VariationCase(
            name: "no other: the first by name",
            localization: #"{"variations": {"device": {"mac": {"stringUnit": {"state": "translated", "value": "Click"}}, "iphone": {"stringUnit": {"state": "translated", "value": "Tap"}}}}}"#,
            value: "Tap", note: #".variations.device: device variations reduced to "iphone" ("mac" left out)"#),
        VariationCase(
            name: "one device only",
            localization: #"{"variations": {"device": {"applewatch": {"stringUnit": {"state": "translated", "value": "Tap"}}}}}"#,
            value: "Tap", note: #".variations.device: device variations reduced to "applewatch""#),
        VariationCase(
            name: "width variations: skipped",
            localization: #"{"variations": {"width": {"1": {"stringUnit": {"state": "translated", "value": "Hi"}}}}}"#,
            value: nil, note: ": variations.width: a kind of entry weather does not use; entry skipped"),
    ])
    func deviceVariations(_ testCase: VariationCase) throws {
        let json = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"hint": {"localizations": {"en": "# + testCase.localization
            + #"}}, "label.wind": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Wind"}}}}}}"#
        let catalog = try StringCatalog.read(Array(json.utf8), file: "x.xcstrings")
        #expect(catalog.invalidEntries == [])
        #expect(catalog.tables["en"]?.strings["hint"] == testCase.value)
        #expect(catalog.tables["en"]?.strings["label.wind"] == "Wind")
        #expect(catalog.reduced.map(\.description) == [#"x.xcstrings: strings["hint"].localizations.en"# + testCase.note])
        #expect(catalog.reduced.map(\.isSkipped) == [testCase.value == nil])
    }

    @Test("A device variation holding plural forms is read as that plural")
    func devicePlural() throws {
        let json = #"""
            {"sourceLanguage": "en", "strings": {"n": {"localizations": {"en": {"variations": {"device": {
              "mac": {"stringUnit": {"state": "translated", "value": "x"}},
              "other": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
                                                  "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}}}}}}}
            """#
        let catalog = try StringCatalog.read(Array(json.utf8), file: "x.xcstrings")
        let forms = try #require(catalog.tables["en"]?.plurals["n"]?.variables["value"]?.forms)
        #expect(forms == [.one: "%lld item", .other: "%lld items"])
        #expect(catalog.reduced.count == 1)
    }

    @Test("A substitution's formatSpecifier is kept as written, into the .stringsdict's NSStringFormatValueTypeKey", arguments: [
        "lld", "d", "ld", "f", ".1f", "@",
    ])
    func specifierKept(specifier: String) throws {
        let json = #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "%#@n@"}, "substitutions": {"n": {"argNum": 1, "formatSpecifier": ""#
            + specifier + #"", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg x"}}}}}}}}}}}"#
        let catalog = try StringCatalog.read(Array(json.utf8), file: "x.xcstrings")
        let entry = try #require(catalog.tables["en"]?.plurals["k"])
        #expect(entry.variables["n"]?.specifier == specifier)
        #expect(TranslationWriter.stringsDictText(["k": entry]).contains("<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(specifier)</string>\n"))
        #expect(try StringCatalog.write(LocalizationTables(languages: ["en": LanguageTable(plurals: ["k": entry])])).contains("\"formatSpecifier\" : \"\(specifier)\""))
    }

    @Test("the built-in tables survive export and import unchanged")
    func roundTrip() throws {
        let bundled = LocalizationTables.bundled()
        let json = try StringCatalog.write(bundled, comments: ["condition.800": "Clear sky, day or night."])
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
