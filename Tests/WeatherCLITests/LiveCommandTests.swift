import Foundation
import OpenWeatherAPI
import Testing
import WeatherNetwork
import WeatherTestServer
import WeatherTestSupport

/// A replay server plus a home for the binary: its own config and cache folders (shared
/// with `HostileLiveTests`).
struct LiveHome {
    let server: TestHTTPServer
    let root: String
    var configHome: String { root + "/config" }
    var cacheHome: String { root + "/cache" }

    init(respond: @escaping @Sendable (ReceivedRequest) -> TestResponse = OpenWeatherReplay.respond) async throws {
        server = try await TestHTTPServer(respond: respond)
        root = FileManager.default.temporaryDirectory.path + "/weather-home-\(UInt64.random(in: 0...UInt64.max))"
        try FileManager.default.createDirectory(atPath: root + "/config/weather", withIntermediateDirectories: true)
    }

    func environment(key: String? = OpenWeatherReplay.apiKey) -> [String: String] {
        var environment = ["XDG_CONFIG_HOME": configHome, "XDG_CACHE_HOME": cacheHome, "HOME": root]
        environment["OPENWEATHER_API_KEY"] = key
        return environment
    }

    /// Runs the binary against the replay server; the timeout is generous, for a busy machine.
    func run(
        _ arguments: [String], key: String? = OpenWeatherReplay.apiKey, timeout: Int = 20, environment extra: [String: String] = [:]
    ) async throws -> WeatherBinary.Result {
        try await WeatherBinary.runInBackground(
            arguments + ["--base-url", server.baseURL, "--timeout", String(timeout)],
            environment: environment(key: key).merging(extra) { $1 })
    }

    func writeConfig(_ text: String, mode: Int) throws {
        let path = configHome + "/weather/config.toml"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    func finish() async {
        await server.shutdown()
        try? FileManager.default.removeItem(atPath: root)
    }
}

@Suite("weather --city and friends, end to end through --base-url")
struct LiveCommandTests {
    @Test("weather --city 서울 in Korean: the place in Korean, live data, nothing about the key in the output")
    func seoulInKorean() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", "서울", "--locale", "ko_KR", "--now", "1796277000"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "서울, 대한민국")
        #expect(lines[1] == "12월 3일 (목) 오후 2:50 기준")
        #expect(!result.standardOutput.contains(OpenWeatherReplay.apiKey))
        #expect(home.server.requests.map(\.path).first == "/geo/1.0/direct")
        // The weather and the air at the same coordinates, asked at the same time.
        #expect(home.server.requests.count == 6)
        #expect(Set(home.server.requests.map(\.path).dropFirst()) == [
            "/data/2.5/weather", "/data/2.5/forecast", "/data/2.5/air_pollution", "/data/2.5/air_pollution/forecast",
            "/data/2.5/air_pollution/history",
        ])
        #expect(result.standardOutput.contains("\n대기질\n통합대기환경지수"))
    }

    @Test("--no-air-quality asks for no air and shows none")
    func noAirQuality() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", "서울", "--locale", "ko_KR", "--no-air-quality"])
        await home.finish()
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains("대기질"))
        #expect(home.server.requests.count == 3)
    }

    @Test("A line asks for air only when its template shows it", arguments: [
        (["--format", "line"], false), (["--template", "{temp}"], false), (["--format", "waybar"], false), (["--template", "{temp} {aqi}"], true),
    ])
    func lineAsksAirOnlyWhenShown(options: [String], asksAir: Bool) async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US"] + options)
        await home.finish()
        #expect(result.status == 0)
        #expect(home.server.requests.contains { $0.path.hasPrefix("/data/2.5/air_pollution") } == asksAir)
    }

    @Test("One line for a status bar, in each language's order; --template overrides it")
    func lineFormat() async throws {
        let home = try await LiveHome()
        let korean = try await home.run(["--city", "Seoul", "--locale", "ko_KR", "--format", "line"])
        let english = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "line"])
        let custom = try await home.run(["--city", "Seoul", "--locale", "de_DE", "--template", "{temp} {wind} [{pop}]"])
        await home.finish()
        #expect(korean.standardOutput == "서울, 대한민국 맑음 0°C(체감 -5°C) 북서풍 4.6m/s 강수확률 0%\n")
        #expect(english.standardOutput == "Seoul, South Korea: Sunny, 32°F (feels like 23°F), wind NW 10 mph, precip. 0%\n")
        #expect(custom.standardOutput == "0 °C NW 17 km/h [0\u{A0}%]\n")
        // Only the first run asked the server (the place and the weather; a line shows no air,
        // so asks none): the others came from the cache.
        #expect(home.server.requests.count == 3)
    }

    @Test("Negative coordinates read as values: New York by --lat and --lon, named by the data")
    func negativeCoordinates() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--lat", "40.7127", "--lon", "-74.006", "--locale", "en_US", "--format", "line"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("New York, United States: "))
        #expect(home.server.requests.allSatisfy { $0.query["lon"] == "-74.006" })
    }

    @Test("A place search that fails (400 wrong latitude) still shows the weather, with one line saying the place could not be named", arguments: [
        ("en_US", "New York, United States", "Could not look up the place name; showing the name from the weather data"),
        ("ko_KR", "New York, 미국", "장소 이름을 가져오지 못해 날씨 데이터에 있는 이름을 표시합니다"),
    ])
    func placeSearchFails(locale: String, place: String, note: String) async throws {
        let home = try await LiveHome { request in
            request.path == "/geo/1.0/reverse" ? .json(#"{"cod":"400","message":"wrong latitude"}"#, status: 400) : OpenWeatherReplay.respond(request)
        }
        let result = try await home.run(["--lat", "40.7127", "--lon", "-74.006", "--locale", locale, "--color", "never"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").prefix(2) == [Substring(place), Substring(note)])
        #expect(result.standardError == "")
    }

    @Test("An unknown placeholder is a usage error naming it")
    func unknownPlaceholder() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US", "--template", "{temp} {humidty}"])
        await home.finish()
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: Unknown placeholder {humidty} in the template (known: place, condition, temp, feelsLike, high, low, humidity, wind, pop, icon, time, updated, nextChange, sunrise, sunset, aqi, pm25, pm10, alert, nowcast, uv, moon, lunar)\n")
    }

    @Test("--list-places prints every match with state (as OpenWeather gives it; a terminal gets no bidi controls), country and coordinates")
    func listPlaces() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", "Springfield,US", "--list-places", "--locale", "ko_KR"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            스프링필드, Illinois, 미국 (39.799, -89.644)
            스프링필드, Missouri, 미국 (37.2082, -93.2923)
            Springfield, Massachusetts, 미국 (42.1019, -72.5887)

            """)
    }

    @Test("Failures: one localized line, nothing on stdout, the documented exit code", arguments: [
        ("wrong-key", ["--city", "Seoul"], Int32(78), "weather: OpenWeather rejected the API key (401): check it, or wait up to two hours if it is new\n"),
        (OpenWeatherReplay.apiKey, ["--city", "Atlantis"], Int32(66), "weather: No place found for 'Atlantis'\n"),
        (OpenWeatherReplay.apiKey, ["--zip", "99999,US"], Int32(66), "weather: No place found for '99999,US'\n"),
    ])
    func failures(key: String, arguments: [String], status: Int32, message: String) async throws {
        let home = try await LiveHome()
        let result = try await home.run(arguments + ["--locale", "en_US"], key: key)
        await home.finish()
        #expect(result.status == status)
        #expect(result.standardOutput == "")
        #expect(result.standardError == message)
        #expect(!result.standardError.contains(OpenWeatherReplay.apiKey))
    }

    @Test("Server-side failures map to sysexits codes", arguments: [
        (TestResponse.json("{}", status: 429), Int32(75), "weather: OpenWeather 호출 한도를 초과했습니다(429). 1분 후 다시 시도하세요\n"),
        (TestResponse.json("{}", status: 503), Int32(69), "weather: OpenWeather 서버에 오류가 발생했습니다(HTTP 503). 잠시 후 다시 시도하세요\n"),
        (TestResponse(body: Array("<html>Login</html>".utf8)), Int32(65), "OpenWeather 데이터가 아닌 웹 페이지 등이 수신되었습니다"),
        (TestResponse.json(#"{"lat":1,"lon":2,"current":{}}"#), Int32(65), "/data/2.5/forecast 응답 형식이 아닙니다"),
        (TestResponse(body: Array(repeating: 0x20, count: 5_000_000)), Int32(65), "응답 크기가 제한(4MB)을 넘어 받지 않았습니다"),
    ])
    func serverFailures(response: TestResponse, status: Int32, message: String) async throws {
        let home = try await LiveHome { request in
            request.path == "/data/2.5/forecast" ? response : OpenWeatherReplay.respond(request)
        }
        let result = try await home.run(["--city", "Seoul", "--locale", "ko_KR"])
        await home.finish()
        #expect(result.status == status)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("weather: "))
        #expect(result.standardError.contains(message))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
        #expect(!result.standardError.contains(OpenWeatherReplay.apiKey))
        #expect(result.standardError.contains("appid=…") || !result.standardError.contains("appid"))
    }

    @Test("A refused connection is said in the user's language, the reason too (69)", arguments: [
        ("ko_KR", "weather: 서버에 연결할 수 없습니다: 127.0.0.1 (연결 거부됨)\n"),
        ("en_US", "weather: Cannot reach 127.0.0.1: connection refused\n"),
        ("ja_JP", "weather: 127.0.0.1 に接続できません: 接続が拒否されました\n"),
    ])
    func refusedConnection(locale: String, expected: String) throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("refused-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        // Port 1 (tcpmux): nothing listens on it here.
        let result = try WeatherBinary.run(
            ["--city", "Seoul", "--locale", locale, "--base-url", "http://127.0.0.1:1"],
            environment: ["OPENWEATHER_API_KEY": OpenWeatherReplay.apiKey, "XDG_CACHE_HOME": cache, "XDG_CONFIG_HOME": cache])
        #expect(result.status == 69)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }

    @Test("A timeout is EX_TEMPFAIL")
    func timeout() async throws {
        let home = try await LiveHome { request in
            var response = OpenWeatherReplay.respond(request)
            if request.path == "/data/2.5/weather" { response.delay = .seconds(8) }
            return response
        }
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US"], timeout: 2)
        await home.finish()
        #expect(result.status == 75)
        #expect(result.standardError == "weather: 127.0.0.1 did not respond in time\n")
    }

    @Test("Offline: the cached data is shown with its age, and the command succeeds")
    func staleIfError() async throws {
        let home = try await LiveHome()
        let first = try await home.run(["--city", "Seoul", "--locale", "ko_KR"])
        #expect(first.status == 0)
        await home.server.shutdown()
        // Same cache, a server that is gone: --refresh makes it ask.
        let offline = try await home.run(["--city", "Seoul", "--locale", "ko_KR", "--refresh"])
        await home.finish()
        #expect(offline.status == 0)
        let lines = offline.standardOutput.split(separator: "\n")
        #expect(lines[0] == "서울, 대한민국")
        // The age is the time since the first run: seconds, or a minute or two when the whole
        // suite's processes queue for the machine's cores between the two runs.
        #expect(lines[1].wholeMatch(of: /오프라인: 저장된 데이터를 표시합니다\([0-9]{1,2}(초|분) 전 수신\)/) != nil, "\(lines[1])")
        #expect(lines[2] == "12월 3일 (목) 오후 2:50 기준")
    }

    @Test("No key: the sample, marked, with a hint to give a place; a feed that needs a key, asked for without one, is EX_CONFIG")
    func noKey() async throws {
        let home = try await LiveHome()
        let sample = try await home.run(["--locale", "en_US", "--format", "json"], key: nil)
        let asked = try await home.run(["--city", "Seoul", "--locale", "en_US", "--source", "openweather"], key: nil)
        let keyedSample = try await home.run(["--locale", "en_US", "--format", "json", "--source", "onecall"], key: nil)
        await home.finish()
        #expect(sample.status == 0)
        #expect(sample.standardOutput.contains("""
              "notice" : {
                "kind" : "sample",
                "lineTemplate" : "{line} [sample data]",
                "text" : "Sample data (the bundled Seoul forecast), not live weather"
              },
            """))
        #expect(sample.standardError == "weather: For live weather, give a place (--city, --zip, or --lat and --lon) or put city in \(home.configHome)/weather/config.toml\n")
        #expect(keyedSample.standardError == "weather: For live weather, set OPENWEATHER_API_KEY to your OpenWeather API key (free at https://openweathermap.org/api) or put api_key in \(home.configHome)/weather/config.toml\n")
        #expect(asked.status == 78)
        #expect(asked.standardOutput == "")
        #expect(asked.standardError == "weather: No OpenWeather API key: set OPENWEATHER_API_KEY or put api_key in \(home.configHome)/weather/config.toml\n")
        #expect(home.server.requests.isEmpty)
    }

    @Test("The configuration file gives the key, the city and the locale; a readable key file is warned about")
    func configurationFile() async throws {
        let home = try await LiveHome()
        try home.writeConfig("api_key = \"\(OpenWeatherReplay.apiKey)\"\ncity = \"Kathmandu\"\nlocale = \"ko_KR\"\n", mode: 0o644)
        let exposed = try await home.run(["--format", "line"], key: nil)
        try home.writeConfig("api_key = \"\(OpenWeatherReplay.apiKey)\"\ncity = \"Kathmandu\"\nlocale = \"ko_KR\"\n", mode: 0o600)
        let privateFile = try await home.run(["--format", "line"], key: nil)
        try home.writeConfig("city = \"Kathmandu\"\ncolour = \"red\"\n", mode: 0o600)
        let broken = try await home.run([], key: nil)
        await home.finish()
        #expect(exposed.status == 0)
        // One match: its state tells no places apart, so it is left out (it came in English only).
        #expect(exposed.standardOutput.hasPrefix("카트만두, 네팔 "))
        #expect(exposed.standardError == "weather: 경고: API 키가 담긴 설정 파일을 다른 사용자도 읽을 수 있습니다. chmod 600으로 권한을 제한하세요: \(home.configHome)/weather/config.toml\n")
        #expect(privateFile.standardError == "")
        #expect(broken.status == 78)
        #expect(broken.standardError.contains("unknown key 'colour'"))
    }

    @Test("A writer killed mid-entry leaves no half-written entry behind")
    func killedWriter() async throws {
        // A 3 MB forecast (padded with spaces, still valid JSON). gdb stops the process at
        // the system call that writes those 3 MB into the cache and kills it there.
        let padded = Array(repeating: UInt8(ascii: " "), count: 3_000_000)
            + Array(try Data(contentsOf: URL(fileURLWithPath: WeatherBinary.fixture("seoul-forecast"))))
        let home = try await LiveHome { request in
            request.path == "/data/2.5/forecast" ? TestResponse(body: padded) : OpenWeatherReplay.respond(request)
        }
        // The test runner's threads block signals, which children inherit; gdb needs SIGCHLD,
        // so the mask is cleared before it starts.
        let unblock = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])"
        let gdb = ["/usr/bin/python3", "-c", unblock, "/usr/bin/gdb", "--readnever", "-nx", "-q", "-batch", "-ex", "catch syscall write",
                   "-ex", "condition 1 $rdx > 1000000", "-ex", "run", "-ex", "kill", "--args"]
        let killed = try await WeatherBinary.runInBackground(
            ["--city", "Seoul", "--base-url", home.server.baseURL], environment: home.environment(), launcher: gdb)
        #expect(killed.standardOutput.contains("hit Catchpoint 1 (call to syscall write)"))
        #expect(killed.standardOutput.contains("killed"))

        let directory = home.cacheHome + "/weather"
        let forecastEntry = ResponseCache(directory: directory).path(
            forKey: home.server.baseURL + "/data/2.5/forecast?lat=37.5667&lon=126.9783&units=standard")
        #expect(!FileManager.default.fileExists(atPath: forecastEntry))
        // Whatever entries exist are whole: the length in their header is the body's.
        let entries = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".entry") && !$0.hasPrefix(".") }
        #expect(!entries.isEmpty)
        for name in entries {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            let header = bytes.split(separator: 0x0A, maxSplits: 4, omittingEmptySubsequences: false)
            #expect(Int(String(decoding: header[2], as: UTF8.self)) == header[4].count)
        }
        // The next run fetches the forecast again and saves it whole.
        let again = try await home.run(["--city", "Seoul", "--locale", "en_US"])
        #expect(again.status == 0)
        #expect(again.standardError == "")
        #expect(try Data(contentsOf: URL(fileURLWithPath: forecastEntry)).count > 3_000_000)
        await home.finish()
    }
}
