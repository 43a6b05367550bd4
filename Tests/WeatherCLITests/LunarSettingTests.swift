import Foundation
import Testing
import WeatherTestSupport

/// `lunar = true|false` in config.toml turns the lunar date on or off for anyone.
@Suite("The lunar date follows the configuration")
struct LunarSettingTests {
    static func run(config: String, locale: String) throws -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("lunar-\(UUID().uuidString)")
        let folder = home.appendingPathComponent(".config/weather")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(config.utf8).write(to: folder.appendingPathComponent("config.toml"))
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try WeatherBinary.run(
            ["--locale", locale, "--current", WeatherBinary.fixture("seoul-current"), "--now", "2026-12-03T14:50:00+09:00"],
            environment: ["HOME": home.path])
        #expect(result.status == 0, "\(result.standardError)")
        return result.standardOutput
    }

    @Test("Korean without it when the file says lunar = false; English with it when lunar = true")
    func setting() throws {
        #expect(!(try Self.run(config: "lunar = false\n", locale: "ko_KR")).contains("음력"))
        #expect(try Self.run(config: "", locale: "ko_KR").contains("\n음력 10월 25일\n"))
        #expect(try Self.run(config: "lunar = true\n", locale: "en_US").contains("\nTenth Month 25\n"))
    }
}
