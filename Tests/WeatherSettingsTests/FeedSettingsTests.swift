import FoundationEssentials
import OpenWeatherAPI
import Testing
@testable import WeatherSettings

/// Which feed live weather comes from: `--source`, `source =`, `[serve]`'s `source`, else
/// whether a key is set; and where Open-Meteo's servers are.
@Suite("The feed, resolved once")
struct FeedSettingsTests {
    /// Settings over a configuration file holding `config` (none when `nil`).
    private func settings(
        config: String?, environment: [String: String] = [:], request: SettingsRequest = SettingsRequest()
    ) throws -> ResolvedSettings {
        let home = FileManager.default.temporaryDirectory.path + "/weather-feed-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: home + "/.config/weather", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        if let config { try Data(config.utf8).write(to: URL(fileURLWithPath: home + "/.config/weather/config.toml")) }
        return try ResolvedSettings(request: request, environment: environment.merging(["HOME": home]) { $1 })
    }

    @Test("Without a choice: OpenWeather with a key, Open-Meteo without; the service stays on OpenWeather unless its operator chooses")
    func defaults() throws {
        let keyed = try settings(config: nil, environment: ["OPENWEATHER_API_KEY": "k"])
        #expect(keyed.feed == .openWeather)
        let keyless = try settings(config: nil)
        #expect(keyless.feed == .openMeteo)
        #expect(keyless.source == nil)
        #expect(keyless.serveFeed == .openWeather)
    }

    @Test("--source over the file's source; [serve]'s source over the file's for the service", arguments: [
        ("source = \"onecall\"\n", nil, WeatherFeed.oneCall, WeatherFeed.oneCall),
        ("source = \"2.5\"\n", WeatherFeed.openMeteo, .openMeteo, .openWeather),
        ("source = \"OneCall\"\n[serve]\nsource = \"open-meteo\"\n", nil, .oneCall, .openMeteo),
    ] as [(String, WeatherFeed?, WeatherFeed, WeatherFeed)])
    func chosen(config: String, option: WeatherFeed?, feed: WeatherFeed, serveFeed: WeatherFeed) throws {
        var request = SettingsRequest()
        request.source = option
        let resolved = try settings(config: config, environment: ["OPENWEATHER_API_KEY": "k"], request: request)
        #expect(resolved.feed == feed)
        #expect(resolved.serveFeed == serveFeed)
    }

    @Test("A source no feed has is an error naming the key, its line and the choices")
    func unknownSource() throws {
        #expect(throws: ConfigurationFileError(path: "c.toml", problem: .key("source", line: 2, .notOneOf(["openweather", "onecall", "open-meteo"])))) {
            try ConfigurationFile.parse("city = \"Seoul\"\nsource = \"darksky\"\n", path: "c.toml")
        }
    }

    @Test("Open-Meteo's servers from the environment, checked; a bad one names its variable")
    func openMeteoServers() throws {
        let base = "http://127.0.0.1:9"
        let resolved = try settings(config: nil, environment: ["OPEN_METEO_BASE_URL": base, "OPEN_METEO_GEOCODING_URL": base + "/geo"])
        let servers = try resolved.openMeteoServers()
        #expect(servers[.openMeteoForecast]?.text == base)
        #expect(servers[.openMeteoGeocoding]?.text == base + "/geo")
        #expect(servers[.openMeteoAirQuality] == nil)
        let bad = try settings(config: nil, environment: ["OPEN_METEO_AIR_URL": "ftp://x"])
        #expect(throws: SettingsError.invalidBaseURL(Sourced(value: "ftp://x", source: .environment("OPEN_METEO_AIR_URL")))) {
            try bad.openMeteoServers()
        }
    }
}
