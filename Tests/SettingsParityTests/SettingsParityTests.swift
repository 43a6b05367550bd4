#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import FoundationEssentials
import OpenWeatherAPI
import Testing
@testable import weather
@testable import weather_server
import WeatherNetwork
import WeatherService
@testable import WeatherSettings

/// A home folder for one case: its configuration file and a key file, removed afterwards.
private struct Home {
    let path = FileManager.default.temporaryDirectory.path + "/weather-parity-\(UInt64.random(in: 0...UInt64.max))"

    init(config: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/.config/weather", withIntermediateDirectories: true)
        try Data(config.utf8).write(to: URL(fileURLWithPath: path + "/.config/weather/config.toml"))
    }

    func write(_ name: String, _ text: String) throws -> String {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        return path + "/" + name
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// What one executable resolved, with the key only as whether it is present and where it came
/// from (the key itself is compared, never printed).
private struct Resolved: Equatable, CustomStringConvertible {
    var keySource: SettingSource?
    var baseURL: BaseURL
    var defaultPlace: PlaceQuery?
    var serve: ServeOptions
    var key: String?

    static func == (left: Resolved, right: Resolved) -> Bool {
        left.keySource == right.keySource && left.baseURL == right.baseURL && left.defaultPlace == right.defaultPlace
            && left.serve == right.serve && left.key == right.key
    }

    var description: String {
        "key \(key == nil ? "absent" : "present") from \(keySource.map(String.init(describing:)) ?? "nowhere"), "
            + "base \(baseURL.text), place \(defaultPlace.map(String.init(describing:)) ?? "none"), serve \(serve)"
    }
}

@Suite("weather and weather serve resolve the same settings from the same environment and files")
struct SettingsParityTests {
    /// `weather`'s resolution: its live session with no place option.
    private func command(_ environment: [String: String]) throws -> Resolved {
        let session = try LiveSession(options: LiveOptions.parse([]), environment: environment)
        let client = try session.clientConfiguration()
        return Resolved(
            keySource: session.settings.apiKey?.source, baseURL: client.baseURL, defaultPlace: session.query,
            serve: session.settings.serve, key: client.apiKey)
    }

    /// `weather serve`'s resolution: its set-up, as `main` makes it.
    private func server(_ arguments: [String] = [], _ environment: [String: String]) throws -> Resolved {
        let setup = try ServerSetup(command: ServeCommand.parse(arguments), environment: environment)
        return Resolved(
            keySource: setup.settings.apiKey?.source, baseURL: setup.client.baseURL, defaultPlace: setup.site.defaultPlace,
            serve: ServeOptions(host: setup.host, port: setup.port, upstreamPerMinute: setup.settings.serve.upstreamPerMinute),
            key: setup.client.apiKey)
    }

    @Test("Same environment, same file: the same key source, base URL, default place and serve options", arguments: [
        // An empty OPENWEATHER_API_KEY falls back to the file (it made `weather serve` exit 78).
        (["OPENWEATHER_API_KEY": ""], "api_key = \"file-key\"\ncity = \"서울\"\n[serve]\nport = 9090\n"),
        (["OPENWEATHER_API_KEY": "  "], "api_key = \"file-key\"\nzip = \"10001,US\"\n"),
        // The environment over the file.
        (["OPENWEATHER_API_KEY": "environment-key"], "api_key = \"file-key\"\nlat = 37.57\nlon = 126.98\n"),
        // Base URL: the variable over the file, the file's when the variable is empty.
        (["OPENWEATHER_API_KEY": "k", "OPENWEATHER_BASE_URL": "http://127.0.0.1:9"], "base_url = \"http://file.example\"\n"),
        (["OPENWEATHER_API_KEY": "k", "OPENWEATHER_BASE_URL": ""], "base_url = \"http://file.example:8081\"\n[serve]\nhost = \"::1\"\nupstream_per_minute = 0\n"),
    ])
    func sameSettings(environment: [String: String], config: String) throws {
        let home = try Home(config: config)
        defer { home.remove() }
        let environment = environment.merging(["HOME": home.path]) { $1 }
        let fromCommand = try command(environment)
        let fromServer = try server([], environment)
        #expect(fromCommand.key != nil)
        #expect(fromCommand == fromServer, "weather: \(fromCommand); weather serve: \(fromServer)")
    }

    @Test("The expected values, not only equal ones: the file's key, place and [serve] port")
    func expectedValues() throws {
        let home = try Home(config: "api_key = \"file-key\"\ncity = \"서울\"\n[serve]\nport = 9090\n")
        defer { home.remove() }
        let resolved = try server([], ["HOME": home.path, "OPENWEATHER_API_KEY": ""])
        #expect(resolved.keySource == .configurationFile(path: home.path + "/.config/weather/config.toml", key: "api_key"))
        #expect(resolved.defaultPlace == .name("서울"))
        #expect(resolved.serve == ServeOptions(host: "127.0.0.1", port: 9090, upstreamPerMinute: 60))
        #expect(resolved.baseURL == .openWeather)
    }

    @Test("--api-key-file wins over the environment and the file")
    func keyFile() throws {
        let home = try Home(config: "api_key = \"file-key\"\n")
        defer { home.remove() }
        let keyFile = try home.write("key", "key-file-key\n")
        let resolved = try server(["--api-key-file", keyFile], ["HOME": home.path, "OPENWEATHER_API_KEY": "environment-key"])
        #expect(resolved.keySource == .keyFile(path: keyFile))
        let isKeyFiles = resolved.key == "key-file-key"
        #expect(isKeyFiles)
    }

    @Test("A bad base URL is a usage error (64) in both, naming where it came from")
    func badBaseURL() throws {
        let home = try Home(config: "api_key = \"k\"\nbase_url = \"ftp://x\"\n")
        defer { home.remove() }
        let environment = ["HOME": home.path]
        let configFile = home.path + "/.config/weather/config.toml"
        do {
            _ = try command(environment)
            Issue.record("weather took ftp://x")
        } catch let failure as CommandFailure {
            #expect(failure.kind == .usage)
            guard case .invalidOption(let value, let option) = failure.message else { Issue.record("\(failure.message)"); return }
            #expect(value == "ftp://x" && option == "base_url (\(configFile))")
        }
        #expect(throws: ServerSetup.Failure(message: "base_url in \(configFile): not a valid base URL: ftp://x", exitCode: 64)) {
            try server([], environment)
        }
    }

    @Test("--api-key-file /dev/zero or a FIFO with no writer: exit 66 at once", .timeLimit(.minutes(1)))
    func streamsRefused() throws {
        let home = try Home(config: "")
        defer { home.remove() }
        let fifo = home.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        for path in ["/dev/zero", fifo] {
            #expect(throws: ServerSetup.Failure(message: "--api-key-file \(path): cannot be read (not a regular file)", exitCode: 66)) {
                try server(["--api-key-file", path], ["HOME": home.path, "OPENWEATHER_API_KEY": "k"])
            }
        }
    }
}
