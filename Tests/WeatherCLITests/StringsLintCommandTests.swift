import Foundation
import Testing

@Suite("weather strings lint checks translation tables")
struct StringsLintCommandTests {
    @Test("The committed English and Korean tables have no problems")
    func committedTablesAreClean() throws {
        let result = try WeatherBinary.run(["strings", "lint"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "en, ko: 0 problems\n")
    }

    @Test("A broken table set reports every problem, in Korean when asked, and exits 1")
    func brokenTables() throws {
        let broken = WeatherBinary.fixture("../WeatherLocalizationTests/StringsData/broken").replacingOccurrences(of: ".json", with: "")
        let result = try WeatherBinary.run(["strings", "lint", "--localizations", broken, "--locale", "ko_KR"])
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.last == "en, fr, ja, ko: 문제 8개")
        #expect(lines.contains { $0.hasSuffix("ja.lproj/Localizable.strings:1:15: missing ';' after value") })
        #expect(lines.contains("ko: \"wind\" has specifiers %2$@ but en has %1$@ %2$d"))
    }
}

@Suite("weather show reports bad input with file and JSON path")
struct ShowErrorTests {
    @Test("Each bad input: one line on stderr, the documented exit code, nothing on stdout", arguments: [
        (["--forecast", "missing-temp-forecast"], 65, "required field list[12].main.temp is missing"),
        (["--current", "missing-dt-current"], 65, "required field dt is missing"),
        (["--current", "malformed"], 65, "not valid JSON (unexpected end of input at line 17, column 19 (byte 257))"),
        (["--current", "api-error-404"], 65, "OpenWeather returned an error (404): city not found"),
        (["--current", "not-an-object"], 65, "field $ has an unexpected value (expected an object)"),
        (["--current", "no-such-file"], 66, "No such file or directory"),
    ])
    func badInput(arguments: [String], status: Int32, message: String) throws {
        let resolved = [arguments[0], WeatherBinary.fixture(arguments[1])]
        let result = try WeatherBinary.run(["--locale", "en_US"] + resolved)
        #expect(result.status == status)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("weather: "))
        #expect(result.standardError.hasSuffix("\(message)\n"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test("Errors are localized: Korean for ko_KR")
    func koreanError() throws {
        let file = WeatherBinary.fixture("missing-temp-forecast")
        let result = try WeatherBinary.run(["--forecast", file], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.standardError == "weather: \(file): 필수 항목이 없습니다: list[12].main.temp\n")
    }

    @Test("Usage errors are one line and exit 64", arguments: [
        (["--locale", "zz"], "weather: Unknown locale 'zz': ICU has no data for it\n"),
        (["--now", "yesterday"], "weather: Invalid value 'yesterday' for --now\n"),
        (["--bogus"], "weather: Unknown option '--bogus'\n"),
        (["--time-zone", "Mars/Olympus"], "weather: Unknown time zone 'Mars/Olympus'\n"),
    ])
    func usageErrors(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }

    @Test("Standard input is read with -")
    func standardInput() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: WeatherBinary.fixture("seoul-current")))
        let result = try WeatherBinary.run(["--current", "-", "--locale", "ko_KR", "--format", "json"], standardInput: data)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("\"observedAtLabel\" : \"12월 3일 (목) 오후 2:50 기준\""))
    }

    @Test("A hostile city name cannot reach the terminal as an escape sequence")
    func hostileCityName() throws {
        var json = try String(contentsOf: URL(fileURLWithPath: WeatherBinary.fixture("seoul-current")), encoding: .utf8)
        json = json.replacingOccurrences(of: "\"name\": \"Seoul\"", with: "\"name\": \"\\u001b]0;pwned\\u0007Seoul\"")
        let result = try WeatherBinary.run(["--current", "-", "--locale", "en_US"], standardInput: Data(json.utf8))
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(result.standardOutput.hasPrefix("␛]0;pwned␇Seoul, South Korea\n"))
    }
}
