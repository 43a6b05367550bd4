import FoundationEssentials
@testable import OpenWeatherAPI
import Testing
@testable import WeatherNetwork

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
            """, path: "c.toml")
        #expect(file == ConfigurationFile(
            apiKey: "abc123", city: "서울", latitude: 37.57, longitude: 127, locale: "ko_KR", baseURL: "http://127.0.0.1:9"))
    }

    @Test("Mistakes are errors naming the key, line and column", arguments: [
        ("api-key = \"x\"", "unknown key 'api-key' (known: api_key, city, zip, lat, lon, locale, base_url, serve)"),
        ("city = 5", "'city' must be a string"),
        ("lat = \"37\"\nlon = 1", "'lat' must be a number"),
        ("lat = 37", "'lat' and 'lon' go together"),
        // The ranges of --lat and --lon; nan, inf and 1e300 are outside them and must not trap later.
        ("lat = 91\nlon = 0", "'lat' must be between -90 and 90"),
        ("lat = nan\nlon = 0", "'lat' must be between -90 and 90"),
        ("lat = inf\nlon = 0", "'lat' must be between -90 and 90"),
        ("lat = -inf\nlon = 0", "'lat' must be between -90 and 90"),
        ("lat = 1e300\nlon = 0", "'lat' must be between -90 and 90"),
        ("lat = 0\nlon = 180.5", "'lon' must be between -180 and 180"),
        ("lat = 0\nlon = nan", "'lon' must be between -180 and 180"),
        ("lat = 0\nlon = -9223372036854775808", "'lon' must be between -180 and 180"),
        // toml++ aborted the process on this (found by FuzzConfiguration); refused before it parses.
        ("a = 1 é", "line 1, column 7: only quoted strings and comments may hold non-ASCII characters"),
        ("city = \"서울\" # 서울\n  [é]", "line 2, column 3: the only table is [serve] (known keys: api_key, city, zip, lat, lon, locale, base_url, serve)"),
        ("[serve", "line 1, column 1: the only table is [serve] (known keys: api_key, city, zip, lat, lon, locale, base_url, serve)"),
        ("[serve] x = 1", "line 1, column 1: the only table is [serve] (known keys: api_key, city, zip, lat, lon, locale, base_url, serve)"),
        ("[", "line 1, column 1: the only table is [serve] (known keys: api_key, city, zip, lat, lon, locale, base_url, serve)"),
        ("[ = 1", "line 1, column 1: the only table is [serve] (known keys: api_key, city, zip, lat, lon, locale, base_url, serve)"),
        ("city = \"\"\"a\\\"\"\" é\"\"\"\né = 1", "line 2, column 1: only quoted strings and comments may hold non-ASCII characters"),
    ])
    func mistakes(text: String, detail: String) {
        #expect(throws: ConfigurationFileError(path: "c.toml", detail: detail)) { try ConfigurationFile.parse(text, path: "c.toml") }
    }

    @Test("The [serve] table is read and checked like the rest")
    func serveTable() throws {
        let file = try ConfigurationFile.parse("city = \"서울\"\n[serve]\nhost = \"0.0.0.0\"\nport = 8081\nupstream_per_minute = 0\n", path: "c.toml")
        #expect(file.serve == ServeTable(host: "0.0.0.0", port: 8081, upstreamPerMinute: 0))
        #expect(throws: ConfigurationFileError(path: "c.toml", detail: "'serve.port' must be a whole number from 1 to 65535")) {
            try ConfigurationFile.parse("[serve]\nport = 70000\n", path: "c.toml")
        }
        #expect(throws: ConfigurationFileError(path: "c.toml", detail: "unknown key 'serve.hosts' (known: host, port, upstream_per_minute)")) {
            try ConfigurationFile.parse("[serve]\nhosts = \"x\"\n", path: "c.toml")
        }
        #expect(throws: ConfigurationFileError(path: "c.toml", detail: "'serve' must be a table")) {
            try ConfigurationFile.parse("serve = 1\n", path: "c.toml")
        }
    }

    @Test("A syntax error gives its line and column")
    func syntax() {
        do {
            _ = try ConfigurationFile.parse("city = \"Seoul\"\nlocale = ", path: "c.toml")
            Issue.record("no error")
        } catch {
            #expect(error.detail.hasPrefix("line 2, column "))
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
