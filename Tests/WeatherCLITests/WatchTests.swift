import Glibc
import Foundation
import Testing
import WeatherCore
import WeatherTestServer
import WeatherTestSupport

/// `weather --watch`: against the replay server, its test mode moving the clock ahead
/// instead of waiting, so no test sleeps.
@Suite("weather --watch prints when the data changes and stops on a signal")
struct WatchTests {
    @Test("25 rounds a minute apart: three fetches (the cache serves the rest), a new line only when the data changed")
    func printsChanges() async throws {
        let currentCalls = Locked(0)
        // The second and later current conditions are Kathmandu's: the data changes once.
        let home = try await LiveHome { request in
            guard request.path == "/data/2.5/weather", currentCalls.withLock({ $0 += 1; return $0 }) > 1 else {
                return OpenWeatherReplay.respond(request)
            }
            let key = request.query["appid"] ?? ""
            return OpenWeatherReplay.respond(ReceivedRequest(
                uri: "/data/2.5/weather?lat=27.7172&lon=85.324&appid=\(key)", headers: [], arrived: request.arrived))
        }
        let result = try await home.run(
            ["--city", "Seoul", "--locale", "en_US", "--template", "{temp} {condition}", "--watch", "60"],
            environment: ["WEATHER_TEST_WATCH_ROUNDS": "25"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let seoul = "32°F Sunny\n"
        let lines = result.standardOutput.split(separator: "\n")
        #expect(result.standardOutput.hasPrefix(seoul))
        #expect(lines.count == 2)
        #expect(lines.last.map(String.init) != "32°F Sunny")
        // Rounds at 0, 60, … 1440 seconds: fetched at 0, 600 and 1200, the 10-minute cache in between.
        let paths = home.server.requests.map(\.path)
        #expect(paths.filter { $0 == "/data/2.5/weather" }.count == 3)
        #expect(paths.filter { $0 == "/data/2.5/forecast" }.count == 3)
        #expect(paths.filter { $0 == "/geo/1.0/direct" }.count == 1)
    }

    @Test("An interval under a minute is refused before any request", arguments: ["59", "0"])
    func tooShort(seconds: String) async throws {
        let home = try await LiveHome()
        let result = try await home.run(["--city", "Seoul", "--locale", "en_US", "--watch", seconds])
        await home.finish()
        #expect(result.status == 64)
        #expect(result.standardError.contains("--watch"))
        #expect(home.server.requests.isEmpty)
    }

    @Test("--locale all renders once: with --watch it is a usage error")
    func allLocales() throws {
        let result = try WeatherBinary.run(["--locale", "all", "--watch", "60"])
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError.contains("--locale all") && result.standardError.contains("--watch"))
    }

    @Test("SIGTERM and SIGINT during the wait end it cleanly: exit 0, the output written so far", arguments: [SIGTERM, SIGINT])
    func signal(number: Int32) async throws {
        let home = try await LiveHome()
        let process = Process()
        process.executableURL = WeatherBinary.url
        process.arguments = ["--city", "Seoul", "--locale", "en_US", "--template", "{temp}", "--watch", "60",
                             "--base-url", home.server.baseURL]
        process.environment = WeatherBinary.baseEnvironment.merging(home.environment()) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Blocks until the first rendering arrives: the loop is then waiting for its next round.
        var received = Data()
        while !received.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received.append(chunk)
        }
        kill(process.processIdentifier, number)
        received.append(output.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        await home.finish()
        #expect(String(decoding: received, as: UTF8.self) == "32°F\n")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    @Test("SIGTERM and SIGINT during a fetch end it within a second: exit 0, not killed by the signal", arguments: [SIGTERM, SIGINT])
    func signalDuringFetch(number: Int32) async throws {
        // The forecast never comes in time: the first fetch is still waiting when the signal arrives.
        let home = try await LiveHome { request in
            var response = OpenWeatherReplay.respond(request)
            if request.path == "/data/2.5/forecast" { response.delay = .seconds(30) }
            return response
        }
        let process = Process()
        process.executableURL = WeatherBinary.url
        process.arguments = ["--city", "Seoul", "--locale", "en_US", "--template", "{temp}", "--watch", "60",
                             "--base-url", home.server.baseURL]
        process.environment = WeatherBinary.baseEnvironment.merging(home.environment()) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<200 where !home.server.requests.contains(where: { $0.path == "/data/2.5/forecast" }) {
            try await Task.sleep(for: .milliseconds(50))
        }
        try await Task.sleep(for: .milliseconds(200))
        let signalled = ContinuousClock.now
        kill(process.processIdentifier, number)
        while process.isRunning, ContinuousClock.now - signalled < .seconds(10) { try await Task.sleep(for: .milliseconds(20)) }
        let elapsed = ContinuousClock.now - signalled
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        await home.finish()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(elapsed < .seconds(2), "took \(elapsed)")
    }

    @Test("A first fetch that fails does not end it: the line says why, in the user's language, and it tries again")
    func firstFetchFails() async throws {
        let arguments = ["--city", "Seoul", "--locale", "ko_KR", "--template", "{temp}"]
        // What the command says of this failure when it runs once, on stderr.
        let down = try await LiveHome { _ in .json(#"{"cod":500,"message":"down"}"#, status: 500) }
        let once = try await down.run(arguments, timeout: 5)
        await down.finish()
        #expect(once.status == 69)
        let message = try #require(once.standardError.split(separator: "\n").first.map { String($0.dropFirst("weather: ".count)) })
        // The place search fails for its three attempts (the first round), then answers.
        let calls = Locked(0)
        let home = try await LiveHome { request in
            calls.withLock { $0 += 1; return $0 } <= 3
                ? .json(#"{"cod":500,"message":"down"}"#, status: 500)
                : OpenWeatherReplay.respond(request)
        }
        let result = try await home.run(arguments + ["--watch", "60"], timeout: 5, environment: ["WEATHER_TEST_WATCH_ROUNDS": "3"])
        await home.finish()
        #expect(result.status == 0)
        #expect(result.standardOutput == message + "\n0°C\n")
    }

    @Test("For Waybar a failed round is Waybar's JSON: the reason as text and tooltip, class unavailable")
    func waybarFailure() async throws {
        let home = try await LiveHome { _ in .json(#"{"cod":500,"message":"down"}"#, status: 500) }
        let result = try await home.run(
            ["--city", "Seoul", "--locale", "en_US", "--format", "waybar", "--watch", "60"], timeout: 5,
            environment: ["WEATHER_TEST_WATCH_ROUNDS": "2"])
        await home.finish()
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("{") == true)
        #expect(lines.first?.contains(#""class":"unavailable""#) == true)
        #expect(lines.first?.contains("500") == true)
    }
}
