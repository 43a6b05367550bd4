import Foundation
import Testing
import WeatherTestSupport

@Suite("Colour on a terminal follows TERM and NO_COLOR")
struct TerminalColorTests {
    /// Runs `weather show` with a pseudo-terminal as its output (util-linux `script`).
    private func showOnTerminal(_ environment: [String: String]) throws -> String {
        try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/script"),
            ["-qec", "\(WeatherBinary.url.path) show --locale en_US --now 2026-12-03T15:00+09:00", "/dev/null"],
            environment: WeatherBinary.baseEnvironment.merging(environment) { $1 }, standardInput: .nullDevice
        ).standardOutput
    }

    @Test("An ordinary terminal gets colour; TERM=dumb and NO_COLOR get none", .enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/script")))
    func dumbTerminal() throws {
        #expect(try showOnTerminal(["TERM": "xterm-256color"]).contains("\u{1B}["))
        #expect(try !showOnTerminal(["TERM": "dumb"]).contains("\u{1B}["))
        #expect(try !showOnTerminal(["TERM": "xterm-256color", "NO_COLOR": "1"]).contains("\u{1B}["))
    }

    @Test("Air-quality categories in their scale's colour on a colour terminal, beside the word; none without colour")
    func airQualityColours() throws {
        let arguments = ["--locale", "ko_KR", "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast")]
            + SnapshotTests.air
        let coloured = try WeatherBinary.run(arguments + ["--color", "always"]).standardOutput
        // 보통 (moderate) in AirKorea's green, 좋음 (good) in its blue; the words stay.
        #expect(coloured.contains("\u{1B}[38;2;0;199;60m보통\u{1B}[0m"))
        #expect(coloured.contains("\u{1B}[38;2;30;136;229m좋음\u{1B}[0m"))
        let plain = try WeatherBinary.run(arguments + ["--color", "never"]).standardOutput
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.contains("초미세먼지         25㎍/㎥  보통"))
    }
}
