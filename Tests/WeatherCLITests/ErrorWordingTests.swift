import Foundation
import Testing
import WeatherTestServer
@testable import weather
import WeatherTestSupport

/// Errors travel as values (a parse error's kind, a JSON path and its reason, an HTTP status,
/// a refused option) up to the command, which words them in the user's language: no English
/// reason inside a Korean sentence, and no ArgumentParser message read back.
@Suite("Each error kind is worded in the user's language from its fields")
struct ErrorWordingTests {
    /// A folder with one broken `ko.lproj/Localizable.strings` (and its path in messages).
    private static func brokenTables(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.path + "/weather-broken-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: folder + "/ko.lproj", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/ko.lproj/Localizable.strings"))
        return folder
    }

    @Test("A broken .strings file: its file, line, column and what is wrong, in Korean and English", arguments: [
        (#""a" = "x"\#n"b" = "y";\#n"#, 1, 10, "값 뒤에 세미콜론(;)이 없습니다", "missing ';' after value"),
        (#""a" = "x";\#n"a" = "y";\#n"#, 2, 1, "키 'a'가 중복되었습니다 (처음 정의한 곳: 1행)", "duplicate key 'a' (first on line 1)"),
        (#""a" = "\q";\#n"#, 1, 8, #"잘못된 이스케이프 시퀀스입니다: \q"#, #"invalid escape '\q'"#),
        (#""a" "x";\#n"#, 1, 4, "키 뒤에 등호(=)가 없습니다", "missing '=' after key"),
    ])
    func brokenStringsFile(text: String, line: Int, column: Int, korean: String, english: String) throws {
        let folder = try Self.brokenTables(text)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/ko.lproj/Localizable.strings"
        let ko = try WeatherBinary.run(["--localizations", folder, "--locale", "ko_KR"])
        #expect(ko.status == 65)
        #expect(ko.standardOutput == "")
        #expect(ko.standardError == "weather: \(file) \(line)행 \(column)열: \(korean)\n")
        let en = try WeatherBinary.run(["--localizations", folder, "--locale", "en_US"])
        #expect(en.status == 65)
        #expect(en.standardError == "weather: \(file), line \(line), column \(column): \(english)\n")
    }

    @Test("No English reason leaks into a Korean sentence about a broken .strings file")
    func noEnglishInKoreanStringsError() throws {
        // Every kind of problem the parser reports at a line, one file each.
        let texts = [
            #""a" = "x"\#n"#, #""a" = "x"#, "/* open", #""a" = "x";"a" = "y";"#, #""a" "x";"#, "= \"x\";", #""a" = ;"#, #""a" = "\q";"#,
        ]
        for text in texts {
            let folder = try Self.brokenTables(text)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let result = try WeatherBinary.run(["--localizations", folder, "--locale", "ko_KR"])
            #expect(result.status == 65)
            let message = result.standardError.replacingOccurrences(of: folder + "/ko.lproj/Localizable.strings", with: "")
            #expect(message.hasPrefix("weather:  ") && message.contains("행"), "\(text): \(message)")
            let latinWords = message.split { !$0.isLetter }.filter { $0.unicodeScalars.allSatisfy { $0.isASCII } && $0.count > 1 }
            #expect(latinWords == ["weather"], "\(text): \(message)")
        }
    }

    @Test("A .stringsdict entry that cannot be used: its key and why, in Korean and English")
    func brokenStringsDict() throws {
        let folder = try Self.brokenTables(#""a" = "x";"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/ko.lproj/Localizable.stringsdict"
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>days</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@count@</string></dict>
            </dict></plist>
            """.utf8).write(to: URL(fileURLWithPath: file))
        let ko = try WeatherBinary.run(["--localizations", folder, "--locale", "ko_KR"])
        #expect(ko.status == 65)
        #expect(ko.standardError == "weather: \(file): days 항목의 값을 사용할 수 없습니다 (정의되지 않은 변수입니다: count)\n")
        let en = try WeatherBinary.run(["--localizations", folder, "--locale", "en_US"])
        #expect(en.standardError == #"weather: \#(file): days has a value that cannot be used (variable "count" is not defined)"# + "\n")
    }

    @Test("A String Catalog that cannot be used: its JSON path and why, in Korean and English, no English inside the Korean", arguments: [
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"JA": {"stringUnit": {"state": "translated", "value": "晴れ"}}}}}}"#,
         #"strings["k"].localizations.JA 항목의 값을 사용할 수 없습니다 (JA은(는) 언어 코드가 아닙니다(언어 코드는 소문자로 씁니다: ja). 항목을 건너뜁니다)"#,
         #"strings["k"].localizations.JA has a value that cannot be used ("JA" is not a language code (codes are lower case: "ja"); entry skipped)"#),
        (#"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"ko": {"stringUnit": {"state": "translated", "value": "%#@n@"}, "substitutions": {"n": {"formatSpecifier": "s", "variations": {"plural": {"other": {"stringUnit": {"state": "translated", "value": "%arg"}}}}}}}}}}}"#,
         #"strings["k"].localizations.ko.substitutions.n.formatSpecifier 항목의 값을 사용할 수 없습니다 (formatSpecifier s은(는) 지원하지 않습니다)"#,
         #"strings["k"].localizations.ko.substitutions.n.formatSpecifier has a value that cannot be used (formatSpecifier "s" is not supported)"#),
        (#"{"sourceLanguage": "en"}"#, "필수 항목 strings 값이 없습니다", "required field strings is missing"),
    ])
    func brokenCatalog(json: String, korean: String, english: String) throws {
        let folder = try Self.brokenTables(#""a" = "x";"#)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/x.xcstrings"
        try Data(json.utf8).write(to: URL(fileURLWithPath: file))
        let ko = try WeatherBinary.run(["--localizations", folder, "--locale", "ko_KR"])
        #expect(ko.status == 65)
        #expect(ko.standardError == "weather: \(file): \(korean)\n")
        let en = try WeatherBinary.run(["--localizations", folder, "--locale", "en_US"])
        #expect(en.standardError == "weather: \(file): \(english)\n")
    }

    @Test("A file given as the folder of tables: why, in Korean and English")
    func tablesFolderIsAFile() throws {
        let path = FileManager.default.temporaryDirectory.path + "/weather-not-a-folder-\(UInt64.random(in: 0...UInt64.max))"
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let ko = try WeatherBinary.run(["--localizations", path, "--locale", "ko_KR"])
        #expect(ko.status == 65)
        #expect(ko.standardError == "weather: \(path) 파일을 읽을 수 없습니다 (폴더가 아님)\n")
        let en = try WeatherBinary.run(["--localizations", path, "--locale", "en_US"])
        #expect(en.standardError == "weather: Cannot read \(path): not a folder\n")
    }

    @Test("A value of the wrong kind or out of range: its JSON path, in Korean and English", arguments: [
        (#""temp": "#, #""temp": "warm","#, "main.temp 항목은 숫자여야 합니다", "main.temp should be a number"),
        (#""dt": "#, #""dt": 9223372036854775000,"#, "dt 항목의 시각이 1년~9999년 범위를 벗어났습니다", "dt is outside the years 1 to 9999"),
        (#""lon": "#, #""lon": 999,"#, "coord.lon 항목의 값을 사용할 수 없습니다", "coord.lon has a value that cannot be used"),
    ])
    func invalidValueAtPath(key: String, replacement: String, korean: String, english: String) throws {
        let original = try String(contentsOfFile: WeatherBinary.fixture("seoul-current"), encoding: .utf8)
        // The key's value up to its comma is replaced: `"temp": 272.9,` → `"temp": "warm",`.
        let start = try #require(original.range(of: key))
        let end = try #require(original[start.upperBound...].firstIndex(of: ","))
        let file = FileManager.default.temporaryDirectory.path + "/weather-invalid-\(UInt64.random(in: 0...UInt64.max)).json"
        try Data((original[..<start.lowerBound] + replacement + original[original.index(after: end)...]).utf8)
            .write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let ko = try WeatherBinary.run(["--current", file, "--locale", "ko_KR"])
        #expect(ko.status == 65)
        #expect(ko.standardError == "weather: \(file): \(korean)\n")
        let en = try WeatherBinary.run(["--current", file, "--locale", "en_US"])
        #expect(en.standardError == "weather: \(file): \(english)\n")
    }

    @Test("Right to left, a quoted value keeps its own order: each is isolated, its own bidi characters escaped")
    func isolatedValuesRightToLeft() throws {
        let hebrew = try WeatherBinary.run(["--locale", "he_IL", "--fraction-digits", "9"])
        #expect(hebrew.status == 64)
        #expect(hebrew.standardError == "weather: ערך לא תקין עבור \u{2068}--fraction-digits\u{2069}: \"\u{2068}9\u{2069}\"\n")
        // A file name that closes an isolate it never opened cannot reorder the line: its
        // stray PDI is escaped, and the name stays inside the isolate the message gives it.
        let arabic = try WeatherBinary.run(["--locale", "ar_EG", "--current", "/no/such\u{2069}dir/now.json"])
        #expect(arabic.status == 66)
        #expect(arabic.standardError.contains("\u{2068}/no/such\\u{2069}dir/now.json\u{2069}"), "\(arabic.standardError)")
        // Left to right, nothing is added.
        let english = try WeatherBinary.run(["--locale", "en_US", "--fraction-digits", "9"])
        #expect(!english.standardError.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
    }

    @Test("A server failure: its HTTP status in a sentence of the user's language", arguments: [
        ("ko_KR", "weather: OpenWeather 서버에 오류가 발생했습니다(HTTP 502). 잠시 후 다시 시도하세요\n"),
        ("en_US", "weather: OpenWeather's server failed (HTTP 502); try again later\n"),
    ])
    func serverStatus(locale: String, expected: String) async throws {
        let home = try await LiveHome { request in
            request.path == "/data/2.5/weather" ? TestResponse.json("{}", status: 502) : OpenWeatherReplay.respond(request)
        }
        let result = try await home.run(["--city", "Seoul", "--locale", locale])
        await home.finish()
        #expect(result.status == 69)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }

    @Test("Usage errors ArgumentParser refuses are found from the line, and worded in Korean and English", arguments: [
        (["--width", "wide"], "--width 옵션에 사용할 수 없는 값입니다: wide", "Invalid value for --width: 'wide'"),
        (["--lat", "north", "--lon", "0"], "--lat 옵션에 사용할 수 없는 값입니다: north", "Invalid value for --lat: 'north'"),
        (["--unit", "rankine"], "--unit 옵션에 사용할 수 없는 값입니다: rankine (사용 가능: auto, celsius, fahrenheit, kelvin)",
         "Invalid value for --unit: 'rankine' (use one of: auto, celsius, fahrenheit, kelvin)"),
        (["--chart=yes"], "--chart 옵션은 값을 받지 않습니다 (입력한 값: yes)", "--chart takes no value, but 'yes' was given"),
        (["--hours"], "--hours 옵션에 값이 없습니다", "--hours needs a value"),
        (["one", "two"], "예상하지 못한 인수입니다: one, two", "Unexpected argument 'one, two'"),
        (["format", "date", "1"], "--skeleton 옵션이 필요합니다", "--skeleton is required"),
        (["strings", "import", "--output", "out"], "필요한 인수가 없습니다: <catalog>", "Missing argument <catalog>"),
        (["format", "temperature", "--width", "wide", "1"], "--width 옵션에 사용할 수 없는 값입니다: wide (사용 가능: short, narrow, full)",
         "Invalid value for --width: 'wide' (use one of: short, narrow, full)"),
        (["format", "date", "--skeleton"], "--skeleton 옵션에 값이 없습니다", "--skeleton needs a value"),
    ])
    func usageErrors(arguments: [String], korean: String, english: String) throws {
        for (language, expected) in [("ko_KR.UTF-8", korean), ("en_US.UTF-8", english)] {
            let result = try WeatherBinary.run(arguments, environment: ["LANG": language])
            #expect(result.status == 64)
            #expect(result.standardOutput == "")
            #expect(result.standardError == "weather: \(expected)\n")
        }
    }

    @Test("The check names the problem from the declarations, as values")
    func usageCheckValues() throws {
        let check = try #require(UsageCheck(root: WeatherCommand.self))
        #expect(check.problem(in: ["show", "--colour", "x"]) == .unknownOption("--colour", suggestion: "--color"))
        #expect(check.problem(in: ["show", "--xyzzy-plugh"]) == .unknownOption("--xyzzy-plugh", suggestion: nil))
        #expect(check.problem(in: ["show", "--format", "xml"])
            == .invalidValue(value: "xml", option: "--format", choices: ["text", "json", "markdown", "line", "waybar", "i3blocks"]))
        #expect(check.problem(in: ["show", "--watch", "often"]) == .invalidValue(value: "often", option: "--watch", choices: []))
        #expect(check.problem(in: ["show", "--lat", "-33.9", "--lon", "151.2"]) == nil)
        #expect(UsageCheck.editDistance("--bogus", "--hours") == 3)
    }
}
