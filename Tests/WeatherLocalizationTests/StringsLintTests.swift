import Testing
import WeatherLocalization
@_spi(Fuzzing) import WeatherStrings
import WeatherTestSupport

@Suite("Linting translation tables")
struct StringsLintTests {
    @Test("a clean set of tables has no findings")
    func clean() {
        let report = LocalizationTables.loadReport(directory: stringsDataPath("clean"))
        #expect(StringsLint().findings(in: report) == [])
    }

    @Test("a broken set yields each kind of finding, problems first, then by language and key")
    func broken() {
        let broken = stringsDataPath("broken")
        let findings = StringsLint().findings(in: LocalizationTables.loadReport(directory: broken))
        #expect(findings == [
            .stringsDictError(StringsDictError(
                file: broken + "/fr.lproj/Localizable.stringsdict", key: "days", kind: .undefinedVariable("jours"))),
            .parseError(StringsParseError(
                file: broken + "/ja.lproj/Localizable.strings", line: 1, column: 15, kind: .missingSemicolon)),
            .duplicateKey(language: "ko", key: "title", file: broken + "/ko.lproj/Localizable.strings", line: 4),
            .keyMissing(language: "fr", key: "days"),
            .keyMissing(language: "ko", key: "updated"),
            .keyNotInDevelopmentLanguage(language: "ko", key: "old.key"),
            .specifierMismatch(
                language: "ko", key: "wind",
                expected: FormatSignature(slots: [FormatSlot(position: 1, type: .object), FormatSlot(position: 2, type: .integer)]),
                found: FormatSignature(slots: [FormatSlot(position: 2, type: .object)])),
            .missingPluralOther(language: "ko", key: "days"),
        ])
        #expect(findings.map(\.description) == [
            broken + "/fr.lproj/Localizable.stringsdict: \"days\": variable \"jours\" is not defined",
            broken + "/ja.lproj/Localizable.strings:1:15: missing ';' after value",
            broken + "/ko.lproj/Localizable.strings:4: ko: \"title\" is defined more than once (the last value is used)",
            "fr: \"days\" is missing (English is shown instead)",
            "ko: \"updated\" is missing (English is shown instead)",
            "ko: \"old.key\" is not in en",
            "ko: \"wind\" has specifiers %2$@ but en has %1$@ %2$d",
            "ko: \"days\" has a plural variable without an \"other\" form",
        ])
    }

    @Test("specifiers that differ in count, type or position are mismatches", arguments: [
        ("%@ at %d", "%@", "%1$@"),
        ("%@ at %d", "%@ at %@", "%1$@ %2$@"),
        ("%1$@ at %2$d", "%2$@ at %1$d", "%1$d %2$@"),
        ("%.1f°", "%d°", "%1$d"),
        ("Updated", "%@ 업데이트", "%1$@"),
    ])
    func mismatch(english: String, korean: String, found: String) {
        let findings = StringsLint().findings(in: tables(["en": ["k": english], "ko": ["k": korean]]))
        #expect(findings == [
            .specifierMismatch(
                language: "ko", key: "k", expected: FormatSignature(format: english), found: FormatSignature(format: korean))
        ])
        #expect(FormatSignature(format: korean).description == found)
    }

    @Test("reordered, respelled or repeated specifiers of the same arguments are not mismatches", arguments: [
        ("%@ at %d", "%2$d에 %1$@"),
        ("%d", "%ld"),
        ("%.1f°", "%.0f°"),
        ("%f", "%g"),
        ("%@", "%1$@ (%1$@)"),
        ("100%% sure", "100%% 확실"),
    ])
    func equivalent(english: String, korean: String) {
        #expect(StringsLint().findings(in: tables(["en": ["k": english], "ko": ["k": korean]])) == [])
    }

    @Test("a plain translation of a plural key is compared through the variable's type")
    func pluralAgainstPlain() {
        let plurals = ["en": [pluralEntry("days", [.one: "%d day", .other: "%d days"])]]
        #expect(StringsLint().findings(in: tables(["en": [:], "ko": ["days": "%d일"]], plurals: plurals)) == [])
        #expect(StringsLint().findings(in: tables(["en": [:], "ko": ["days": "%@일"]], plurals: plurals)) == [
            .specifierMismatch(
                language: "ko", key: "days", expected: FormatSignature(format: "%d"), found: FormatSignature(format: "%@"))
        ])
    }

    @Test("a regional table need only hold what differs from its language")
    func regionalTable() {
        let findings = StringsLint().findings(in: tables([
            "en": ["a": "A", "b": "B"], "ko": ["a": "가", "b": "나"], "ko_KR": ["a": "가가"],
        ]))
        #expect(findings == [])
    }

    @Test("a language whose file did not load is not reported as missing every key")
    func incompleteLanguage() {
        let findings = StringsLint().findings(
            in: tables(["en": ["a": "A"], "ja": [:]]), incompleteLanguages: ["ja"])
        #expect(findings == [])
    }
}
