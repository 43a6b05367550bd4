import Testing
import WeatherCore
import WeatherTestSupport

@Suite("Times and UTC offsets outside what a calendar shows are data errors, never traps")
struct TimeRangeTests {
    @Test("A forecast dt near Int64.max is rejected at its JSON path")
    func forecastTimeNearInt64Max() throws {
        var response = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        response.list[3].dt = Int(Int64.max) - 10
        #expect(throws: OpenWeatherDecodingError.invalidValue(
            path: "list[3].dt",
            detail: "9223372036854775797 is outside the years 1 to 9999 (-62135596800...253402300799)")
        ) {
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
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: path, detail: UnixTime.outOfRangeDetail(seconds))) {
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
