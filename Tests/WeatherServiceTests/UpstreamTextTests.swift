import Logging
import Testing
import WeatherCore
import WeatherService
import WeatherTestServer

@Suite("Upstream text, bounded where it enters and escaped where it is logged")
struct UpstreamTextTests {
    @Test("A 100,000-character place name and a country code with a newline and ESC reach no answer whole")
    func boundedNames() async throws {
        let long = String(repeating: "Ab", count: 50_000)
        let harness = try await ServiceHarness.start(respond: replacing("/geo/1.0/direct", with: .json(
            #"[{"name":"\#(long)","local_names":{"en":"\#(long)","x\n":"forged"},"lat":37.5667,"lon":126.9783,"country":"K\nR\u001b[31m"}]"#)))
        let answer = await harness.get("/Seoul?format=line&lang=en-GB&template=%7Bplace%7D%7Bplace%7D%7Bplace%7D")
        #expect(answer.status == 200)
        // Each name at most 120 characters; no country (the code was no code).
        #expect(answer.text == String(repeating: String(long.prefix(120)), count: 3) + "\n")
        await harness.stop()
    }

    @Test("Log lines escape newlines, ESC and backslashes in messages and metadata: one record, one line")
    func escapedLogLines() {
        let lines = Locked<[String]>([])
        var handler = EscapedLogHandler(label: "weather-serve") { line in lines.withLock { $0.append(line) } }
        handler[metadataKey: "country"] = "K\nR"
        let logger = Logger(label: "weather-serve") { _ in handler }
        logger.warning("upstream failed: Seoul\n2026-11-27 error forged line \u{1B}[31mred\\n")
        #expect(lines.withLock { $0 } == [
            #"warning weather-serve: upstream failed: Seoul\n2026-11-27 error forged line \u{1B}[31mred\\n country=K\nR"# + "\n",
        ])
    }

    @Test("Format characters (U+202E, U+2066, U+200B) are escaped too: a log line reads in the order it was written")
    func bidiControlsEscaped() {
        #expect(EscapedLogHandler.escaped("key\u{202E}gnp.exe\u{2066}x\u{2069}\u{200B}") == #"key\u{202E}gnp.exe\u{2066}x\u{2069}\u{200B}"#)
        #expect(EscapedLogHandler.escaped("서울 é 🌧️") == "서울 é 🌧️")
    }

    @Test("A 1 MB key in a message or in metadata makes a line of at most 8 KiB, still one line, saying it was cut")
    func boundedLine() {
        let lines = Locked<[String]>([])
        var handler = EscapedLogHandler(label: "weather-serve") { line in lines.withLock { $0.append(line) } }
        handler[metadataKey: "key"] = .string(String(repeating: "k", count: 1_000_000))
        let logger = Logger(label: "weather-serve") { _ in handler }
        logger.warning("unexpected key \(String(repeating: "\u{1B}", count: 1_000_000))")
        // Measured, never printed: a failure must not write the megabyte it is about.
        let written = lines.withLock { $0 }
        let bytes = written.first?.utf8.count ?? 0
        let cut = written.first?.hasSuffix("…\n") == true
        let newlines = written.first.map { line in line.utf8.count { $0 == 0x0A } } ?? 0
        #expect(written.count == 1)
        #expect(bytes <= 8_192)
        #expect(cut)
        #expect(newlines == 1)
    }
}

@Suite("Log lines a client can cause at will are throttled")
struct LogThrottleTests {
    @Test("One line a minute per kind, saying how many were held back")
    func throttled() {
        let throttle = LogThrottle(intervalSeconds: 60)
        #expect(throttle.admit("over_budget", now: 1000) == 0)
        #expect(throttle.admit("over_budget", now: 1010) == nil)
        #expect(throttle.admit("paused", now: 1010) == 0)
        #expect(throttle.admit("over_budget", now: 1059) == nil)
        #expect(throttle.admit("over_budget", now: 1060) == 2)
        #expect(throttle.admit("over_budget", now: 1061) == nil)
    }
}
