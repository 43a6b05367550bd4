import WeatherCore
import FoundationEssentials
@testable import OpenWeatherAPI
import Testing
@testable import WeatherSettings

@Suite("The configuration file: TOML, every key optional, mistakes named")
struct ConfigurationFileTests {
    @Test("Every documented key is read")
    func allKeys() throws {
        let file = try ConfigurationFile.parse("""
            # my weather
            api_key = "abc123"
            city = "서울"
            lat = 37.57
            lon = 127
            locale = "ko_KR"
            base_url = "http://127.0.0.1:9"
            chart = true
            air_quality = false
            aqi_scale = "us"
            """, path: "c.toml")
        var expected = ConfigurationFile(
            apiKey: "abc123", city: "서울", latitude: 37.57, longitude: 127, locale: "ko_KR", baseURL: "http://127.0.0.1:9", chart: true)
        expected.airQuality = false
        expected.aqiScale = .us
        #expect(file == expected)
    }

    @Test("Mistakes are errors naming the key and its line, or the line and column", arguments: [
        ("api-key = \"x\"", "line 1: unknown key 'api-key' (known: api_key, city, zip, lat, lon, locale, base_url, chart, lunar, air_quality, aqi_scale, source, serve)"),
        ("# mine\ncity = 5", "line 2: 'city' must be a string"),
        ("chart = \"yes\"", "line 1: 'chart' must be true or false"),
        ("air_quality = \"no\"", "line 1: 'air_quality' must be true or false"),
        ("aqi_scale = \"jp\"", "line 1: 'aqi_scale' must be one of kr, us, eu, cn, in, gb, ca"),
        ("lat = \"37\"\nlon = 1", "line 1: 'lat' must be a number"),
        ("lat = 37", "line 1: 'lat' and 'lon' go together"),
        ("city = \"x\"\nlon = 37", "line 2: 'lat' and 'lon' go together"),
        // The ranges of --lat and --lon; nan, inf and 1e300 are outside them and must not trap later.
        ("lat = 91\nlon = 0", "line 1: 'lat' must be between -90 and 90"),
        ("lat = nan\nlon = 0", "line 1: 'lat' must be between -90 and 90"),
        ("lat = inf\nlon = 0", "line 1: 'lat' must be between -90 and 90"),
        ("lat = -inf\nlon = 0", "line 1: 'lat' must be between -90 and 90"),
        ("lat = 1e300\nlon = 0", "line 1: 'lat' must be between -90 and 90"),
        ("lat = 0\nlon = 180.5", "line 2: 'lon' must be between -180 and 180"),
        ("lat = 0\nlon = nan", "line 2: 'lon' must be between -180 and 180"),
        ("lat = 0\nlon = -9223372036854775808", "line 2: 'lon' must be between -180 and 180"),
        ("city = \"서울\"\n[weather]\ncity = \"x\"", "line 2: unknown key 'weather' (known: api_key, city, zip, lat, lon, locale, base_url, chart, lunar, air_quality, aqi_scale, source, serve)"),
        // Syntax errors (toml++ aborted the process on the first four; found by FuzzConfiguration).
        ("base_urd =[}\"http:f\"", "line 1, column 12: expected a value, found '}'"),
        ("[[[1]]]", "line 1, column 3: expected a key, found '['"),
        ("city = \"서울\" # 서울\n  [é]", "line 2, column 4: expected a key, found a non-ASCII character"),
        ("[ = 1", "line 1, column 3: expected a key, found '='"),
        ("a = 1 é", "line 1, column 7: expected the end of the line, found a non-ASCII character"),
        ("city = Seoul", "line 1, column 8: not a valid value: 'Seoul' (text goes in quotes)"),
        ("[serve", "line 1, column 7: expected ']' to close the table header, found the end of the file"),
        ("[serve] x = 1", "line 1, column 9: expected the end of the line, found 'x'"),
        ("city = \"a\"\ncity = \"b\"", "line 2, column 11: 'city' is defined twice"),
        ("[serve]\nport = 1\n[serve]", "line 3, column 8: the table [serve] is defined twice"),
        ("city = \"\"\"a\\\"\"\" é\"\"\"\né = 1", "line 2, column 1: expected a key, found a non-ASCII character"),
    ])
    func mistakes(text: String, detail: String) {
        let error = #expect(throws: ConfigurationFileError.self) { try ConfigurationFile.parse(text, path: "c.toml") }
        #expect(error?.path == "c.toml")
        #expect(error?.detail == detail)
    }

    @Test("A mistake is a value with its key and line (or line and column), not text", arguments: [
        ("# mine\ncity = 5", ConfigurationFileError.Problem.key("city", line: 2, .wrongType(expected: .string))),
        ("lat = 0\nlon = 180.5", .key("lon", line: 2, .outOfRange(low: "-180", high: "180"))),
        ("city = \"x\"\nlon = 37", .key("lon", line: 2, .unpaired(["lat", "lon"]))),
        ("aqi_scale = \"jp\"", .key("aqi_scale", line: 1, .notOneOf(["kr", "us", "eu", "cn", "in", "gb", "ca"]))),
        ("[serve]\nport = 70000\n", .key("serve.port", line: 2, .notWholeNumber(low: 1, high: 65535))),
        ("[serve]\n\nhosts = \"x\"", .key("serve.hosts", line: 3, .unknown(known: ["host", "port", "upstream_per_minute", "upstream_per_day", "trusted_proxies", "shutdown_timeout", "source"]))),
        ("[serve]\nhost = \"\"", .key("serve.host", line: 2, .empty)),
        ("city = Seoul", .syntax(line: 1, column: 8, .unquotedText("Seoul"))),
    ])
    func typedMistakes(text: String, problem: ConfigurationFileError.Problem) {
        #expect(throws: ConfigurationFileError(path: "c.toml", problem: problem)) { try ConfigurationFile.parse(text, path: "c.toml") }
    }

    @Test("The [serve] table is read and checked like the rest")
    func serveTable() throws {
        let file = try ConfigurationFile.parse("city = \"서울\"\n[serve]\nhost = \"0.0.0.0\"\nport = 8081\nupstream_per_minute = 0\n", path: "c.toml")
        #expect(file.serve == ServeTable(host: "0.0.0.0", port: 8081, upstreamPerMinute: 0))
        #expect(throws: ConfigurationFileError(path: "c.toml", problem: .key("serve.port", line: 2, .notWholeNumber(low: 1, high: 65535)))) {
            try ConfigurationFile.parse("[serve]\nport = 70000\n", path: "c.toml")
        }
        #expect(throws: ConfigurationFileError(path: "c.toml", problem: .key("serve.hosts", line: 2, .unknown(known: ServeTable.keys)))) {
            try ConfigurationFile.parse("[serve]\nhosts = \"x\"\n", path: "c.toml")
        }
        #expect(throws: ConfigurationFileError(path: "c.toml", problem: .key("serve", line: 1, .wrongType(expected: .table)))) {
            try ConfigurationFile.parse("serve = 1\n", path: "c.toml")
        }
    }

    @Test("A [serve] table may be written as TOML allows: dotted keys or an inline table")
    func serveSpellings() throws {
        let expected = ServeTable(host: "::1", port: 8081)
        #expect(try ConfigurationFile.parse("serve.host = \"::1\"\nserve.port = 8081\n", path: "c.toml").serve == expected)
        #expect(try ConfigurationFile.parse("serve = { host = '::1', port = 0x1F91 }\r\n", path: "c.toml").serve == expected)
        #expect(try ConfigurationFile.parse("\u{FEFF}[ \"serve\" ]\nhost = \"\"\"\n::1\"\"\"\nport = 8_081", path: "c.toml").serve == expected)
    }

    @Test("A syntax error gives its line and column")
    func syntax() {
        do {
            _ = try ConfigurationFile.parse("city = \"Seoul\"\nlocale = ", path: "c.toml")
            Issue.record("no error")
        } catch {
            guard case .syntax(let line, let column, _) = error.problem else { Issue.record("not a syntax error: \(error)"); return }
            #expect(line == 2 && column == 10)
        }
    }

    @Test("No file is no configuration; a file others can read is flagged")
    func permissions() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/weather-config-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.toml"
        #expect(try ConfigurationFile.load(path: path) == nil)
        try Data("api_key = \"k\"\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        #expect(try ConfigurationFile.load(path: path)?.readableByOthers == true)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        #expect(try ConfigurationFile.load(path: path)?.readableByOthers == false)
    }
}
