import Testing
import WeatherSettings

@Suite("Where weather keeps its files")
struct WeatherDirectoriesTests {
    @Test("XDG variables win; relative or empty ones fall back to HOME")
    func xdg() {
        let explicit = WeatherDirectories(environment: ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/cfg", "XDG_CACHE_HOME": "/var/c"])
        #expect(explicit.configFile == "/cfg/weather/config.toml")
        #expect(explicit.cacheDirectory == "/var/c/weather")
        let fallback = WeatherDirectories(environment: ["HOME": "/home/ana/", "XDG_CONFIG_HOME": "rel", "XDG_CACHE_HOME": ""])
        #expect(fallback.configFile == "/home/ana/.config/weather/config.toml")
        #expect(fallback.cacheDirectory == "/home/ana/.cache/weather")
    }
}
