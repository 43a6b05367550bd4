import Foundation
import OpenWeatherAPI
import WeatherCore
import Testing
import WeatherNetwork
import WeatherTestServer
import WeatherTestSupport

/// The replay, except that `path` gets `response`.
private func replacing(_ path: String, with response: TestResponse) -> @Sendable (ReceivedRequest) -> TestResponse {
    { request in request.path == path ? response : OpenWeatherReplay.respond(request) }
}

/// A geocoding entry named `name` (JSON-escaped by the caller).
private func place(_ name: String, state: String = "Illinois") -> String {
    #"{"name":"\#(name)","lat":39.799,"lon":-89.644,"country":"US","state":"\#(state)"}"#
}

@Suite("weather against a hostile server and odd local state: it ends, it does not trap, nothing raw reaches the terminal")
struct HostileLiveTests {
    @Test("A dripping body: --timeout 3 ends in about 3 s with exit 75 and one line")
    func drippingBodyTimesOut() async throws {
        let home = try await LiveHome(respond: replacing(
            "/data/2.5/forecast", with: TestResponse(body: Array(repeating: UInt8(ascii: " "), count: 1_000), ending: .drip(every: .seconds(1)))))
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US"], timeout: 3)
        await home.server.connectionsClosed(within: .seconds(10))
        await home.finish()
        #expect(result.status == 75)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: 127.0.0.1 did not respond in time\n")
        // Timed by the server (the test's task may wait for a thread): 1,000 s of body without the bound.
        let attempt = try #require(home.server.requests.first { $0.path == "/data/2.5/forecast" })
        let closed = try #require(attempt.connectionClosed)
        #expect(closed - attempt.arrived < .seconds(30))
    }

    @Test("A stalling body after a good run: the cached data with its note, exit 0")
    func stallingBodyFallsBackOnCache() async throws {
        let stalling = Locked(false)
        let home = try await LiveHome { request in
            guard stalling.withLock({ $0 }), request.path == "/data/2.5/forecast" else { return OpenWeatherReplay.respond(request) }
            var response = OpenWeatherReplay.respond(request)
            response.ending = .stall(afterBytes: 100)
            return response
        }
        let first = try await home.run(["--city", "Seoul", "--locale", "en_US"])
        stalling.withLock { $0 = true }
        let offline = try await home.run(["--city", "Seoul", "--locale", "en_US", "--refresh"], timeout: 3)
        await home.finish()
        #expect(first.status == 0)
        #expect(offline.status == 0)
        let lines = offline.standardOutput.split(separator: "\n")
        #expect(lines[0] == "Seoul, South Korea")
        #expect(lines[1].hasPrefix("Offline: showing the data fetched "))
    }

    @Test("Values no timeout can have are usage errors quoting the value as typed", arguments: ["inf", "1e300", "nan", "-1", "0", "ten"])
    func badTimeouts(value: String) async throws {
        // In the background: a blocked wait would hold one of the test pool's few threads.
        let result = try await WeatherBinary.runInBackground(
            ["--city", "Seoul", "--locale", "en_US", "--timeout", value],
            environment: ["OPENWEATHER_API_KEY": OpenWeatherReplay.apiKey, "XDG_CACHE_HOME": "/nonexistent", "XDG_CONFIG_HOME": "/nonexistent"])
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: Invalid value for --timeout: '\(value)'\n")
    }

    @Test("A port outside 1...65535 is a usage error naming where the URL came from", arguments: [
        ("option", "http://127.0.0.1:65536", "--base-url"),
        ("environment", "http://localhost:70000", "OPENWEATHER_BASE_URL"),
        ("file", "http://127.0.0.1:99999", "base_url"),
    ])
    func badPorts(source: String, url: String, named: String) async throws {
        let home = try await LiveHome()
        var arguments = ["--city", "Seoul", "--locale", "en_US"]
        var environment = home.environment()
        switch source {
        case "option": arguments += ["--base-url", url]
        case "environment": environment["OPENWEATHER_BASE_URL"] = url
        default: try home.writeConfig("base_url = \"\(url)\"\n", mode: 0o600)
        }
        let result = try await WeatherBinary.runInBackground(arguments, environment: environment)
        await home.finish()
        let name = named == "base_url" ? "base_url (\(home.configHome)/weather/config.toml)" : named
        #expect(result.status == 64)
        #expect(result.standardError == "weather: Invalid value for \(name): '\(url)'\n")
        #expect(home.server.requests.isEmpty)
    }

    @Test("Coordinates in the configuration file get the options' ranges: exit 78 naming the key", arguments: [
        ("nan", "0", "line 1: 'lat' must be between -90 and 90"), ("91", "0", "line 1: 'lat' must be between -90 and 90"),
        ("0", "1e300", "line 2: 'lon' must be between -180 and 180"), ("0", "-inf", "line 2: 'lon' must be between -180 and 180"),
    ])
    func configurationCoordinates(lat: String, lon: String, detail: String) async throws {
        let home = try await LiveHome()
        try home.writeConfig("lat = \(lat)\nlon = \(lon)\n", mode: 0o600)
        let result = try await home.run(["--locale", "en_US"])
        await home.finish()
        #expect(result.status == 78)
        #expect(result.standardError == "weather: \(home.configHome)/weather/config.toml: \(detail)\n")
        #expect(home.server.requests.isEmpty)
    }

    @Test("A geocoder latitude of 1e300 is bad data (65), not a trap; nothing is cached")
    func absurdGeocoderLatitude() async throws {
        let home = try await LiveHome(respond: replacing("/geo/1.0/direct", with: .json("[" + place("X").replacing("39.799", with: "1e300") + "]")))
        let result = try await home.run(["--city", "X", "--locale", "en_US"])
        await home.finish()
        #expect(result.status == 65)
        #expect(result.standardError.hasPrefix("weather: "))
        #expect(result.standardError.contains("[0].lat"))
        #expect(result.standardError.filter { $0 == "\n" }.count == 1)
        let cached = (try? FileManager.default.contentsOfDirectory(atPath: home.cacheHome + "/weather")) ?? []
        #expect(cached.isEmpty)
    }

    @Test("--list-places: hostile names lose their controls where they enter, and 1,000 matches are cut to five")
    func listPlacesHostile() async throws {
        let hostile = [
            place(#"\u001b[2J\u001b]52;c;ZXZpbA==\u0007Spring"#),
            place(#"\u001b]8;;http://evil\u001b\\Link\u009b31m"#),
            place(#"\u202eevil\nline"#, state: #"\u0085State"#),
        ] + (0..<997).map { place("Springfield \($0)") }
        let home = try await LiveHome(respond: replacing("/geo/1.0/direct", with: .json("[" + hostile.joined(separator: ",") + "]")))
        let result = try await home.run(["--city", "Springfield", "--list-places", "--locale", "en_US"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardOutput == """
            [2J]52;c;ZXZpbA==Spring, United States (39.799, -89.644)
            ]8;;http://evil\\Link31m, United States (39.799, -89.644)
            evil line, United States (39.799, -89.644)
            Springfield 0, United States (39.799, -89.644)
            Springfield 1, United States (39.799, -89.644)

            """)
    }

    @Test("--format json: C1 controls in names from the server are gone, bidi overrides escaped")
    func jsonEscapesHostileNames() async throws {
        let home = try await LiveHome(respond: replacing(
            "/geo/1.0/direct", with: .json("[" + place(#"Seoul\u009b31m\u202e"#).replacing("39.799", with: "37.5667").replacing("-89.644", with: "126.9783") + "]")))
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "json"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#"Seoul31m\u202e"#))
        #expect(!result.standardOutput.unicodeScalars.contains { (0x80...0x9F).contains($0.value) || $0.value == 0x202E })
    }

    @Test("--locale all with a place is refused (64) instead of showing the sample")
    func allLocalesWithPlace() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--locale", "all", "--city", "Seoul"])
        await home.finish()
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError.hasPrefix("weather: "))
        #expect(result.standardError.contains("--locale all"))
        #expect(result.standardError.contains("--city"))
        #expect(home.server.requests.isEmpty)
    }

    @Test("An unknown template placeholder is refused before any request")
    func templateCheckedFirst() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US", "--template", "{unknown}"])
        await home.finish()
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("weather: Unknown placeholder {unknown} in the template"))
        #expect(home.server.requests.isEmpty)
    }

    @Test("A place search refused as no place at all (400 Nothing to geocode) is a usage error about --city (64)")
    func nothingToGeocode() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", ",", "--locale", "en_US"])
        await home.finish()
        #expect(result.status == 64)
        #expect(result.standardError == "weather: Invalid value for --city: ','\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test("A redirect is not followed (it would carry the key): an unexpected status, worded from the tables (69)")
    func redirectNotFollowed() async throws {
        let home = try await LiveHome(respond: replacing(
            "/data/2.5/forecast", with: TestResponse(status: 302, headers: [("Location", "/data/2.5/forecast?again")], body: [])))
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US"])
        await home.finish()
        #expect(result.status == 69)
        #expect(result.standardError.hasPrefix("weather: \(home.server.baseURL)/data/2.5/forecast?lat=37.5667&lon=126.9783&units=standard&appid=…"))
        #expect(result.standardError.hasSuffix(": unexpected HTTP status 302\n"))
        #expect(home.server.requests.filter { $0.path == "/data/2.5/forecast" }.count == 1)
    }

    @Test("TLS with a server that does not speak it: worded from the tables, no TLS library dump (69)")
    func tlsWithPlainServer() async throws {
        let home = try await LiveHome()
        let https = home.server.baseURL.replacing("http://", with: "https://")
        let result = try await WeatherBinary.runInBackground(
            ["--city", "Seoul", "--locale", "en_US", "--base-url", https, "--timeout", "20"], environment: home.environment())
        await home.finish()
        #expect(result.status == 69)
        #expect(result.standardError == "weather: Secure connection to 127.0.0.1 failed: the certificate is not trusted, or the server does not speak TLS\n")
    }

    @Test("A malformed HTTP_PROXY is a warning, and the request goes direct")
    func malformedProxy() async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "line"], environment: ["HTTP_PROXY": "http://proxy:3128:9"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardError == "weather: HTTP_PROXY is not a proxy address; connecting without a proxy\n")
        #expect(result.standardOutput.hasPrefix("Seoul, South Korea: "))
    }

    @Test("An unwritable cache folder with control characters in its name: one escaped warning")
    func cacheWarningEscapedOnce() async throws {
        let home = try await LiveHome()
        let cacheHome = home.root + "/cache\u{1B}[31m"
        // A file where the cache folder should be.
        try Data("x".utf8).write(to: URL(fileURLWithPath: cacheHome))
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "line"], environment: ["XDG_CACHE_HOME": cacheHome])
        await home.finish()
        #expect(result.status == 0)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first == "weather: Could not save to the cache in \(home.root)/cache\\u{1B}[31m/weather: a file is in the way")
        #expect(!result.standardError.contains("\u{1B}"))
    }

    @Test("Why the cache could not be written is said in the user's language, not the system's English")
    func cacheWarningInKorean() async throws {
        let home = try await LiveHome()
        let cacheHome = home.root + "/cache"
        try Data("x".utf8).write(to: URL(fileURLWithPath: cacheHome))
        let result = try await home.run(["--city", "Seoul", "--locale", "ko_KR", "--format", "line"], environment: ["XDG_CACHE_HOME": cacheHome])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardError == "weather: 캐시에 저장하지 못했습니다: \(cacheHome)/weather (같은 이름의 파일이 있음)\n")
    }

    @Test("With XDG_CACHE_HOME=$HOME, a ~/weather project's .git and .env survive the cache")
    func cacheLeavesProjectAlone() async throws {
        let home = try await LiveHome()
        let project = home.root + "/weather"
        try FileManager.default.createDirectory(atPath: project + "/.git", withIntermediateDirectories: true)
        try Data("ref: refs/heads/main\n".utf8).write(to: URL(fileURLWithPath: project + "/.git/HEAD"))
        try Data("SECRET=1\n".utf8).write(to: URL(fileURLWithPath: project + "/.env"))
        let old = Date(timeIntervalSinceNow: -86_400)
        for path in [project + "/.git", project + "/.git/HEAD", project + "/.env"] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        }
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US", "--format", "line"], environment: ["XDG_CACHE_HOME": home.root])
        let survived = [project + "/.git/HEAD", project + "/.env"].map { FileManager.default.fileExists(atPath: $0) }
        await home.finish()
        #expect(result.status == 0)
        #expect(survived == [true, true])
    }
}
