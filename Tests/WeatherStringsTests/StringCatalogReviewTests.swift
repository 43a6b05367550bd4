import Testing
@_spi(Fuzzing) import WeatherStrings

/// Catalogs as Xcode writes them (its layout and states: source entries extracted as "new",
/// device variations under `variations.device`), with the mistakes translators' tools make.
@Suite("String Catalogs: only reviewed text is imported, no source text is lost, mistakes are reported")
struct StringCatalogReviewTests {
    private func read(_ json: String) throws -> StringCatalog {
        try StringCatalog.read(Array(json.utf8), file: "x.xcstrings")
    }

    @Test("Device variations still new or needs_review are not imported; a reviewed device's text is kept")
    func unreviewedDevices() throws {
        let catalog = try read(#"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "hint": {"localizations": {
                "de": {"variations": {"device": {
                  "iphone": {"stringUnit": {"state": "translated", "value": "Tippen"}},
                  "other": {"stringUnit": {"state": "new", "value": "Klicken"}}}}},
                "fr": {"variations": {"device": {
                  "mac": {"stringUnit": {"state": "needs_review", "value": "Cliquer"}},
                  "other": {"stringUnit": {"state": "new", "value": "Toucher"}}}}}}}}}
            """#)
        #expect(catalog.tables["de"]?.strings["hint"] == "Tippen")
        #expect(catalog.tables["fr"] == nil)
        #expect(catalog.unreviewed.map { "\($0.language) \($0.key) \($0.state)" } == ["fr hint needs_review"])
        #expect(catalog.reduced.map(\.description) == [
            #"x.xcstrings: strings["hint"].localizations.de.variations.device: device variations reduced to "iphone" ("other" (not reviewed) left out)"#,
        ])
    }

    @Test("The source language's text is kept whatever its state: a Dutch-source catalog keeps its Dutch")
    func sourceLanguageIsTheSource() throws {
        let catalog = try read(#"""
            {"sourceLanguage": "nl", "version": "1.0", "strings": {
              "label.wind": {"extractionState": "extracted_with_value", "localizations": {
                "nl": {"stringUnit": {"state": "new", "value": "Wind"}},
                "de": {"stringUnit": {"state": "new", "value": "Wind"}}}},
              "hint": {"localizations": {"nl": {"variations": {"device": {
                "other": {"stringUnit": {"state": "new", "value": "Klik"}}}}}}}}}
            """#)
        #expect(catalog.tables["nl"]?.strings == ["label.wind": "Wind", "hint": "Klik"])
        #expect(catalog.tables["de"] == nil)
        #expect(catalog.unreviewed.map { "\($0.language) \($0.key) \($0.state)" } == ["de label.wind new"])
    }

    @Test("Codes that are no language are reported and left out", arguments: [
        ("jp", #""jp" is not an ISO 639 language code; entry skipped"#),
        ("JA", #""JA" is not a language code (codes are lower case: "ja"); entry skipped"#),
        ("english", #""english" is not an ISO 639 language code; entry skipped"#),
    ])
    func invalidLanguageCodes(code: String, message: String) throws {
        let catalog = try read(#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {""# + code
            + #"": {"stringUnit": {"state": "translated", "value": "快晴"}}, "ja": {"stringUnit": {"state": "translated", "value": "晴れ"}}}}}}"#)
        #expect(catalog.invalidEntries.map(\.description) == [#"x.xcstrings: strings["k"].localizations."# + code + ": " + message])
        #expect(catalog.invalidEntries.map(\.problem) == [.notALanguageCode(code)])
        #expect(catalog.tables.languages.keys.sorted() == ["ja"])
    }

    @Test("Well-formed codes are accepted", arguments: ["ja", "zh-Hans", "pt-BR", "es-419", "fil", "yue", "sr-Latn", "nb", "he", "iw"])
    func validLanguageCodes(code: String) {
        #expect(LanguageCode.isWellFormed(code))
    }

    @Test("A trailing comma is invalid JSON, refused with its position")
    func trailingComma() {
        let json = "{\"sourceLanguage\": \"en\", \"strings\": {\n  \"k\": {\"localizations\": {}},\n}}"
        #expect(Self.readError(json)?.description
            == "x.xcstrings: not valid JSON: unexpected character '}', expected a string key at line 3, column 1 (byte 68)")
    }

    @Test("An empty translation is a lint finding, not a silent blank label")
    func emptyTranslation() throws {
        let catalog = try read(#"""
            {"sourceLanguage": "en", "strings": {
              "label.wind": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Wind"}},
                                               "de": {"stringUnit": {"state": "translated", "value": ""}},
                                               "fr": {"stringUnit": {"state": "translated", "value": "  "}}}}}}
            """#)
        let findings = StringsLint(facts: { .init(pluralCategories: [.one, .other], isLatinScript: true, tableChain: [$0]) })
            .findings(in: catalog.tables).map(\.description)
        #expect(findings.contains(#"de: "label.wind" is empty (shown as a blank label)"#))
        #expect(findings.contains(#"fr: "label.wind" is empty (shown as a blank label)"#))
        #expect(!findings.contains { $0.hasPrefix("en: ") })
    }

    @Test("Xcode's single %lld plural is exported as lld, not d")
    func lldPlural() throws {
        let catalog = try read(#"""
            {"sourceLanguage": "en", "strings": {"items": {"localizations": {"en": {"variations": {"plural": {
              "one": {"stringUnit": {"state": "translated", "value": "%lld item"}},
              "other": {"stringUnit": {"state": "translated", "value": "%lld items"}}}}}}}}}
            """#)
        let entry = try #require(catalog.tables["en"]?.plurals["items"])
        #expect(entry.variables["value"]?.specifier == "lld")
        #expect(TranslationWriter.stringsDictText(["items": entry]).contains("<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>lld</string>\n"))
    }
}

extension StringCatalogReviewTests {
    /// What reading `text` as a catalog throws, `nil` when it reads.
    static func readError(_ text: String) -> StringCatalogError? {
        do {
            _ = try StringCatalog.read(Array(text.utf8), file: "x.xcstrings")
            return nil
        } catch {
            return error
        }
    }
}
