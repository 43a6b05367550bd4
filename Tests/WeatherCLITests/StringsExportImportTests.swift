import Foundation
import Testing
import WeatherLocalization
import WeatherStrings
import WeatherTestSupport

@Suite("weather strings export and import: the translator's loop")
struct StringsExportImportTests {
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("weather-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static var sourceLocalizations: String {
        Repository.url("Localizations").path
    }

    @Test("export to a catalog, import it to .lproj folders: the tables come back unchanged, comments too")
    func catalogRoundTrip() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Localizable.xcstrings").path
        let exported = try WeatherBinary.run(["strings", "export", "--localizations", Self.sourceLocalizations, "--output", catalog])
        #expect(exported.status == 0)
        #expect(exported.standardOutput == "")
        let imported = try WeatherBinary.run(["strings", "import", catalog, "--output", directory.appendingPathComponent("out").path])
        #expect(imported.status == 0)
        #expect(imported.standardError == "")

        let original = try LocalizationTables.load(directory: Self.sourceLocalizations)
        #expect(try LocalizationTables.load(directory: catalog) == original)
        #expect(try LocalizationTables.load(directory: directory.appendingPathComponent("out").path) == original)
        let english = try String(contentsOfFile: directory.appendingPathComponent("out/en.lproj/Localizable.strings").path, encoding: .utf8)
        #expect(english.contains("/* Weather condition, OpenWeather id 800 (clear sky)"))
    }

    @Test("export as .strings folders reads back to the same tables")
    func stringsRoundTrip() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try WeatherBinary.run(["strings", "export", "--format", "strings", "--output", directory.path])
        #expect(result.status == 0)
        #expect(try LocalizationTables.load(directory: directory.path) == LocalizationTables.bundled())
    }

    @Test("a catalog with unreviewed entries imports the rest and names them on stderr")
    func unreviewedImport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("x.xcstrings").path
        try #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "label.wind": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "風"}}}},
              "label.high": {"localizations": {"ja": {"stringUnit": {"state": "needs_review", "value": "最高"}}}}}}
            """#.write(toFile: catalog, atomically: true, encoding: .utf8)
        let result = try WeatherBinary.run(["strings", "import", catalog, "--output", directory.path, "--locale", "en_US"])
        #expect(result.status == 0)
        #expect(result.standardError == "weather: \(catalog): not reviewed yet, so shown in the fallback language: ja label.high\n")
        let written = try String(contentsOfFile: directory.appendingPathComponent("ja.lproj/Localizable.strings").path, encoding: .utf8)
        #expect(written == "\"label.wind\" = \"風\";\n")

        let shown = try WeatherBinary.run(["--locale", "ja_JP", "--localizations", catalog, "--now", "2026-12-03T14:50:00+09:00"])
        #expect(shown.status == 0)
        #expect(shown.standardError.hasPrefix("weather: \(catalog): 未レビューの項目は代わりの言語で表示します: ja label.high\n"))
        #expect(shown.standardOutput.contains("\n風 "))
    }

    @Test("a catalog with device variations and width variations imports, one text per device-varied entry, and says so")
    func deviceVariationsImport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("x.xcstrings").path
        try #"""
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "label.wind": {"localizations": {"ja": {"variations": {"device": {
                "mac": {"stringUnit": {"state": "translated", "value": "風 (Mac)"}},
                "other": {"stringUnit": {"state": "translated", "value": "風"}}}}}}},
              "label.high": {"localizations": {"ja": {"variations": {"width": {"1": {"stringUnit": {"state": "translated", "value": "高"}}}}}}},
              "label.low": {"localizations": {"ja": {"stringUnit": {"state": "translated", "value": "最低"}}}}}}
            """#.write(toFile: catalog, atomically: true, encoding: .utf8)
        let result = try WeatherBinary.run(["strings", "import", catalog, "--output", directory.path, "--locale", "en_US"])
        #expect(result.status == 0)
        #expect(result.standardError == """
            weather: \(catalog): device variations reduced to one text (the one for other devices, or else the first): ja label.wind
            weather: \(catalog): entries of a kind weather does not use are left out: ja label.high

            """)
        let written = try String(contentsOfFile: directory.appendingPathComponent("ja.lproj/Localizable.strings").path, encoding: .utf8)
        #expect(written == "\"label.low\" = \"最低\";\n\n\"label.wind\" = \"風\";\n")
    }

    @Test("nothing is written when the catalog has an unreadable entry; exit 65")
    func brokenImport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("x.xcstrings").path
        try #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"ja": {}}}}}"#
            .write(toFile: catalog, atomically: true, encoding: .utf8)
        let result = try WeatherBinary.run(["strings", "import", catalog, "--output", directory.appendingPathComponent("out").path])
        #expect(result.status == 65)
        #expect(result.standardError.hasSuffix("x.xcstrings: strings[\"k\"].localizations.ja has a value that cannot be used (neither stringUnit nor variations.plural)\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
    }
}
