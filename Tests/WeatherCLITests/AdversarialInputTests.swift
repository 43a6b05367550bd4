import Foundation
import Testing

/// Inputs an attacker with a crafted option, translation file or response would try: each
/// gets one line on stderr and a documented exit code, never a crash, a hang or silence.
@Suite("Crafted input gets a clear error and a sysexits code, never a crash")
struct AdversarialInputTests {
    static let longLocale = "en_" + String(repeating: "A", count: 153)

    @Test("Locale ids ICU would overflow on, or open as internal bundles, are unknown locales (64)", arguments: [
        ["show", "--locale", longLocale],
        ["format", "temperature", "--locale", longLocale, "280"],
        ["show", "--locale", "metadata"],
        ["show", "--locale", "zoneinfo64"],
        ["format", "date", "--locale", "icuver", "--skeleton", "jm", "0"],
    ])
    func badLocales(arguments: [String]) throws {
        let result = try WeatherBinary.run(arguments)
        let locale = arguments[arguments.firstIndex(of: "--locale")! + 1]
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: Unknown locale '\(locale)'\n")
    }

    @Test("--time-zone of Int64.min is a usage error, not a trap (64)", arguments: [
        ["show", "--time-zone=-9223372036854775808"],
        ["format", "date", "--skeleton", "jm", "--time-zone=-9223372036854775808", "0"],
    ])
    func int64MinTimeZone(arguments: [String]) throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: Unknown time zone '-9223372036854775808'\n")
    }

    @Test("--now must be a real date within years 1 to 9999 (64)", arguments: [
        "2026-02-31T00:00Z", "2025-02-29T12:00+09:00", "2026-04-31T00:00Z", "9223372036854775807", "0000-01-01T00:00Z",
    ])
    func impossibleNow(value: String) throws {
        let result = try WeatherBinary.run(["show", "--now", value])
        #expect(result.status == 64)
        #expect(result.standardError == "weather: Invalid value for --now: '\(value)'\n")
    }

    @Test("A leap day is a real date")
    func leapDay() throws {
        let result = try WeatherBinary.run(["show", "--now", "2028-02-29T12:00+09:00", "--format", "json"])
        #expect(result.status == 0)
    }

    @Test("A forecast dt near Int64.max with an offset is a data error naming its path (65)")
    func forecastTimeNearInt64Max() throws {
        var json = try String(contentsOfFile: WeatherBinary.fixture("seoul-forecast"), encoding: .utf8)
        let first = try #require(json.range(of: "\"dt\": 1796277600"))
        json.replaceSubrange(first, with: "\"dt\": 9223372036854775000")
        let result = try WeatherBinary.run(["show", "--forecast", "-"], standardInput: Data(json.utf8))
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: standard input: list[0].dt is outside the years 1 to 9999\n")
    }

    @Test("timezone of Int64.min in a response is a data error, not a trap (65)")
    func int64MinOffsetInData() throws {
        var json = try String(contentsOfFile: WeatherBinary.fixture("seoul-current"), encoding: .utf8)
        let zone = try #require(json.range(of: "\"timezone\": 32400"))
        json.replaceSubrange(zone, with: "\"timezone\": -9223372036854775808")
        let result = try WeatherBinary.run(["show", "--current", "-"], standardInput: Data(json.utf8))
        #expect(result.status == 65)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "weather: standard input: timezone has a value that cannot be used\n")
    }
}
