import Foundation
import OpenWeatherAPI
import Testing
import WeatherTestServer
import WeatherTestSupport

/// `--source` and the keyless default, end to end against the replay server: Open-Meteo's
/// three servers and One Call 3.0 behind one local server.
@Suite("weather --source: Open-Meteo without a key, One Call with one")
struct FeedCommandTests {
    /// The output without its "Updated N seconds ago" line, which two runs may word apart.
    static func withoutAge(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Updated ") && !$0.contains(" 전 업데이트") }
    }

    /// Open-Meteo's servers pointed at the replay (as `--base-url` points OpenWeather's).
    static func openMeteo(_ home: LiveHome) -> [String: String] {
        ["OPEN_METEO_BASE_URL": home.server.baseURL, "OPEN_METEO_AIR_URL": home.server.baseURL, "OPEN_METEO_GEOCODING_URL": home.server.baseURL]
    }

    @Test("No key: weather --city 서울 is a live Korean forecast from Open-Meteo, air on Korea's scale, the credit, one note naming the feed")
    func keylessKorean() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", "서울", "--locale", "ko_KR", "--chart"], key: nil, environment: Self.openMeteo(home))
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardError == "weather: 실시간 날씨: Open-Meteo (API 키 필요 없음)\n")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "서울, 대한민국")
        #expect(lines[1] == "12월 3일 (목) 오후 2:30 기준")
        #expect(result.standardOutput.contains("맑음"))
        #expect(result.standardOutput.contains("\n대기질\n통합대기환경지수"))
        #expect(result.standardOutput.contains("7일 예보"))
        #expect(lines.suffix(2) == ["날씨 데이터 제공: Open-Meteo.com", ""])
        #expect(Set(home.server.requests.map(\.path)) == ["/v1/search", "/v1/forecast", "/v1/air-quality"])
        let search = try #require(home.server.requests.first { $0.path == "/v1/search" })
        #expect(search.query["language"] == "ko")
        #expect(!home.server.requests.contains { $0.query["appid"] != nil })
    }

    @Test("--watch names the feed once, not every round; Open-Meteo is asked again only after 10 minutes")
    func watchOnce() async throws {
        let home = try await LiveHome()
        var environment = Self.openMeteo(home)
        environment["WEATHER_TEST_WATCH_ROUNDS"] = "12"
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "line", "--watch", "60"], key: nil, environment: environment)
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardError == "weather: Live weather from Open-Meteo (no API key needed)\n")
        #expect(home.server.requests.filter { $0.path == "/v1/forecast" }.count == 2)
    }

    @Test("--verbose says why Open-Meteo; the one-line format leaves the credit out and --verbose says it")
    func lineAndVerbose() async throws {
        let home = try await LiveHome()
        let line = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "line"], key: nil, environment: Self.openMeteo(home))
        let verbose = try await home.run(
            ["--city", "Seoul", "--locale", "en_US", "--format", "line", "--verbose"], key: nil, environment: Self.openMeteo(home))
        await home.finish()
        #expect(line.status == 0)
        #expect(line.standardOutput.hasPrefix("Seoul, South Korea: Sunny, 39°F"))
        #expect(!line.standardOutput.contains("Open-Meteo"))
        #expect(verbose.standardError.contains("Live weather from Open-Meteo: no OpenWeather API key is set"))
        #expect(verbose.standardError.contains("weather: Weather data by Open-Meteo.com\n"))
    }

    @Test("The status-bar formats from Open-Meteo: the condition's class and symbol from its WMO code, no credit in the bar")
    func statusBars() async throws {
        let home = try await LiveHome()
        let waybar = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "waybar"], key: nil, environment: Self.openMeteo(home))
        let i3blocks = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "i3blocks"], key: nil, environment: Self.openMeteo(home))
        await home.finish()
        #expect(waybar.status == 0)
        #expect(waybar.standardOutput.hasPrefix(#"{"alt":"01d","class":"clear","#))
        #expect(!waybar.standardOutput.contains("Open-Meteo"))
        #expect(i3blocks.status == 0)
        let lines = i3blocks.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1] == "☀️ 39°F")
        #expect(!i3blocks.standardOutput.contains("Open-Meteo"))
    }

    @Test("JSON carries the credit; with a key and no --source nothing changes (OpenWeather, no credit)")
    func jsonAndKeyed() async throws {
        let home = try await LiveHome()
        let json = try await home.run(
            ["--city", "Seoul", "--locale", "en_US", "--format", "json", "--source", "open-meteo"], environment: Self.openMeteo(home))
        let keyed = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "json"], environment: Self.openMeteo(home))
        await home.finish()
        #expect(json.status == 0)
        #expect(json.standardError == "")
        #expect(json.standardOutput.contains(#""attribution" : "Weather data by Open-Meteo.com""#))
        #expect(keyed.status == 0)
        #expect(!keyed.standardOutput.contains("attribution"))
        #expect(!home.server.requests.contains { $0.path.hasPrefix("/v1/") && $0.query["appid"] != nil })
    }

    @Test("Open-Meteo's failures: no match exits 66, its error body's reason is quoted (69), a day's limit says tomorrow (75), an unknown feed a usage error", arguments: [
        (["--city", "Atlantis"], "en_US", Int32(66), "weather: No place found for 'Atlantis'\n"),
        (["--lat", "10", "--lon", "10"], "en_US", Int32(69),
         "the server refused the request (HTTP 400): “Cannot initialize WeatherVariable from invalid String value temperature_3m for key hourly”\n"),
        (["--lat", "10", "--lon", "10"], "ko_KR", Int32(69),
         "서버가 요청을 거부했습니다(HTTP 400): “Cannot initialize WeatherVariable from invalid String value temperature_3m for key hourly”\n"),
        (["--lat", "0", "--lon", "0"], "en_US", Int32(75),
         "weather: Open-Meteo's daily call limit is used up (429); try again tomorrow (the count restarts at midnight UTC)\n"),
        (["--lat", "0", "--lon", "0"], "ko_KR", Int32(75),
         "weather: Open-Meteo 하루 호출 한도를 모두 사용했습니다(429). 내일 다시 시도하세요(한도는 UTC 자정에 초기화됩니다)\n"),
        (["--city", "Seoul", "--source", "darksky"], "en_US", Int32(64), "darksky"),
    ])
    func failures(arguments: [String], locale: String, status: Int32, message: String) async throws {
        let home = try await LiveHome()
        let result = try await home.run(arguments + ["--locale", locale], key: nil, environment: Self.openMeteo(home))
        await home.finish()
        #expect(result.status == status)
        #expect(result.standardOutput == "")
        #expect(result.standardError.contains(message))
    }

    @Test("The cache keeps each feed's answers apart: a second Open-Meteo run asks nothing, OpenWeather then asks its own")
    func cachePerFeed() async throws {
        let home = try await LiveHome()
        _ = try await home.run(["--city", "Seoul", "--source", "open-meteo"], environment: Self.openMeteo(home))
        let first = home.server.requests.count
        let again = try await home.run(["--city", "Seoul", "--source", "open-meteo"], environment: Self.openMeteo(home))
        let afterAgain = home.server.requests.count
        let openWeather = try await home.run(["--city", "Seoul", "--source", "openweather"], environment: Self.openMeteo(home))
        await home.finish()
        #expect(first == 3)
        #expect(again.status == 0)
        #expect(afterAgain == first)
        #expect(openWeather.status == 0)
        #expect(home.server.requests.dropFirst(afterAgain).allSatisfy { !$0.path.hasPrefix("/v1/") })
        #expect(home.server.requests.count > afterAgain)
    }

    @Test("source = \"open-meteo\" in config.toml chooses the feed with a key set; no note, since it was chosen")
    func configured() async throws {
        let home = try await LiveHome()
        try home.writeConfig("source = \"open-meteo\"\n", mode: 0o600)
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US"], environment: Self.openMeteo(home))
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("Weather data by Open-Meteo.com"))
        #expect(home.server.requests.allSatisfy { $0.path.hasPrefix("/v1/") })
    }

    @Test("--source onecall: the live One Call answer, its warning first, cached apart from 2.5")
    func oneCall() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--lat", "41.89", "--lon", "12.48", "--source", "onecall", "--locale", "en_US"])
        let again = try await home.run(["--lat", "41.89", "--lon", "12.48", "--source", "onecall", "--locale", "en_US"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.contains("\nWarnings\n⚠ Yellow warning: Thunderstorms"))
        #expect(result.standardOutput.contains("\n8-Day Forecast\n"))
        #expect(Self.withoutAge(again.standardOutput) == Self.withoutAge(result.standardOutput))
        #expect(result.standardOutput.contains("55°F  Mostly Cloudy"))
        let calls = home.server.requests.filter { $0.path == "/data/3.0/onecall" }
        #expect(calls.count == 1)
        #expect(calls.first?.query["units"] == "standard")
        #expect(calls.first?.query["lang"] == "en")
    }

    @Test("A key without the One Call subscription: one localized line naming the setting, then 2.5's forecast as without --source", arguments: [
        ("en_US", "weather: This OpenWeather key has no One Call 3.0 subscription: showing the free 2.5 forecast instead"),
        ("ko_KR", "weather: 이 OpenWeather 키에는 One Call 3.0 구독이 없어 무료 2.5 예보를 대신 표시합니다"),
    ])
    func oneCallRefused(locale: String, line: String) async throws {
        let home = try await LiveHome()
        let key = OpenWeatherReplay.keyWithoutOneCall
        let fallback = try await home.run(["--city", "Seoul", "--source", "onecall", "--locale", locale, "--now", "1796277000"], key: key)
        let plain = try await home.run(["--city", "Seoul", "--locale", locale, "--now", "1796277000"], key: key)
        await home.finish()
        #expect(fallback.status == 0)
        #expect(fallback.standardError.hasPrefix(line))
        #expect(fallback.standardError.contains("source = \"onecall\""))
        #expect(fallback.standardError.filter { $0 == "\n" }.count == 1)
        #expect(!fallback.standardError.contains(key))
        #expect(Self.withoutAge(fallback.standardOutput) == Self.withoutAge(plain.standardOutput))
    }
}
