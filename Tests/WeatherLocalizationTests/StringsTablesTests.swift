import FoundationEssentials
import Testing
@testable import WeatherLocalization
@_spi(Fuzzing) @testable import WeatherStrings
import WeatherTestSupport

@Suite("Loading translation tables")
struct StringsTablesLoadingTests {
    static let clean = stringsDataPath("clean")

    @Test("a directory's .lproj folders load under normalised language ids")
    func loadsDirectory() throws {
        let tables = try LocalizationTables.load(directory: Self.clean)
        #expect(tables.languages.keys.sorted() == ["en", "ko", "ko_KR", "zh_Hant"])
        #expect(tables["ko"]?.strings == [
            "forecast.title": "일기 예보", "wind": "풍속 %2$dkm/h, 풍향 %1$@", "temperature": "%.1f°", "updated": "%@ 업데이트",
        ])
        #expect(tables["ko-KR"]?.strings == ["forecast.title": "대한민국 일기 예보"])
        #expect(tables["en"]?.plurals["days"]?.variables["days"]?.forms == [.one: "%d day", .other: "%d days"])
    }

    @Test("a clean directory loads without problems")
    func cleanReport() {
        let report = LocalizationTables.loadReport(directory: Self.clean)
        #expect(report.problems == [])
        #expect(report.incompleteLanguages == [])
    }

    @Test("a broken directory reports every problem in every file and keeps what loads")
    func brokenReport() {
        let broken = stringsDataPath("broken")
        let report = LocalizationTables.loadReport(directory: broken)
        #expect(report.problems == [
            .stringsDictError(StringsDictError(
                file: broken + "/fr.lproj/Localizable.stringsdict", key: "days", kind: .undefinedVariable("jours"))),
            .parseError(StringsParseError(
                file: broken + "/ja.lproj/Localizable.strings", line: 1, column: 15, kind: .missingSemicolon)),
            .duplicateKey(language: "ko", key: "title", file: broken + "/ko.lproj/Localizable.strings", line: 4, firstLine: 1),
        ])
        #expect(report.incompleteLanguages == ["ja"])
        #expect(report.tables["ko"]?.strings["title"] == "예보")
        #expect(report.tables["fr"]?.strings["title"] == "Prévisions")
    }

    @Test("strict loading throws the first error but accepts duplicate keys")
    func strictLoad() {
        let broken = stringsDataPath("broken")
        #expect(throws: StringsDictError(
            file: broken + "/fr.lproj/Localizable.stringsdict", key: "days", kind: .undefinedVariable("jours"))) {
            try LocalizationTables.load(directory: broken)
        }
    }

    @Test("a missing directory is one unreadable problem")
    func missingDirectory() {
        let report = LocalizationTables.loadReport(directory: "/nonexistent/Localizations")
        #expect(report.problems == [
            .parseError(StringsParseError(
                file: "/nonexistent/Localizations", line: 0, column: 0, kind: .unreadable(.missingDirectory)))
        ])
        #expect(report.tables.languages == [:])
    }

    @Test("a Localizable.strings that is a directory is unreadable")
    func stringsFileIsDirectory() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "strings-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/en.lproj/Localizable.strings", withIntermediateDirectories: true)
        let report = LocalizationTables.loadReport(directory: root)
        #expect(report.problems == [
            .parseError(StringsParseError(
                file: root + "/en.lproj/Localizable.strings", line: 0, column: 0, kind: .unreadable(.isDirectory)))
        ])
    }

    @Test("the tables built into the library equal Localizations/ parsed at run time, key for key")
    func bundledEqualsRuntimeParse() throws {
        let repository = Repository.root
        let parsed = try LocalizationTables.load(directory: repository.appending(path: "Localizations").path)
        #expect(LocalizationTables.bundled() == parsed)
        #expect(LocalizationTables.bundledLanguages == parsed.languages.keys.sorted())
    }

    @Test("a locale's bundled tables are its fallback chain and English, nothing else", arguments: [
        ("ko_KR", ["en", "ko"]), ("ko-Kore-KR", ["en", "ko"]), ("en_US", ["en"]), ("de_DE", ["de", "en"]), ("nl_NL", ["en"]),
    ])
    func bundledForLocale(locale: String, languages: [String]) throws {
        let tables = LocalizationTables.bundled(for: try WeatherLocale(locale))
        #expect(tables.languages.keys.sorted() == languages)
        #expect(tables["ko"]?.strings["condition.800"] == (languages.contains("ko") ? "맑음" : nil))
        #expect(tables["en"] == LocalizationTables.bundled()["en"])
    }

    @Test("the tables bundled into the library load without problems")
    func bundled() throws {
        #expect(LocalizationTables.bundledReport().problems == [])
        #expect(LocalizationTables.bundled() == LocalizationTables.bundledReport().tables)
    }
}

@Suite("Overlaying tables")
struct StringsOverlayTests {
    @Test("the overlay's keys win per language and new languages are added")
    func overlay() {
        let base = tables(
            ["en": ["a": "A", "b": "B"], "ko": ["a": "가"]],
            plurals: ["en": [pluralEntry("days", [.other: "%d days"])]])
        let fixes = tables(
            ["en": ["b": "Bee", "c": "C"], "ja": ["a": "あ"]],
            plurals: ["en": [pluralEntry("days", [.one: "%d day", .other: "%d days"])]])
        let result = base.overlaid(with: fixes)
        #expect(result.languages == [
            "en": LanguageTable(
                strings: ["a": "A", "b": "Bee", "c": "C"], plurals: ["days": pluralEntry("days", [.one: "%d day", .other: "%d days"])]),
            "ko": LanguageTable(strings: ["a": "가"]),
            "ja": LanguageTable(strings: ["a": "あ"]),
        ])
    }

    @Test("languages spelled differently are merged")
    func mergesSpellings() {
        let result = tables(["ko_KR": ["a": "1"]]).overlaid(with: tables(["ko-KR": ["b": "2"]]))
        #expect(result.languages == ["ko_KR": LanguageTable(strings: ["a": "1", "b": "2"])])
    }
}

@Suite("Choosing a language for a locale")
struct StringsFallbackTests {
    static let clean = try? LocalizationTables.load(directory: stringsDataPath("clean"))

    func localizer(_ locale: String) throws -> Localizer {
        Localizer(tables: try #require(Self.clean), chain: try WeatherLocale(locale).tableChain, pluralRules: FakeKoreanPluralRules())
    }

    @Test("the chain runs from the full id through shorter ones to English", arguments: [
        ("ko_KR", ["ko_KR", "ko", "en"]), ("ko-KR", ["ko_KR", "ko", "en"]), ("ko_KR.UTF-8", ["ko_KR", "ko", "en"]),
        ("ko-KR-u-nu-latn", ["ko_KR", "ko", "en"]), ("ko_KP", ["ko", "en"]), ("ko", ["ko", "en"]),
        ("pt_BR", ["en"]), ("zh_Hant_TW", ["zh_Hant", "en"]), ("zh-Hant", ["zh_Hant", "en"]), ("zh_Hans_CN", ["en"]),
        ("en_US_POSIX", ["en"]), ("EN-gb", ["en"]),
    ])
    func chain(locale: String, expected: [String]) throws {
        let localizer = try localizer(locale)
        #expect(localizer.languageChain == expected)
        #expect(localizer.resolvedLanguage == expected[0])
    }

    @Test("a key is taken from the first language in the chain that has it", arguments: [
        ("ko_KR", "대한민국 일기 예보", "%@ 업데이트"), ("ko", "일기 예보", "%@ 업데이트"), ("pt_BR", "Forecast", "Updated %@"),
        ("zh_Hant_TW", "天氣預報", "%@更新"),
    ])
    func lookup(locale: String, title: String, updated: String) throws {
        let localizer = try localizer(locale)
        #expect(localizer.string("forecast.title") == title)
        #expect(localizer.string("updated") == updated)
        #expect(localizer.missingKeys == [])
    }

    @Test("a key only English has is found from any locale")
    func englishOnly() throws {
        let tables = tables(["en": ["only.en": "English"], "ko": [:]])
        #expect(try Localizer(tables: tables, chain: WeatherLocale("ko_KR").tableChain, pluralRules: FakeKoreanPluralRules()).string("only.en") == "English")
    }

    @Test("with no tables the resolved language is English and every key is missing")
    func noTables() throws {
        let localizer = Localizer(tables: LocalizationTables(), chain: try WeatherLocale("ko_KR").tableChain, pluralRules: FakeKoreanPluralRules())
        #expect(localizer.resolvedLanguage == "en")
        #expect(localizer.languageChain == [])
        #expect(localizer.string("a") == "a")
        #expect(localizer.missingKeys == ["a"])
    }

    @Test("Korean plurals and arguments come from the loaded files")
    func koreanFromFiles() throws {
        let ko = try localizer("ko_KR")
        #expect(ko.string("days", 1) == "1일")
        #expect(ko.string("wind", "북서", 12) == "풍속 12km/h, 풍향 북서")
        #expect(ko.string("temperature", 21.46) == "21.5°")
    }

    @Test("English plurals come from the loaded files")
    func englishFromFiles() throws {
        let tables = try #require(Self.clean)
        let en = Localizer(tables: tables, chain: try WeatherLocale("en_US").tableChain, pluralRules: FakeEnglishPluralRules())
        #expect([1, 2].map { en.string("days", .integer($0)) } == ["1 day", "2 days"])
    }
}
