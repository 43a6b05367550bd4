import Testing
@_spi(Fuzzing) import WeatherCore
import WeatherTestSupport

@Suite("Times and UTC offsets outside what a calendar shows are data errors, never traps")
struct TimeRangeTests {
    @Test("A forecast dt near Int64.max is rejected at its JSON path")
    func forecastTimeNearInt64Max() throws {
        var response = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        response.list[3].dt = Int(Int64.max) - 10
        let error = #expect(throws: OpenWeatherDecodingError.invalidValue(
            path: "list[3].dt", reason: .timeOutOfRange(seconds: 9_223_372_036_854_775_797))
        ) {
            try OpenWeatherDecoder.decodeForecast(TestBody.encoded(response))
        }
        #expect(error?.description == "The response has an invalid value at list[3].dt: "
            + "9223372036854775797 is outside the years 1 to 9999 (-62135596800...253402300799).")
    }

    @Test("The forecast city's sunrise and sunset are checked at their paths", arguments: [
        ("city.sunrise", 253_402_300_800), ("city.sunset", -62_135_596_801),
    ])
    func cityTimes(path: String, seconds: Int) throws {
        var response = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        if path == "city.sunrise" { response.city.sunrise = seconds } else { response.city.sunset = seconds }
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: path, reason: .timeOutOfRange(seconds: seconds))) {
            try OpenWeatherDecoder.decodeForecast(TestBody.encoded(response))
        }
    }

    @Test("Current dt, sunrise and sunset are checked too", arguments: [
        ("dt", Int(Int64.min)), ("sys.sunrise", 253_402_300_800), ("sys.sunset", -62_135_596_801),
    ])
    func currentTimes(path: String, seconds: Int) throws {
        var response = try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
        switch path {
        case "dt": response.dt = seconds
        case "sys.sunrise": response.sys.sunrise = seconds
        default: response.sys.sunset = seconds
        }
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: path, reason: .timeOutOfRange(seconds: seconds))) {
            try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(response))
        }
    }

    @Test("The edges of the range are accepted")
    func edges() throws {
        var response = try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
        response.dt = 253_402_300_799
        #expect(try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(response)).dt == 253_402_300_799)
    }

    @Test("UTC offsets parse in every written form, once for the whole project", arguments: [
        ("+09:00", 32_400), ("-05:00", -18_000), ("+0545", 20_700), ("+9", 32_400), ("-03:30", -12_600), ("+18:00", 64_800),
    ])
    func offsets(text: String, seconds: Int) {
        #expect(UTCOffset.seconds(parsing: text) == seconds)
    }

    @Test("Impossible offsets are nil", arguments: ["+19:00", "+18:01", "+09:60", "09:00", "+", "+123", "+09:0", "+0a:00", "-9223372036854775808"])
    func badOffsets(text: String) {
        #expect(UTCOffset.seconds(parsing: text) == nil)
    }

    @Test("Int.min is not a valid offset, and checking it does not trap")
    func intMinOffset() {
        #expect(!UTCOffset.isValid(seconds: Int.min))
        #expect(!UTCOffset.isValid(seconds: Int.max))
        #expect(UTCOffset.isValid(seconds: -64_800))
    }
}

@Suite("--now values: ISO 8601 with a zone or Unix seconds, real dates only")
struct InstantParserTests {
    @Test("Valid instants", arguments: [
        ("2026-12-03T15:00:00+09:00", 1_796_277_600), ("2026-12-03T06:00Z", 1_796_277_600),
        ("2026-12-03 06:00-0000", 1_796_277_600), ("2028-02-29T00:00Z", 1_835_395_200), ("1796277600", 1_796_277_600),
    ])
    func valid(text: String, seconds: Int) {
        #expect(InstantParser.unixSeconds(text) == seconds)
    }

    @Test("Dates that do not exist and times beyond year 9999 are nil", arguments: [
        "2026-02-31T00:00Z", "2027-02-29T00:00Z", "2026-06-31T00:00Z", "2026-12-03T24:00Z", "2026-12-03T15:00",
        "2026-12-03T15:00+19:00", "9223372036854775807", "-9223372036854775808", "0000-12-31T00:00Z",
    ])
    func invalid(text: String) {
        #expect(InstantParser.unixSeconds(text) == nil)
    }

    @Test("Local times and dates at a given offset (Open-Meteo's iso8601): a zone in the text wins; impossible ones are nil", arguments: [
        ("2026-12-03T15:00", Optional(1_796_277_600)), ("2026-12-03", Optional(1_796_223_600)),
        ("2026-12-03T15:00+09:00", Optional(1_796_277_600)), ("2026-12-03T06:00Z", Optional(1_796_277_600)),
        ("2026-02-30", nil), ("2026-12-03T", nil), ("2026-12-3", nil), ("2026-12-03T24:00", nil),
    ])
    func local(text: String, seconds: Int?) {
        #expect(InstantParser.unixSeconds(local: text, offsetSeconds: 32_400) == seconds)
    }
}
