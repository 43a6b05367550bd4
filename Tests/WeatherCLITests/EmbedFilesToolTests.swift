import Foundation
import Testing
import WeatherTestSupport

/// The build tool that turns `Localizations/` into the tables compiled into the library.
@Suite("EmbedFilesTool checks translation tables at build time")
struct EmbedFilesToolTests {
    /// The tool beside `weather` in the build folder (the build plugin runs the same binary).
    static let tool = BuildProducts.url("EmbedFilesTool")

    static func run(_ arguments: [String]) throws -> WeatherBinary.Result {
        try ChildProcess.run(tool, arguments)
    }

    @Test("A broken table fails with every problem as file:line:column: error, and writes nothing")
    func brokenTablesFail() throws {
        let broken = stringsDataPath("broken")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("embed-\(UUID().uuidString).swift")
        let result = try Self.run(["tables", "BundledLocalizations", broken, output.path])
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(result.standardError == """
            \(broken)/fr.lproj/Localizable.stringsdict:5:2: error: "days": variable "jours" is not defined
            \(broken)/ja.lproj/Localizable.strings:1:15: error: missing ';' after value
            \(broken)/ko.lproj/Localizable.strings:4:1: error: duplicate key "title" (first defined on line 1)

            """)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("Clean tables become Swift literals: escapes resolved, non-ASCII spelled as \\u{…}, comments gone")
    func cleanTablesBecomeLiterals() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("embed-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try Self.run(["tables", "BundledLocalizations", stringsDataPath("clean"), output.path])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let source = try String(contentsOf: output, encoding: .utf8)
        #expect(source.contains(#"static let languages: [String] = ["en", "ko", "ko_KR", "zh_Hant"]"#))
        // "forecast.title" = "일기 예보"; in ko.lproj.
        #expect(source.contains(#""forecast.title": "\u{C77C}\u{AE30} \u{C608}\u{BCF4}","#))
        #expect(source.contains(#"forms: [.one: "%d day", .other: "%d days"]"#))
        #expect(!source.contains("Title of the forecast screen"))
    }
}
