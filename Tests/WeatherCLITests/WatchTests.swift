import Glibc
import Foundation
import Testing
import WeatherCore
import WeatherTestServer

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
}
