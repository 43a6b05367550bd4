import Testing
@testable import weather
import WeatherCore
import WeatherLocalization

/// A command parses and validates `--locale` once; the tables, the notes, the presentation
/// and the localized words all take that one value (issue 32).
@Suite("A run of weather validates its locale once")
struct LocaleValidatedOnceTests {
    /// How many locales `body` parsed and validated.
    func validations(_ body: () throws -> Void) throws -> Int {
        let count = Locked(0)
        try WeatherLocale.$validationCounter.withValue(count) { try body() }
        return count.withLock { $0 }
    }

    @Test("weather --locale ko_KR over the Seoul files (one line on stdout: the template)")
    func show() throws {
        let count = try validations {
            // The way `main` reads a plain call (ArgumentParser is not this target's to import).
            let command = try #require(WeatherCommand.directlyRead(WeatherCommand.routed([
                "--locale", "ko_KR", "--current", WeatherBinary.fixture("seoul-current"),
                "--forecast", WeatherBinary.fixture("seoul-forecast"), "--template", "{temp}",
            ])) as? ShowCommand)
            try command.run()
        }
        #expect(count == 1)
    }

    @Test("A failing run (a missing --current file) words its message in the locale it validated, without reading it again")
    func failure() throws {
        let count = try validations {
            let command = try #require(WeatherCommand.directlyRead(WeatherCommand.routed([
                "--locale", "ko_KR", "--current", "/nonexistent/seoul-current.json", "--template", "{temp}",
            ])) as? ShowCommand)
            #expect(throws: (any Error).self) { try command.run() }
        }
        #expect(count == 1)
    }

    @Test("weather format temperature --width full-name, whose spoken words need the locale's tables")
    func formatSpokenTemperature() throws {
        var text = ""
        let count = try validations {
            let request = FormatRequest(
                subject: .temperature(from: .celsius, unit: nil), locale: "ko_KR", rounding: nil, width: .fullName, values: ["-5"])
            text = try request.output()
        }
        #expect(text == "섭씨 영하 5도\n")
        #expect(count == 1)
    }

    @Test("weather format air-quality, whose label is in the locale's language")
    func formatAirQuality() throws {
        var text = ""
        let count = try validations {
            text = try AirQualityRequest(scale: .kr, locale: "ko_KR", output: .text, values: ["pm10=42"]).text()
        }
        #expect(text == "통합대기환경지수 · 보통 (미세먼지)\n")
        #expect(count == 1)
    }

    @Test("A failing weather format (a value that is not a number) words its message without reading the locale again")
    func formatFailure() throws {
        let count = try validations {
            let request = FormatRequest(
                subject: .temperature(from: .celsius, unit: nil), locale: "ko_KR", rounding: nil, width: .short, values: ["warm"])
            #expect(throws: (any Error).self) { try request.run() }
            #expect(throws: (any Error).self) { try AirQualityRequest(scale: .kr, locale: "ko_KR", output: .text, values: ["pm10=-1"]).run() }
        }
        #expect(count == 2)
    }
}
