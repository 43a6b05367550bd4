import Foundation
import Testing
import WeatherTestSupport

@Suite("weather strings lint checks translation tables")
struct StringsLintCommandTests {
    @Test("The committed tables of every shipped language have no problems")
    func committedTablesAreClean() throws {
        let result = try WeatherBinary.run(["strings", "lint"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "ar, de, en, es, fr, he, hi, it, ja, ko, pt_BR, ru, tr, zh_Hans, zh_Hant: 0 problems\n")
    }

    @Test("A broken table set reports every problem, in Korean when asked, and exits 1")
    func brokenTables() throws {
        let broken = stringsDataPath("broken")
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
        (["--forecast", "missing-temp-forecast"], 65, "missing-temp-forecast.json: required field list[12].main.temp is missing"),
        (["--current", "missing-dt-current"], 65, "missing-dt-current.json: required field dt is missing"),
        (["--current", "malformed"], 65, "malformed.json, line 17, column 19: not valid JSON"),
        (["--current", "api-error-404"], 65, "api-error-404.json: OpenWeather returned error 404: city not found"),
        (["--current", "not-an-object"], 65, "not-an-object.json: $ should be an object"),
        (["--current", "no-such-file"], 66, "no-such-file.json: no such file"),
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

    @Test("Errors are localized: Korean for ko_KR, with no English fragment", arguments: [
        ("missing-temp-forecast", "필수 항목 list[12].main.temp 값이 없습니다"),
        ("not-an-object", "$ 항목은 객체여야 합니다"),
        ("api-error-404", "OpenWeather 오류 404 (city not found)"),
        ("no-such-file", "파일이 없습니다"),
    ])
    func koreanError(fixture: String, message: String) throws {
        let file = WeatherBinary.fixture(fixture)
        let option = fixture.hasSuffix("forecast") ? "--forecast" : "--current"
        let result = try WeatherBinary.run([option, file], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.standardError == "weather: \(file): \(message)\n")
    }

    @Test("Malformed JSON names the line and column, in Korean too")
    func malformedInKorean() throws {
        let file = WeatherBinary.fixture("malformed")
        let result = try WeatherBinary.run(["--current", file, "--locale", "ko_KR"])
        #expect(result.standardError == "weather: \(file) 17행 19열: 올바른 JSON 형식이 아닙니다\n")
    }

    @Test("Standard input is named in words, not as -", arguments: [
        ("ko_KR", "weather: 표준 입력 1행 1열: 올바른 JSON 형식이 아닙니다\n"),
        ("en_US", "weather: standard input, line 1, column 1: not valid JSON\n"),
    ])
    func standardInputName(locale: String, expected: String) throws {
        let result = try WeatherBinary.run(["--current", "-", "--locale", locale], standardInput: Data("}".utf8))
        #expect(result.status == 65)
        #expect(result.standardError == expected)
    }

    @Test("Line numbers are places in a file, not quantities: never grouped", arguments: [
        ("ko_KR", "weather: 표준 입력 2561행 1열: 올바른 JSON 형식이 아닙니다\n"),
        ("en_US", "weather: standard input, line 2561, column 1: not valid JSON\n"),
    ])
    func lineNumbersUngrouped(locale: String, expected: String) throws {
        let input = String(repeating: "\n", count: 2_560) + "}"
        let result = try WeatherBinary.run(["--current", "-", "--locale", locale], standardInput: Data(input.utf8))
        #expect(result.status == 65)
        #expect(result.standardError == expected)
    }

    @Test("A corrected reading is shown, with one warning line per correction, in the user's language", arguments: [
        ("ko_KR", "humidity-101-current.json: main.humidity 항목의 값(101)이 범위를 벗어나 100 값으로 표시합니다"),
        ("en_US", "humidity-101-current.json: main.humidity was 101, which is impossible; showing 100"),
    ])
    func correctedReadingWarns(locale: String, warning: String) throws {
        let result = try WeatherBinary.run(["--current", WeatherBinary.fixture("humidity-101-current"), "--locale", locale])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("100%"))
        #expect(result.standardError.hasPrefix("weather: /"))
        #expect(result.standardError.hasSuffix(warning + "\n"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test("A negative concentration in an Air Pollution answer is left out and said, as a weather reading's is", arguments: [
        ("ko_KR", "negative-co.json: list[0].components.co 항목의 값(-1.0)이 올바르지 않아 표시하지 않습니다", "미국 AQI 57"),
        ("en_US", "negative-co.json: list[0].components.co was -1.0, which is impossible; showing it as unknown", "US AQI 57"),
    ])
    func negativeConcentrationWarns(locale: String, warning: String, index: String) throws {
        let result = try WeatherBinary.run([
            "--current", WeatherBinary.fixture("seoul-current"), "--air-pollution", WeatherBinary.fixture("air/negative-co"),
            "--locale", locale, "--aqi-scale", "us", "--template", "{aqi}",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput == index + "\n")
        #expect(result.standardError.hasPrefix("weather: /"))
        #expect(result.standardError.hasSuffix(warning + "\n"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test("A forecast with several slightly wrong readings renders whole, each said once")
    func quirksRender() throws {
        let result = try WeatherBinary.run(["--forecast", WeatherBinary.fixture("quirks-forecast"), "--locale", "en_US", "--hours", "all"])
        #expect(result.status == 0)
        #expect(result.standardError.split(separator: "\n").map { String($0.split(separator: ": ").dropFirst(2).joined(separator: ": ")) } == [
            "list[1].main.humidity was 101, which is impossible; showing 100",
            "list[2].wind.deg was 400, which is impossible; showing it as unknown",
            "list[3].clouds.all was 103, which is impossible; showing 100",
            "list[4].pop was 1.02, which is impossible; showing 1",
        ])
        #expect(result.standardOutput.contains("No time zone in the data: times are in UTC\n"))
    }

    @Test("A folder given as a file is said to be a folder")
    func folderAsFile() throws {
        let result = try WeatherBinary.run(["--current", "/tmp", "--locale", "ko_KR"])
        #expect(result.status == 66)
        #expect(result.standardError == "weather: /tmp: 파일이 아니라 폴더입니다\n")
    }

    @Test("Usage errors are one line and exit 64", arguments: [
        (["--locale", "zz"], "weather: Unknown locale 'zz'\n"),
        (["--now", "yesterday"], "weather: Invalid value for --now: 'yesterday'\n"),
        (["--current", "-", "--forecast", "-"], "weather: Only one of --current and --forecast can read standard input\n"),
        (["--hours", "0"], "weather: Invalid value for --hours: '0'\n"),
        (["--width", "5"], "weather: Invalid value for --width: '5'\n"),
        (["--bogus"], "weather: Unknown option '--bogus'; did you mean --hours?\n"),
        (["--time-zone", "Mars/Olympus"], "weather: Unknown time zone 'Mars/Olympus'\n"),
    ])
    func usageErrors(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }

    @Test("ArgumentParser's refusals and show's own option rules read in the user's language", arguments: [
        (["--colour", "x"], "Unknown option '--colour'; did you mean --color?", "알 수 없는 옵션입니다: --colour (--color 옵션을 찾으셨나요?)"),
        (["--xyzzy-plugh"], "Unknown option '--xyzzy-plugh'", "알 수 없는 옵션입니다: --xyzzy-plugh"),
        (["--format", "xml"], "Invalid value for --format: 'xml' (use one of: text, json, markdown, line, waybar, i3blocks)",
         "--format 옵션에 사용할 수 없는 값입니다: xml (사용 가능: text, json, markdown, line, waybar, i3blocks)"),
        (["--locale"], "--locale needs a value", "--locale 옵션에 값이 없습니다"),
        (["--refresh=3"], "--refresh takes no value, but '3' was given", "--refresh 옵션은 값을 받지 않습니다 (입력한 값: 3)"),
        (["extra"], "Unexpected argument 'extra'", "예상하지 못한 인수입니다: extra"),
        (["--lat", "10"], "--lat needs --lon", "--lat 옵션은 --lon 옵션과 함께 써야 합니다"),
        (["--city", "서울", "--zip", "10001,US"], "--city and --zip cannot be used together", "--city 옵션과 --zip 옵션은 함께 쓸 수 없습니다"),
        (["--lat", "100", "--lon", "0"], "--lat must be between -90 and 90", "--lat 값은 -90에서 90 사이여야 합니다"),
        (["--list-places"], "--list-places needs a place: --city, --zip, or --lat with --lon",
         "--list-places에는 검색할 장소가 필요합니다: --city, --zip 또는 --lat과 --lon"),
        (["--city", "서울", "--current", "x.json"], "--city and --current cannot be used together", "--city 옵션과 --current 옵션은 함께 쓸 수 없습니다"),
        (["--city", "x", "--timeout=0"], "Invalid value for --timeout: '0'", "--timeout 옵션에 사용할 수 없는 값입니다: 0"),
        (["--city", " "], "--city needs a value", "--city 옵션에 값이 없습니다"),
    ])
    func localizedUsageErrors(arguments: [String], english: String, korean: String) throws {
        for (environment, expected) in [("en_US.UTF-8", english), ("ko_KR.UTF-8", korean)] {
            let result = try WeatherBinary.run(arguments, environment: ["LANG": environment, "OPENWEATHER_API_KEY": "0123"])
            #expect(result.status == 64)
            #expect(result.standardOutput == "")
            #expect(result.standardError == "weather: \(expected)\n")
        }
    }

    @Test("--locale words a usage error even though the options did not parse")
    func usageErrorInRequestedLocale() throws {
        let result = try WeatherBinary.run(["--colour", "x", "--locale", "ja_JP"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.standardError == "weather: 不明なオプション「--colour」（--color のことですか？）\n")
        let equals = try WeatherBinary.run(["--locale=ko_KR", "--format", "xml"], environment: ["LANG": "en_US.UTF-8"])
        #expect(equals.standardError == "weather: --format 옵션에 사용할 수 없는 값입니다: xml (사용 가능: text, json, markdown, line, waybar, i3blocks)\n")
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
