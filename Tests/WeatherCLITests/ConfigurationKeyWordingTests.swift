import Foundation
import Testing
import WeatherSettings
import WeatherTestServer
@testable import weather
import WeatherTestSupport

/// A wrong setting in the configuration file reaches the command as a typed problem with its
/// key and line, and is worded in the user's language (issue 32); English keeps its words.
@Suite("A configuration file's wrong setting, worded in Korean and English")
struct ConfigurationKeyWordingTests {
    static func sentence(_ problem: ConfigurationFileError.KeyProblem, key: String, locale: String) -> String {
        FailureMessage.configKey(path: "config.toml", line: 2, key: key, problem)
            .text(MessageLocalizer.make(preferredLocale: locale, tables: nil))
    }

    @Test("Every kind of problem, with its key and line", arguments: [
        (ConfigurationFileError.KeyProblem.unknown(known: ["host", "port"]), "serve.hosts",
         "알 수 없는 키입니다: 'serve.hosts' (쓸 수 있는 키: host, port)", "unknown key 'serve.hosts' (known: host, port)"),
        (.wrongType(expected: .string), "city", "'city' 값은 문자열이어야 합니다", "'city' must be a string"),
        (.wrongType(expected: .boolean), "chart", "'chart' 값은 true 또는 false여야 합니다", "'chart' must be true or false"),
        (.wrongType(expected: .number), "lat", "'lat' 값은 숫자여야 합니다", "'lat' must be a number"),
        (.wrongType(expected: .table), "serve", "'serve' 값은 테이블이어야 합니다", "'serve' must be a table"),
        (.outOfRange(low: "-90", high: "90"), "lat", "'lat' 값은 -90에서 90 사이여야 합니다", "'lat' must be between -90 and 90"),
        (.notWholeNumber(low: 1, high: 65535), "serve.port",
         "'serve.port' 값은 1에서 65535 사이의 정수여야 합니다", "'serve.port' must be a whole number from 1 to 65535"),
        (.empty, "serve.host", "'serve.host' 값은 비워 둘 수 없습니다", "'serve.host' must not be empty"),
        (.notOneOf(["kr", "us"]), "aqi_scale", "'aqi_scale' 값은 다음 중 하나여야 합니다: kr, us", "'aqi_scale' must be one of kr, us"),
        (.unpaired(["lat", "lon"]), "lon", "'lat' 키와 'lon' 키는 함께 써야 합니다", "'lat' and 'lon' must be given together"),
    ])
    func everyProblem(problem: ConfigurationFileError.KeyProblem, key: String, korean: String, english: String) {
        #expect(Self.sentence(problem, key: key, locale: "ko_KR") == "config.toml 2행: \(korean)")
        #expect(Self.sentence(problem, key: key, locale: "en_US") == "config.toml: line 2: \(english)")
    }

    @Test("weather with a latitude out of range in Korean: exit 78, the file, line and key")
    func endToEnd() async throws {
        let home = try await LiveHome()
        try home.writeConfig("lat = 91\nlon = 0\n", mode: 0o600)
        let result = try await home.run(["--locale", "ko_KR"])
        await home.finish()
        #expect(result.status == 78)
        #expect(result.standardError == "weather: \(home.configHome)/weather/config.toml 1행: 'lat' 값은 -90에서 90 사이여야 합니다\n")
        #expect(home.server.requests.isEmpty)
    }

    @Test("A configuration file that is a folder: the file message in Korean, still exit 78")
    func unreadable() async throws {
        let home = try await LiveHome()
        let path = home.configHome + "/weather/config.toml"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let result = try await home.run(["--locale", "ko_KR"])
        await home.finish()
        #expect(result.status == 78)
        #expect(result.standardError == "weather: \(path): 파일이 아니라 폴더입니다\n")
    }
}
