import Foundation
import Testing
import WeatherTestSupport

/// `weather --onecall FILE`: a saved One Call 3.0 answer, its warnings first.
@Suite("weather --onecall shows a One Call answer, its warnings first")
struct OneCallCommandTests {
    static let rome = WeatherBinary.fixture("onecall/rome-onecall")

    @Test("The warning comes before the headline, worded in English with the Italian agency's original tagged")
    func warningFirst() throws {
        let result = try WeatherBinary.run(["--onecall", Self.rome, "--input-units", "metric", "--locale", "en_US"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).prefix(12).map(String.init)
        #expect(lines == [
            "Unnamed location",
            "As of Sun, Dec 6, 4:30\u{202F}PM",
            "",
            "Warnings",
            "⚠ Yellow warning: Thunderstorms · until Sun, Dec 6, 11:59\u{202F}PM",
            "  Issued by Italian Air Force National Meteorological Service",
            "  Original text (en)",
            "    \u{2068}Yellow Thunderstorm Warning\u{2069}",
            "    \u{2068}Scattered thunderstorms with local heavy showers, frequent lightning and\u{2069}",
            "    \u{2068}strong gusts.\u{2069}",
            "",
            "55°F  Mostly Cloudy",
        ])
        #expect(result.standardOutput.contains("\nHourly\n"))
        #expect(result.standardOutput.contains("\n8-Day Forecast\n"))
    }

    @Test("--onecall with a 2.5 file is a usage error; a broken answer a data error naming the field")
    func badInput() throws {
        let both = try WeatherBinary.run(["--onecall", Self.rome, "--current", WeatherBinary.fixture("seoul-current"), "--locale", "en_US"])
        #expect(both.status == 64)
        #expect(both.standardError == "weather: --onecall and --current cannot be used together\n")
        let broken = try WeatherBinary.run(["--onecall", "-", "--locale", "ko_KR"], standardInput: Data(#"{"lat": 1}"#.utf8))
        #expect(broken.status == 65)
        #expect(broken.standardOutput.isEmpty)
    }

    @Test("The default line leads with the warning; a template of one's own places it with {alert}")
    func lineLeadsWithWarning() throws {
        let line = try WeatherBinary.run(["--onecall", Self.rome, "--input-units", "metric", "--locale", "en_US", "--format", "line"])
        #expect(line.standardOutput.hasPrefix("⚠ Yellow warning: Thunderstorms · "))
        let own = try WeatherBinary.run(["--onecall", Self.rome, "--input-units", "metric", "--locale", "en_US", "--template", "{temp} {alert}"])
        #expect(own.standardOutput == "55°F ⚠ Yellow warning: Thunderstorms\n")
    }
}
