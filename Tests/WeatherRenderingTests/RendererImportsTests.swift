import FoundationEssentials
import Testing
import WeatherTestSupport

/// Renderers lay out what the view model says: none of them imports the tables or the
/// localization layer, so none can look a word up.
@Suite("Renderers import nothing that holds words")
struct RendererImportsTests {
    static let sources = Repository.url("Sources/WeatherRendering")

    @Test("WeatherRendering imports only the view models, the core and ICU's character properties")
    func imports() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.sources.path()).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        var modules: Set<String> = []
        for file in files {
            let text = try String(contentsOf: Self.sources.appending(path: file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ ["public", "package", "internal", "@_exported"].contains($0) }) {
                    modules.insert(String(words[index + 1]))
                }
            }
        }
        // WeatherCore holds no words (the condition groups a status bar's class is named by).
        #expect(modules == ["WeatherPresentation", "WeatherCore", "CICU"])
    }
}
