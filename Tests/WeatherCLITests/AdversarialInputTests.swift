import Foundation
import Testing
import WeatherTestSupport

/// Inputs an attacker with a crafted option, translation file or response would try: each
/// gets one line on stderr and a documented exit code, never a crash, a hang or silence.
@Suite("Crafted input gets a clear error and a sysexits code, never a crash")
struct AdversarialInputTests {
    static let longLocale = "en_" + String(repeating: "A", count: 153)

    @Test("Locale ids ICU would overflow on, or open as internal bundles, are unknown locales (64)", arguments: [
        ["show", "--locale", longLocale],
        ["format", "temperature", "--locale", longLocale, "280"],
        ["show", "--locale", "metadata"],
        ["show", "--locale", "zoneinfo64"],
        ["format", "date", "--locale", "icuver", "--skeleton", "jm", "0"],
    ])
    func badLocales(arguments: [String]) throws {
        let result = try WeatherBinary.run(arguments)
        let locale = arguments[arguments.firstIndex(of: "--locale")! + 1]
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: Unknown locale '\(locale)'\n")
    }

    @Test("--time-zone of Int64.min is a usage error, not a trap (64)", arguments: [
        ["show", "--time-zone=-9223372036854775808"],
        ["format", "date", "--skeleton", "jm", "--time-zone=-9223372036854775808", "0"],
    ])
    func int64MinTimeZone(arguments: [String]) throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: Unknown time zone '-9223372036854775808'\n")
    }

    @Test("--now must be a real date within years 1 to 9999 (64)", arguments: [
        "2026-02-31T00:00Z", "2025-02-29T12:00+09:00", "2026-04-31T00:00Z", "9223372036854775807", "0000-01-01T00:00Z",
    ])
    func impossibleNow(value: String) throws {
        let result = try WeatherBinary.run(["show", "--now", value])
        #expect(result.status == 64)
        #expect(result.standardError == "weather: Invalid value for --now: '\(value)'\n")
    }

    @Test("A leap day is a real date")
    func leapDay() throws {
        let result = try WeatherBinary.run(["show", "--now", "2028-02-29T12:00+09:00", "--format", "json"])
        #expect(result.status == 0)
    }

    @Test("Files saved with a UTF-8 byte-order mark show as without one, from files and from standard input")
    func byteOrderMark() throws {
        let current = try Data(contentsOf: URL(fileURLWithPath: WeatherBinary.fixture("seoul-current")))
        let forecast = try Data(contentsOf: URL(fileURLWithPath: WeatherBinary.fixture("seoul-forecast")))
        let arguments = ["show", "--locale", "ko_KR", "--now", "2026-12-01T09:00+09:00"]
        let plain = try WeatherBinary.run(arguments + ["--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast")])
        #expect(plain.status == 0)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bom = Data([0xEF, 0xBB, 0xBF])
        try (bom + current).write(to: directory.appendingPathComponent("current.json"))
        try (bom + forecast).write(to: directory.appendingPathComponent("forecast.json"))
        let files = try WeatherBinary.run(arguments + [
            "--current", directory.appendingPathComponent("current.json").path,
            "--forecast", directory.appendingPathComponent("forecast.json").path,
        ])
        #expect(files.status == 0)
        #expect(files.standardError == "")
        #expect(files.standardOutput == plain.standardOutput)
        let standardInput = try WeatherBinary.run(
            arguments + ["--current", directory.appendingPathComponent("current.json").path, "--forecast", "-"],
            standardInput: bom + forecast)
        #expect(standardInput.status == 0)
        #expect(standardInput.standardError == "")
        #expect(standardInput.standardOutput == plain.standardOutput)
    }

    @Test("A forecast dt near Int64.max with an offset is a data error naming its path (65)")
    func forecastTimeNearInt64Max() throws {
        var json = try String(contentsOfFile: WeatherBinary.fixture("seoul-forecast"), encoding: .utf8)
        let first = try #require(json.range(of: "\"dt\": 1796277600"))
        json.replaceSubrange(first, with: "\"dt\": 9223372036854775000")
        let result = try WeatherBinary.run(["show", "--forecast", "-"], standardInput: Data(json.utf8))
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: standard input: list[0].dt is outside the years 1 to 9999\n")
    }

    @Test("timezone of Int64.min in a response is a data error, not a trap (65)")
    func int64MinOffsetInData() throws {
        var json = try String(contentsOfFile: WeatherBinary.fixture("seoul-current"), encoding: .utf8)
        let zone = try #require(json.range(of: "\"timezone\": 32400"))
        json.replaceSubrange(zone, with: "\"timezone\": -9223372036854775808")
        let result = try WeatherBinary.run(["show", "--current", "-"], standardInput: Data(json.utf8))
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: standard input: timezone has a value that cannot be used\n")
    }
}

@Suite("Crafted --localizations folders are refused or bounded")
struct AdversarialLocalizationsTests {
    /// A temporary `<lang>.lproj/Localizable.stringsdict` holding `bytes`.
    private func folder(_ language: String, stringsdict bytes: [UInt8]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("adversarial-\(UUID().uuidString)")
        let lproj = root.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(bytes).write(to: lproj.appendingPathComponent("Localizable.stringsdict"))
        return root.path
    }

    @Test("A binary plist whose dictionary contains itself is a data error (65), not a stack overflow")
    func selfContainingBinaryPlist() throws {
        // bplist00, {"a": <itself>}, offsets 8 and 11, trailer (1-byte offsets and references).
        let bytes: [UInt8] = Array("bplist00".utf8) + [0xD1, 0x01, 0x00, 0x51, 0x61, 0x08, 0x0B]
            + [0, 0, 0, 0, 0, 0, 1, 1] + [0, 0, 0, 0, 0, 0, 0, 2] + [0, 0, 0, 0, 0, 0, 0, 0] + [0, 0, 0, 0, 0, 0, 0, 13]
        let dir = try folder("ko", stringsdict: bytes)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try WeatherBinary.run(["show", "--locale", "ko_KR", "--localizations", dir])
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasSuffix("ko.lproj/Localizable.stringsdict: $ 항목의 값을 사용할 수 없습니다 (같은 딕셔너리를 두 번 참조합니다 (순환 참조 또는 공유 참조))\n"))
    }

    @Test("XML nested 10,000 levels is a data error (65), not a crash in the XML scanner")
    func deepXML() throws {
        let text = "<plist>" + String(repeating: "<dict><key>a</key>", count: 10_000) + "<string/>"
            + String(repeating: "</dict>", count: 10_000) + "</plist>"
        let dir = try folder("en", stringsdict: Array(text.utf8))
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try WeatherBinary.run(["show", "--locale", "en_US", "--localizations", dir])
        #expect(result.status == 65)
        #expect(result.standardError.hasSuffix("en.lproj/Localizable.stringsdict: $ has a value that cannot be used (containers nest more than 8 deep)\n"))
    }
}

@Suite("Failures that used to say nothing now say what happened")
struct NothingSilentTests {
    /// A temporary folder with `ko.lproj/Localizable.strings` holding `strings`.
    private func overrideFolder(_ strings: String) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("override-\(UUID().uuidString)")
        let lproj = root.appendingPathComponent("ko.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data(strings.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        return root.path
    }

    @Test("A translation whose specifiers do not fit is reported on stderr, and English is shown")
    func mismatchedTranslationIsReported() throws {
        let dir = try overrideFolder("\"wind.summary\" = \"%1$d풍 %2$@\";\n")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try WeatherBinary.run(["show", "--locale", "ko_KR", "--now", "2026-12-03T15:00+09:00", "--localizations", dir])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("북서 "))
        #expect(!result.standardOutput.contains("%1$d"))
        #expect(result.standardError.contains(
            "weather: \(dir): \"wind.summary\"의 ko 번역이 값과 맞지 않아 대체 문구를 표시합니다 (%1$d(으)로 인수 1(\"북서\")을(를) 표시할 수 없습니다)\n"))
    }

    @Test("An endless device as input stops at the 32 MB limit (66), in the user's language", arguments: [
        ("en_US", "weather: /dev/zero is larger than 32 MB; it was not read\n"),
        ("ko_KR", "weather: /dev/zero: 크기가 32MB보다 커서 읽지 않았습니다\n"),
        ("fr_FR", "weather: /dev/zero dépasse 32\u{202F}Mo\u{A0}; rien n’a été lu\n"),
    ])
    func endlessInput(locale: String, expected: String) throws {
        let result = try WeatherBinary.run(["--current", "/dev/zero", "--locale", locale])
        #expect(result.status == 66)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }

    @Test("A file over the limit is refused by its size, before it is read (66)")
    func oversizedFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID().uuidString).json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 32 * 1024 * 1024 + 1)  // sparse: no disk used
        try handle.close()
        let result = try WeatherBinary.run(["--forecast", path, "--locale", "en_US"])
        #expect(result.status == 66)
        #expect(result.standardError == "weather: \(path) is larger than 32 MB; it was not read\n")
    }

    @Test("A pipe is read as a stream, like standard input")
    func pipeInput() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { try? FileManager.default.removeItem(atPath: fifo) }
        let fixture = WeatherBinary.fixture("malformed")
        let writer = Thread {
            if let handle = FileHandle(forWritingAtPath: fifo) {
                handle.write(FileManager.default.contents(atPath: fixture) ?? Data())
                try? handle.close()
            }
        }
        writer.start()
        let result = try WeatherBinary.run(["--current", fifo, "--locale", "en_US"])
        #expect(result.status == 65)
        #expect(result.standardError == "weather: \(fifo), line 17, column 19: not valid JSON\n")
    }

    @Test("Lint checks an override folder without en.lproj against the built-in English")
    func lintOverrideAgainstBuiltInEnglish() throws {
        let dir = try overrideFolder("\"wind.summary\" = \"%1$d풍 %2$@\";\n")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try WeatherBinary.run(["strings", "lint", "--localizations", dir, "--locale", "en_US"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "ko: \"wind.summary\" has specifiers %1$d %2$@ but en has %1$@ %2$@\nen, ko: 1 problem\n")
    }

    @Test("Lint of a folder that does not exist is exit 66 with one line")
    func lintMissingFolder() throws {
        let result = try WeatherBinary.run(["strings", "lint", "--localizations", "/nonexistent/folder", "--locale", "en_US"])
        #expect(result.status == 66)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: /nonexistent/folder: no such file\n")
    }

    @Test("show --localizations with a missing folder is exit 66 too")
    func showMissingFolder() throws {
        let result = try WeatherBinary.run(["show", "--locale", "en_US", "--localizations", "/nonexistent/folder"])
        #expect(result.status == 66)
        #expect(result.standardError == "weather: /nonexistent/folder: no such file\n")
    }

    @Test("A key with a newline and an escape sequence stays on one lint line, escaped")
    func controlCharactersEscaped() throws {
        let dir = try overrideFolder("\"bad\\nkey\\u001B[31m\" = \"x\";\n")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try WeatherBinary.run(["strings", "lint", "--localizations", dir, "--locale", "en_US"])
        #expect(result.status == 1)
        #expect(result.standardOutput == "ko: \"bad\\nkey\\u{1B}[31m\" is not in en\nen, ko: 1 problem\n")
    }

    @Test("An option value with control characters is escaped in the error")
    func controlCharactersInOptionValue() throws {
        let result = try WeatherBinary.run(["format", "date", "--locale", "en_US", "--skeleton", "jm", "--time-zone", "Mars\n\u{1B}[2J", "0"])
        #expect(result.status == 64)
        #expect(result.standardError == "weather: Unknown time zone 'Mars\\n\\u{1B}[2J'\n")
    }

    @Test("A country code ICU has no name for is shown as given, and the diagnostic channel says so")
    func unknownRegionSaid() throws {
        let current = #"{"coord":{"lon":0,"lat":10},"weather":[{"id":800,"main":"Clear","description":"","icon":"01d"}],"base":"stations","main":{"temp":290,"feels_like":290,"temp_min":290,"temp_max":290,"pressure":1013,"humidity":50},"wind":{"speed":1,"deg":90},"clouds":{"all":0},"dt":1796277000,"sys":{"country":"ZZ","sunrise":1796255000,"sunset":1796297000},"timezone":0,"id":1,"name":"Nowhere","cod":200}"#
        let result = try WeatherBinary.run(
            ["show", "--locale", "en_US", "--current", "-", "--format", "line"], environment: ["WEATHER_LOG": "warning"], standardInput: Data(current.utf8))
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Nowhere, ZZ: "))
        #expect(result.standardError == "weather: warning: A region is shown by its code: ICU has no name for it [code: ZZ]\n")
    }

    @Test("--verbose and WEATHER_LOG show the libraries' warnings; by default they are quiet", arguments: [
        (["--verbose"], [String: String](), true), ([], ["WEATHER_LOG": "warning"], true), ([], [:], false),
    ])
    func verboseShowsWarnings(flags: [String], environment: [String: String], shown: Bool) throws {
        let dir = try overrideFolder("\"wind.summary\" = \"%1$d풍 %2$@\";\n")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let result = try WeatherBinary.run(
            ["show", "--locale", "ko_KR", "--now", "2026-12-03T15:00+09:00", "--localizations", dir] + flags, environment: environment)
        #expect(result.status == 0)
        let warning = "weather: warning: translation does not fit its arguments; a fallback is shown: %1$d cannot show argument 1 (\"북서\") [key: wind.summary, language: ko]\n"
        #expect(result.standardError.contains(warning) == shown)
    }
}
