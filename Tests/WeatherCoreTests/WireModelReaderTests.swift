import FoundationEssentials
import Testing
@testable import WeatherCore
import WeatherTestSupport

/// The one reader of the wire models: the rules the models document, on bodies that are
/// valid but not plain.
@Suite("The wire reader follows each field's rule")
struct WireModelReaderTests {
    @Test("Repeated keys: the last counts; null optionals are absent; cod as a number")
    func repeatedKeysAndNulls() throws {
        let body = #"{"cod":200,"message":0,"cnt":1,"list":[{"dt":1,"dt":2,"main":{"temp":1.5,"feels_like":null,"temp_min":1,"temp_max":2,"pressure":1000,"humidity":50},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"clouds":{"all":0},"wind":{"speed":1},"sys":{"pod":"d"},"rain":{"3h":0.25}}],"city":{"id":1,"coord":{"lon":1,"lat":-2.5},"timezone":null}}"#
        let forecast = try OpenWeatherDecoder.decodeForecast(Data(body.utf8))
        #expect(forecast.cod == 200)
        #expect(forecast.list.map(\.dt) == [2])
        #expect(forecast.list[0].main.feelsLike == nil)
        #expect(forecast.list[0].rain == Precipitation(oneHour: nil, threeHours: 0.25))
        #expect(forecast.city.timezoneOffsetSeconds == nil)
        #expect(forecast.city.name == "")
        #expect(forecast.city.coord == Coordinates(lon: 1, lat: -2.5))
    }

    @Test("Exponents, long fractions and escaped names read as Double(_:) and the escapes say")
    func numbersTheLongWay() throws {
        let body = #"{"cod":"200","message":1e-3,"cnt":1,"list":[{"dt":1,"main":{"temp":2.7315e2,"temp_min":1,"temp_max":2,"pressure":1000,"humidity":50},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"}],"clouds":{"all":0},"wind":{"speed":0.30000000000000004},"sys":{"pod":"n"}}],"city":{"id":1,"name":"\u00c9vry","coord":{"lon":1,"lat":2}}}"#
        let forecast = try OpenWeatherDecoder.decodeForecast(Data(body.utf8))
        #expect(forecast.message == 0.001)
        #expect(forecast.list[0].main.temp == 273.15)
        #expect(forecast.list[0].wind.speed == 0.30000000000000004)
        #expect(forecast.list[0].sys.partOfDay == .night)
        #expect(forecast.city.name == "Évry")
    }

    @Test("A whole number written 50.0 or 5e1 fits a whole-number field")
    func wholeNumberSpellings() throws {
        for population in ["50.0", "5e1", "50"] {
            let body = #"{"cod":"200","cnt":0,"list":[],"city":{"id":1,"coord":{"lon":1,"lat":2},"population":\#(population)}}"#
            #expect(try OpenWeatherDecoder.decodeForecast(Data(body.utf8)).city.population == 50, "\(population)")
        }
    }

    @Test("A cod that is not a number is an invalid value at cod")
    func textCode() {
        #expect(throws: OpenWeatherDecodingError.invalidValue(
            path: "cod", reason: .notNumeric("ok"))
        ) {
            try OpenWeatherDecoder.decodeForecast(Data(#"{"cod":"ok","cnt":0,"list":[],"city":{"id":1,"coord":{"lon":1,"lat":2}}}"#.utf8))
        }
    }

    @Test("Failures deep in a list name their whole path", arguments: [
        (#""weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"}]"#, #""weather":[{"id":500,"main":"Rain","description":"light rain","icon":10}]"#,
         OpenWeatherDecodingError.invalidValue(path: "list[0].weather[0].icon", reason: .expected(.string))),
        (#""weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"}]"#, #""weather":[7]"#,
         .invalidValue(path: "list[0].weather[0]", reason: .expected(.object))),
        (#""weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"}]"#, #""weather":{}"#,
         .invalidValue(path: "list[0].weather", reason: .expected(.array))),
        (#""sys":{"pod":"n"}"#, #""sys":{"pod":"x"}"#, .invalidValue(path: "list[0].sys.pod", reason: .notDayOrNight("x"))),
        (#""temp_min":1,"#, "", .missingField(path: "list[0].main.temp_min")),
    ])
    func deepFailures(original: String, replacement: String, error: OpenWeatherDecodingError) throws {
        let valid = #"{"cod":"200","cnt":1,"list":[{"dt":1,"main":{"temp":2,"temp_min":1,"temp_max":2,"pressure":1000,"humidity":50},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"}],"clouds":{"all":0},"wind":{"speed":1},"sys":{"pod":"n"}}],"city":{"id":1,"coord":{"lon":1,"lat":2}}}"#
        #expect(try OpenWeatherDecoder.decodeForecast(Data(valid.utf8)).list.count == 1)
        let body = try valid.replacingExactlyOnce(original, with: replacement)
        #expect(throws: error) { try OpenWeatherDecoder.decodeForecast(Data(body.utf8)) }
    }

    @Test("An error body is the API's error, with cod as a number or a string")
    func errorBody() throws {
        #expect(throws: OpenWeatherDecodingError.apiError(code: "404", message: "city not found")) {
            try OpenWeatherDecoder.decodeForecast(Data(#"{"cod":"404","message":"city not found"}"#.utf8))
        }
        #expect(throws: OpenWeatherDecodingError.apiError(code: "401", message: "")) {
            try OpenWeatherDecoder.decodeCurrent(Data(#"{"cod":401,"message":7}"#.utf8))
        }
    }

    @Test("Plain number literals convert to the Double and Int that Double(_:) and Int(_:) give")
    func numbers() throws {
        var generator = SplitMix(seed: 11)
        var literals = ["0", "-0", "0.0", "-0.0", "1013", "272.9", "-273.15", "0.1", "0.30000000000000004",
                        "123456789012345", "1234567890.12345", "9007199254740993", "4.35", "1e5", "2.5E-3"]
        for _ in 0..<20_000 {
            let digits = Int(generator.next() % 16) + 1
            var text = generator.next() % 2 == 0 ? "-" : ""
            let whole = Int(generator.next() % UInt64(digits + 1))
            for position in 0..<digits {
                if position == whole && position > 0 { text += "." }
                text += String(generator.next() % 10)
            }
            // JSON has no leading zeros before other digits.
            if text.hasPrefix("0") && text.count > 1 && !text.hasPrefix("0.") { continue }
            if text.hasPrefix("-0") && text.count > 2 && !text.hasPrefix("-0.") { continue }
            literals.append(text)
        }
        for text in literals {
            let bytes = Array(text.utf8)
            if let number = bytes.withUnsafeBufferPointer({ JSONNumber.double($0, 0..<$0.count) }) {
                let expected = try #require(Double(text))
                #expect(number.bitPattern == expected.bitPattern, "\(text)")
            }
            if let number = bytes.withUnsafeBufferPointer({ JSONNumber.int($0, 0..<$0.count) }) {
                #expect(number == Int(text), "\(text)")
            }
        }
        #expect(Array("272.9".utf8).withUnsafeBufferPointer { JSONNumber.double($0, 0..<5) } == 272.9)
        #expect(Array("2.50".utf8).withUnsafeBufferPointer { JSONNumber.int($0, 0..<4) } == nil)
    }
}

/// A small deterministic generator, so a failure can be reproduced.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
