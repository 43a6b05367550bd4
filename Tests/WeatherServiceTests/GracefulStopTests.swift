import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import Foundation
import Testing
import WeatherTestServer
import WeatherTestSupport

/// The installed programs, as a user runs them: `weather-server` (and `weather serve`, which
/// starts it) beside the test bundle in the build folder.
@Suite("weather serve as a process")
struct GracefulStopTests {
    static let folder = BuildProducts.directory

    /// Starts `weather serve` on a free port against `upstream`; returns the process and its port.
    static func start(upstream: TestHTTPServer, home: URL, arguments: [String] = []) throws -> (Process, Int, FileHandle) {
        let process = Process()
        process.executableURL = folder.appendingPathComponent("weather")
        process.arguments = ["serve", "--port", "0", "--base-url", upstream.baseURL, "--upstream-per-minute", "0"] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "OPENWEATHER_API_KEY": OpenWeatherReplay.apiKey]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line += byte
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("listening on http://127.0.0.1:"), let port = Int(text.split(separator: ":").last ?? "") else {
            process.terminate()
            throw StartFailure(line: text)
        }
        return (process, port, output.fileHandleForReading)
    }

    struct StartFailure: Error { var line: String }

    @Test("SIGTERM lets a request in flight finish with its answer, then the server exits 0")
    func sigtermFinishesRequests() async throws {
        let upstream = try await TestHTTPServer { request in
            var response = OpenWeatherReplay.respond(request)
            if request.path == "/data/2.5/forecast" { response.delay = .milliseconds(1500) }
            return response
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        let (process, port, _) = try Self.start(upstream: upstream, home: home)
        var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/Seoul")
        request.headers.add(name: "Accept-Language", value: "ko")
        async let answer = HTTPClient.shared.execute(request, timeout: .seconds(60))
        // SIGTERM only once the request is in flight: the service is waiting for the forecast.
        // The bound is generous because, with the whole suite running, this task can wait long
        // for a thread; signalling before the request arrived would test something else.
        let waitLimit = Date().addingTimeInterval(120)
        while !upstream.requests.contains(where: { $0.path == "/data/2.5/forecast" }), Date() < waitLimit {
            try await Task.sleep(for: .milliseconds(20))
        }
        try #require(upstream.requests.contains { $0.path == "/data/2.5/forecast" }, "the request never reached the upstream")
        kill(process.processIdentifier, SIGTERM)
        let response = try await answer
        #expect(response.status.code == 200)
        let body = try await response.body.collect(upTo: 1 << 20)
        #expect(String(buffer: body).hasPrefix("서울, 대한민국\n"))
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(!process.isRunning)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        await upstream.shutdown()
    }

    @Test("SIGTERM ends within --shutdown-timeout while a client that reads its answers a trickle at a time holds them", .timeLimit(.minutes(1)))
    func sigtermBounded() async throws {
        let upstream = try await TestHTTPServer(respond: OpenWeatherReplay.respond)
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        let (process, port, _) = try Self.start(upstream: upstream, home: home, arguments: ["--shutdown-timeout", "2"])
        // 2,000 pipelined requests for an 11 KB file: 22 MB of answers, read some KB every 200 ms
        // (each answer finished renews the connection's time: it is never idle).
        let stuck = try await NonReadingConnection.open(port: port)
        try await stuck.send("GET /openapi.yaml HTTP/1.1\r\nHost: x\r\n\r\n", count: 2000)
        for _ in 0..<3 {
            stuck.readSome()
            try await Task.sleep(for: .milliseconds(200))
        }
        let signalled = Date()
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(15)
        while process.isRunning, Date() < deadline {
            stuck.readSome()
            try await Task.sleep(for: .milliseconds(200))
        }
        let running = process.isRunning
        if running { kill(process.processIdentifier, SIGKILL) }
        #expect(!running, "still running 15 s after SIGTERM")
        #expect(Date().timeIntervalSince(signalled) < 8)
        #expect(process.terminationReason == .exit)
        await stuck.close()
        await upstream.shutdown()
    }

    @Test("SIGHUP neither stops the server nor the request in flight; SIGTERM still stops it")
    func sighupIgnored() async throws {
        let upstream = try await TestHTTPServer { request in
            var response = OpenWeatherReplay.respond(request)
            if request.path == "/data/2.5/forecast" { response.delay = .milliseconds(1000) }
            return response
        }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        let (process, port, _) = try Self.start(upstream: upstream, home: home)
        async let answer = HTTPClient.shared.execute(HTTPClientRequest(url: "http://127.0.0.1:\(port)/Seoul?lang=ko"), timeout: .seconds(60))
        let waitLimit = Date().addingTimeInterval(120)
        while !upstream.requests.contains(where: { $0.path == "/data/2.5/forecast" }), Date() < waitLimit {
            try await Task.sleep(for: .milliseconds(20))
        }
        kill(process.processIdentifier, SIGHUP)
        let response = try await answer
        #expect(response.status.code == 200)
        #expect(String(buffer: try await response.body.collect(upTo: 1 << 20)).hasPrefix("서울, 대한민국\n"))
        let health = try await HTTPClient.shared.execute(HTTPClientRequest(url: "http://127.0.0.1:\(port)/healthz"), timeout: .seconds(10))
        #expect(String(buffer: try await health.body.collect(upTo: 100)) == "ok\n")
        #expect(process.isRunning)
        kill(process.processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        await upstream.shutdown()
    }

    @Test("weather serve refuses a bad option with exit 64 and no key with exit 78", arguments: [
        (["serve", "--port", "70000"], ["OPENWEATHER_API_KEY": "k"], Int32(64)),
        (["serve", "--port", "0"], [:], Int32(78)),
    ])
    func refusals(arguments: [String], environment: [String: String], status: Int32) throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        let result = try ChildProcess.run(
            Self.folder.appendingPathComponent("weather"), arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": home.path].merging(environment) { $1 })
        #expect(result.status == status)
    }
}
