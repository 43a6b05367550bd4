#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import OpenWeatherAPI
import Testing
import WeatherCore
@testable import WeatherSettings

/// A home folder with a configuration file, removed afterwards.
private struct Home {
    let path = FileManager.default.temporaryDirectory.path + "/weather-settings-\(UInt64.random(in: 0...UInt64.max))"
    var configFile: String { path + "/.config/weather/config.toml" }

    init(config: String?) throws {
        try FileManager.default.createDirectory(atPath: path + "/.config/weather", withIntermediateDirectories: true)
        if let config { try Data(config.utf8).write(to: URL(fileURLWithPath: configFile)) }
    }

    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        return path + "/" + name
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

@Suite("Settings resolved once: command line, environment, configuration file")
struct ResolvedSettingsTests {
    @Test("An empty or blank OPENWEATHER_API_KEY is not set: the file's key is used")
    func emptyKeyVariable() throws {
        let home = try Home(config: "api_key = \"from-file\"\n")
        defer { home.remove() }
        for value in ["", "  "] {
            let settings = try ResolvedSettings(request: SettingsRequest(), environment: ["HOME": home.path, "OPENWEATHER_API_KEY": value])
            #expect(settings.apiKey?.source == .configurationFile(path: home.configFile, key: "api_key"))
            #expect(settings.apiKey?.value == "from-file")
        }
    }

    @Test("The key file wins over the environment, which wins over the file")
    func keyPrecedence() throws {
        let home = try Home(config: "api_key = \"from-file\"\n")
        defer { home.remove() }
        let keyFile = try home.write("key", " from-key-file\n")
        let environment = ["HOME": home.path, "OPENWEATHER_API_KEY": "from-environment"]
        let withFile = try ResolvedSettings(request: SettingsRequest(apiKeyFile: keyFile), environment: environment)
        #expect(withFile.apiKey == APIKey(value: "from-key-file", source: .keyFile(path: keyFile)))
        let without = try ResolvedSettings(request: SettingsRequest(), environment: environment)
        #expect(without.apiKey == APIKey(value: "from-environment", source: .environment("OPENWEATHER_API_KEY")))
        // The key file, when named, is the only source: an empty one is no key.
        let empty = try home.write("empty", "\n")
        #expect(try ResolvedSettings(request: SettingsRequest(apiKeyFile: empty), environment: environment).apiKey == nil)
    }

    @Test("A key's description names its source, never the key")
    func keyDescription() {
        let key = APIKey(value: "0123456789abcdef", source: .environment("OPENWEATHER_API_KEY"))
        #expect(key.description == "API key from OPENWEATHER_API_KEY")
    }

    @Test("Base URL: the option, else the variable unless empty, else base_url; checked with its source")
    func baseURL() throws {
        let home = try Home(config: "base_url = \"http://file.example\"\ncity = \"서울\"\nlocale = \"ko_KR\"\n")
        defer { home.remove() }
        let option = Sourced(value: "http://option.example", source: .option("--base-url"))
        var environment = ["HOME": home.path, "OPENWEATHER_BASE_URL": "http://environment.example"]
        #expect(try ResolvedSettings(request: SettingsRequest(baseURL: option), environment: environment).baseURL()?.host == "option.example")
        #expect(try ResolvedSettings(request: SettingsRequest(), environment: environment).baseURL()?.host == "environment.example")
        environment["OPENWEATHER_BASE_URL"] = ""
        let fromFile = try ResolvedSettings(request: SettingsRequest(), environment: environment)
        #expect(try fromFile.baseURL()?.host == "file.example")
        #expect(fromFile.defaultPlace == .name("서울"))
        #expect(fromFile.locale == "ko_KR")
        environment["OPENWEATHER_BASE_URL"] = "ftp://x"
        #expect(throws: SettingsError.invalidBaseURL(Sourced(value: "ftp://x", source: .environment("OPENWEATHER_BASE_URL")))) {
            try ResolvedSettings(request: SettingsRequest(), environment: environment).baseURL()
        }
    }

    @Test("Serve options: the option, else the [serve] table, else the default")
    func serve() throws {
        let home = try Home(config: "[serve]\nport = 9090\nupstream_per_minute = 0\n")
        defer { home.remove() }
        let settings = try ResolvedSettings(request: SettingsRequest(host: "::1"), environment: ["HOME": home.path])
        #expect(settings.serve == ServeOptions(host: "::1", port: 9090, upstreamPerMinute: 0))
        let defaults = try ResolvedSettings(request: SettingsRequest(), environment: ["HOME": home.path + "/nowhere"])
        #expect(defaults.serve == ServeOptions(host: "127.0.0.1", port: 8080, upstreamPerMinute: 60))
        #expect(defaults.file == nil && defaults.apiKey == nil && defaults.defaultPlace == nil)
    }

    @Test("The service's budget defaults to its feed's free limits: Open-Meteo 600 a minute and 10,000 a day, One Call 1,000 a day")
    func budgetPerFeed() throws {
        func serve(_ config: String) throws -> ServeOptions {
            let home = try Home(config: config)
            defer { home.remove() }
            return try ResolvedSettings(request: SettingsRequest(), environment: ["HOME": home.path]).serve
        }
        #expect(try serve("[serve]\nsource = \"open-meteo\"\n") == ServeOptions(host: "127.0.0.1", port: 8080, upstreamPerMinute: 600, upstreamPerDay: 10_000))
        #expect(try serve("source = \"onecall\"\n").upstreamPerDay == 1_000)
        #expect(try serve("[serve]\nsource = \"open-meteo\"\nupstream_per_minute = 100\nupstream_per_day = 0\n")
            == ServeOptions(host: "127.0.0.1", port: 8080, upstreamPerMinute: 100, upstreamPerDay: 0))
        #expect(try serve("[serve]\nport = 9000\n").upstreamPerDay == 0)
    }

    @Test("A broken configuration file is an error with its path, key and line")
    func brokenFile() throws {
        let home = try Home(config: "lat = 91\nlon = 0\n")
        defer { home.remove() }
        let problem = ConfigurationFileError.Problem.key("lat", line: 1, .outOfRange(low: "-90", high: "90"))
        #expect(throws: SettingsError.configurationFile(ConfigurationFileError(path: home.configFile, problem: problem))) {
            try ResolvedSettings(request: SettingsRequest(), environment: ["HOME": home.path])
        }
    }

    @Test("A key file that is a stream, too large or missing is refused at once", .timeLimit(.minutes(1)))
    func keyFileRefused() throws {
        let home = try Home(config: nil)
        defer { home.remove() }
        let fifo = home.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let large = try home.write("large", String(repeating: "k", count: APIKeyFile.maximumBytes + 1))
        let cases: [(String, SettingsError.KeyFileProblem)] = [
            ("/dev/zero", .file(.notRegularFile)),
            (fifo, .file(.notRegularFile)),
            (large, .file(.tooLarge(limit: APIKeyFile.maximumBytes))),
            (home.path + "/none", .file(.missing)),
            (home.path, .file(.isDirectory)),
        ]
        for (path, reason) in cases {
            #expect(throws: SettingsError.keyFileUnreadable(path: path, reason: reason)) {
                try ResolvedSettings(request: SettingsRequest(apiKeyFile: path), environment: ["HOME": home.path])
            }
        }
    }
}
