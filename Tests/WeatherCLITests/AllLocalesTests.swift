import Foundation
import Testing
import WeatherLocalization
import WeatherTestSupport

/// `weather --locale all`, run once per format and shared by the tests (a debug build
/// renders 800 locales in seconds, not milliseconds).
@Suite("weather --locale all renders the forecast in every ICU locale")
struct AllLocalesTests {
    static let seoul = ["--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast")]

    /// The JSON Lines run and the peak memory of the process that made it.
    static let jsonRun: (result: WeatherBinary.Result, peakKilobytes: Int)? = {
        // This process's own peak, read by wait4 in a small launcher: the test runner's
        // RUSAGE_CHILDREN would also count other tests' children (gdb, say).
        let report = FileManager.default.temporaryDirectory.path + "/weather-peak-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: report) }
        let measure = """
            import os, sys
            pid = os.fork()
            if pid == 0:
                os.execv(sys.argv[2], sys.argv[2:])
            _, status, usage = os.wait4(pid, 0)
            open(sys.argv[1], "w").write(str(usage.ru_maxrss))
            sys.exit(os.waitstatus_to_exitcode(status))
            """
        guard let result = try? WeatherBinary.run(
                ["--locale", "all", "--format", "json"] + seoul, launcher: ["/usr/bin/python3", "-c", measure, report]),
              let peak = (try? String(contentsOfFile: report, encoding: .utf8)).flatMap({ Int($0) })
        else { return nil }
        return (result, peak)
    }()

    static let textRun = try? WeatherBinary.run(["--locale", "all", "--format", "text"] + seoul)

    static func objects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test("One JSON object per line, one line per ICU locale (uloc_countAvailable), in ICU's order")
    func oneLinePerLocale() throws {
        let run = try #require(Self.jsonRun)
        #expect(run.result.status == 0)
        #expect(run.result.standardError == "")
        let objects = try Self.objects(run.result.standardOutput)
        let identifiers = WeatherLocale.availableIdentifiers
        #expect(identifiers.count > 800)
        #expect(objects.count == identifiers.count)
        #expect(objects.map { $0["locale"] as? String ?? "" } == identifiers)
    }

    @Test("A handful of locales exactly: own table or English stand-in, units, digits, dates", arguments: [
        ("ko_KR", true, "ko", "0°C", "맑음", "오후 3시"),
        ("en_US", true, "en", "32°F", "Sunny", "3\u{202F}PM"),
        ("de_DE", true, "de", "0 °C", "Sonnig", "15 Uhr"),
        ("ja", true, "ja", "0°C", "晴れ", "15時"),
        ("ar_EG", true, "ar", "٠°م", "مشمس", "٣ م"),
        ("nl_NL", false, "en", "0°C", "Sunny", "15:00"),
    ])
    func handfulExactly(
        locale: String, ownTranslation: Bool, language: String, temperature: String, condition: String, firstHour: String
    ) throws {
        let run = try #require(Self.jsonRun)
        let object = try #require(try Self.objects(run.result.standardOutput).first { $0["locale"] as? String == locale })
        #expect(object["ownTranslation"] as? Bool == ownTranslation)
        let forecast = try #require(object["forecast"] as? [String: Any])
        #expect(forecast["language"] as? String == language)
        let current = try #require(forecast["current"] as? [String: Any])
        #expect((current["temperature"] as? [String: Any])?["text"] as? String == temperature)
        #expect((current["condition"] as? [String: Any])?["text"] as? String == condition)
        let hourly = try #require(forecast["hourly"] as? [[String: Any]])
        let steps = hourly.flatMap { $0["items"] as? [[String: Any]] ?? [] }
        #expect(steps.count == 8)  // the next 24 hours, under two day headings
        #expect(steps.first?["time"] as? String == firstHour)

        // The listing's view model is the one a run for that locale alone prints.
        let single = try WeatherBinary.run(["--locale", locale, "--format", "json"] + Self.seoul)
        let alone = try #require(try JSONSerialization.jsonObject(with: Data(single.standardOutput.utf8)) as? NSDictionary)
        #expect(NSDictionary(dictionary: forecast) == alone)
    }

    /// Skipped under a sanitizer (`.ci/sanitize` sets WEATHER_SANITIZER): its shadow memory
    /// multiplies every process's peak, so the bound would measure the sanitizer, not us.
    @Test("Peak memory of the whole run stays under 100 MB: the formatter caches are bounded",
          .enabled(if: ProcessInfo.processInfo.environment["WEATHER_SANITIZER"] == nil))
    func boundedMemory() throws {
        let run = try #require(Self.jsonRun)
        #expect(run.result.status == 0)
        #expect(run.peakKilobytes > 0)
        #expect(run.peakKilobytes < 100 * 1024)
    }

    @Test("One locale after another (WEATHER_WORKERS=1) writes the same bytes as one thread per core")
    func sequentialEqualsParallel() throws {
        let run = try #require(Self.jsonRun)
        let sequential = try WeatherBinary.run(["--locale", "all", "--format", "json"] + Self.seoul, environment: ["WEATHER_WORKERS": "1"])
        #expect(sequential.status == 0)
        #expect(sequential.standardOutput.utf8.count > 1_000_000)
        #expect(sequential.standardOutput == run.result.standardOutput)
        let three = try WeatherBinary.run(["--locale", "all", "--format", "markdown"] + Self.seoul, environment: ["WEATHER_WORKERS": "3"])
        let one = try WeatherBinary.run(["--locale", "all", "--format", "markdown"] + Self.seoul, environment: ["WEATHER_WORKERS": "1"])
        #expect(three.status == 0)
        #expect(three.standardOutput.hasPrefix("# af\n\n# Seoul, Suid-Korea\n"))
        #expect(three.standardOutput == one.standardOutput)
    }

    @Test("A worker count that is not 1 to 64 is a usage error, with nothing on stdout", arguments: ["0", "many", "65"])
    func badWorkerCount(value: String) throws {
        let run = try WeatherBinary.run(["--locale", "all"] + Self.seoul, environment: ["WEATHER_WORKERS": value])
        #expect(run.status == 64)
        #expect(run.standardOutput == "")
        #expect(run.standardError.contains("WEATHER_WORKERS"))
        #expect(run.standardError.contains(value))
    }

    @Test("Text: each locale's render under a heading naming it, identical to its own run")
    func textHeadings() throws {
        let run = try #require(Self.textRun)
        #expect(run.status == 0)
        let headings = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("=== ") && $0.hasSuffix(" ===") }
        #expect(headings.count == WeatherLocale.availableIdentifiers.count)
        for locale in ["ko_KR", "en_US"] {
            let single = try WeatherBinary.run(["--locale", locale, "--format", "text"] + Self.seoul)
            #expect(run.standardOutput.contains("=== \(locale) ===\n\n" + single.standardOutput + "\n"))
        }
    }
}
