import Foundation
import Testing
import WeatherCore
import WeatherTestSupport

/// A bad fixture, the endpoint it is decoded as, and the exact error expected.
struct BadInput: Sendable, CustomTestStringConvertible {
    enum Endpoint: Sendable { case current, forecast }

    var fixture: String
    var endpoint: Endpoint
    var error: OpenWeatherDecodingError

    var testDescription: String { "\(fixture) as \(endpoint)" }

    /// Throws the fixture's decoding error (or, for a fixture that cannot be read, why not).
    func decode() throws {
        let data = try Fixture.data(fixture)
        switch endpoint {
        case .current: _ = try OpenWeatherDecoder.decodeCurrent(data)
        case .forecast: _ = try OpenWeatherDecoder.decodeForecast(data)
        }
    }
}

@Suite("Decoding errors")
struct DecodingErrorTests {
    static let invalidKey = OpenWeatherDecodingError.apiError(
        code: "401", message: "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.")
    static let notFound = OpenWeatherDecodingError.apiError(code: "404", message: "city not found")
    static let notAnObject = OpenWeatherDecodingError.invalidValue(path: "", reason: .expected(.object))

    @Test("Each bad fixture gives its exact error", arguments: [
        BadInput(fixture: "missing-temp-forecast", endpoint: .forecast, error: .missingField(path: "list[12].main.temp")),
        BadInput(fixture: "missing-dt-current", endpoint: .current, error: .missingField(path: "dt")),
        BadInput(fixture: "empty-weather-current", endpoint: .current, error: .emptyWeatherList(path: "weather")),
        BadInput(fixture: "api-error-401", endpoint: .current, error: invalidKey),
        BadInput(fixture: "api-error-401", endpoint: .forecast, error: invalidKey),
        BadInput(fixture: "api-error-404", endpoint: .current, error: notFound),
        BadInput(fixture: "api-error-404", endpoint: .forecast, error: notFound),
        BadInput(fixture: "not-an-object", endpoint: .current, error: notAnObject),
        BadInput(fixture: "not-an-object", endpoint: .forecast, error: notAnObject),
    ])
    func badFixture(input: BadInput) {
        #expect(throws: input.error) {
            try input.decode()
        }
    }

    @Test("A truncated fixture is a syntax error at its end, for both endpoints", arguments: [BadInput.Endpoint.current, .forecast])
    func truncated(endpoint: BadInput.Endpoint) {
        let input = BadInput(fixture: "malformed", endpoint: endpoint, error: .missingField(path: "unused"))
        let syntax = syntaxError { try input.decode() }
        #expect(syntax?.description == "unexpected end of input at line 17, column 19 (byte 257)")
        #expect(syntax.map { [$0.line, $0.column, $0.offset] } == [17, 19, 257])
    }

    @Test("A body saved with a UTF-8 byte-order mark reads as the same body without it, for both endpoints")
    func byteOrderMark() throws {
        let bom = Data([0xEF, 0xBB, 0xBF])
        let current = try Fixture.data("seoul-current")
        let forecast = try Fixture.data("seoul-forecast")
        #expect(try OpenWeatherDecoder.decodeCurrent(bom + current) == OpenWeatherDecoder.decodeCurrent(current))
        #expect(try OpenWeatherDecoder.decodeForecast(bom + forecast) == OpenWeatherDecoder.decodeForecast(forecast))
    }

    @Test("Syntax errors say where they are", arguments: [
        ("", "unexpected end of input at line 1, column 1 (byte 0)"),
        ("{\"cod\": 200,\n \"x\": tru}", "unexpected character '}', expected 'true' at line 2, column 10 (byte 22)"),
        (#"{"name": "서울" "x"}"#, #"unexpected character '"', expected ',' or '}' in an object at line 1, column 15 (byte 18)"#),
        (#"{"a" "b"}"#, #"unexpected character '"', expected ':' after an object key at line 1, column 6 (byte 5)"#),
        (#"{a: "b"}"#, "unexpected character 'a', expected a string key at line 1, column 2 (byte 1)"),
        (#"{"a": 1} x"#, "unexpected text after the JSON value at line 1, column 10 (byte 9)"),
        (#"{"a": [1, 2}"#, "unexpected character '}', expected ',' or ']' in an array at line 1, column 12 (byte 11)"),
        ("{\"a\": \"open", "unexpected end of input in a string at line 1, column 12 (byte 11)"),
        (String(repeating: "[", count: 600), "nesting deeper than 512 levels at line 1, column 513 (byte 512)"),
        ("\u{FEFF}{\"a\": }", "unexpected character '}' at line 1, column 8 (byte 9)"),
        ("\u{FEFF}", "unexpected end of input at line 1, column 2 (byte 3)"),
        (" \u{FEFF}{}", "unexpected byte 0xEF at line 1, column 2 (byte 1)"),
        ("{\"a\": -x}", "unexpected character 'x', expected a digit at line 1, column 8 (byte 7)"),
        ("{\"a\": 1.}", "unexpected character '}', expected a digit at line 1, column 9 (byte 8)"),
        ("{\"a\": nul", "unexpected end of input, expected 'null' at line 1, column 10 (byte 9)"),
    ])
    func syntaxErrors(body: String, detail: String) {
        #expect(syntaxError { _ = try OpenWeatherDecoder.decodeCurrent(Data(body.utf8)) }?.description == detail)
    }

    /// `JSONDecoder` checks a string's escapes only when a model reads that string,
    /// so these go into `name`, which the current-weather model reads.
    @Test("Bad escapes in a string the model reads are located", arguments: [
        (#"No\qwhere"#, "invalid escape sequence in a string", 4),
        (#"\ud800"#, "unpaired UTF-16 surrogate in a \\u escape", 1),
        (#"\ud800\u0041"#, "unpaired UTF-16 surrogate in a \\u escape", 1),
        (#"\udc00"#, "unpaired UTF-16 surrogate in a \\u escape", 1),
        (#"\u12G4"#, "unexpected character 'G', expected four hexadecimal digits after \\u", 5),
    ])
    func badEscapes(name: String, reason: String, distanceFromQuote: Int) throws {
        let body = try TestBody.current.replacingExactlyOnce(#""name":"Nowhere""#, with: #""name":"\#(name)""#)
        let quote = try #require(body.components(separatedBy: #""name":"#).first).utf8.count + #""name":"#.utf8.count
        let offset = quote + distanceFromQuote
        #expect(syntaxError { _ = try OpenWeatherDecoder.decodeCurrent(body.data) }?.description
            == "\(reason) at line 1, column \(offset + 1) (byte \(offset))")
    }

    @Test("Escapes the JSON grammar allows decode to their characters")
    func goodEscapes() throws {
        let body = try TestBody.current.replacingExactlyOnce(#""name":"Nowhere""#, with: #""name":"\ud83c\udf27 \u00e9\t\"\/""#)
        #expect(try OpenWeatherDecoder.decodeCurrent(body.data).name == "🌧 é\t\"/")
    }

    @Test("A string where a number belongs is an invalid value at its path")
    func stringForNumber() throws {
        let body = try TestBody.current.replacingExactlyOnce(#""temp":280.5"#, with: #""temp":"cold""#)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "main.temp", reason: .expected(.number))) {
            try OpenWeatherDecoder.decodeCurrent(body.data)
        }
    }

    @Test("A string condition id is an invalid value at weather[0].id")
    func stringConditionID() throws {
        let body = try TestBody.current.replacingExactlyOnce(#""id":800"#, with: #""id":"800""#)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "weather[0].id", reason: .expected(.number))) {
            try OpenWeatherDecoder.decodeCurrent(body.data)
        }
    }

    @Test("An array where an object belongs is an invalid value at its path")
    func arrayForObject() throws {
        let body = try TestBody.forecast.replacingExactlyOnce(#""sys":{"pod":"d"}"#, with: #""sys":[]"#)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "list[0].sys", reason: .expected(.object))) {
            try OpenWeatherDecoder.decodeForecast(body.data)
        }
    }

    @Test("A null required value counts as missing")
    func nullIsMissing() throws {
        let body = try TestBody.current.replacingExactlyOnce(#""dt":1796277000"#, with: #""dt":null"#)
        #expect(throws: OpenWeatherDecodingError.missingField(path: "dt")) {
            try OpenWeatherDecoder.decodeCurrent(body.data)
        }
    }

    @Test("A missing timezone is absent, not an error, for both endpoints (the presenter then uses UTC)")
    func missingTimezone() throws {
        let current = try TestBody.current.replacingExactlyOnce(#""timezone":0,"#, with: "")
        let forecast = try TestBody.forecast.replacingExactlyOnce(#","timezone":0"#, with: "")
        #expect(try OpenWeatherDecoder.decodeCurrent(current.data).timezoneOffsetSeconds == nil)
        #expect(try OpenWeatherDecoder.decodeForecast(forecast.data).city.timezoneOffsetSeconds == nil)
    }

    @Test("A forecast slot without dt or weather is reported at its index")
    func missingItemFields() throws {
        let noDt = try TestBody.forecast.replacingExactlyOnce(#""dt":1796277600,"#, with: "")
        #expect(throws: OpenWeatherDecodingError.missingField(path: "list[0].dt")) {
            try OpenWeatherDecoder.decodeForecast(noDt.data)
        }
        let emptyWeather = try TestBody.text("seoul-forecast")
            .replacingExactlyOnce(
                #""weather": [\#n        {\#n          "id": 601,"#, with: #""weather": [], "unused": [{"id": 601,"#)
        #expect(throws: OpenWeatherDecodingError.emptyWeatherList(path: "list[12].weather")) {
            try OpenWeatherDecoder.decodeForecast(emptyWeather.data)
        }
    }

    @Test("An unknown part of day is an invalid value at its path")
    func unknownPartOfDay() throws {
        let body = try TestBody.forecast.replacingExactlyOnce(#""pod":"d""#, with: #""pod":"x""#)
        #expect {
            try OpenWeatherDecoder.decodeForecast(body.data)
        } throws: { error in
            guard case .invalidValue(let path, _) = error as? OpenWeatherDecodingError else { return false }
            return path == "list[0].sys.pod"
        }
    }

    @Test("A fraction in a whole-number field is an invalid value at its own path, not malformed JSON")
    func fractionInWholeNumberField() throws {
        let body = try TestBody.current.replacingExactlyOnce(#""humidity":50"#, with: #""humidity":50.5"#)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "main.humidity", reason: .notWholeNumber("50.5"))) {
            try OpenWeatherDecoder.decodeCurrent(body.data)
        }
    }

    @Test("Whole numbers written with a fraction or an exponent still fit a whole-number field")
    func wholeNumbersInOtherSpellings() throws {
        let fraction = try TestBody.current.replacingExactlyOnce(#""humidity":50"#, with: #""humidity":50.0"#)
        #expect(try OpenWeatherDecoder.decodeCurrent(fraction.data).main.humidity == 50)
        let exponent = try TestBody.current.replacingExactlyOnce(#""humidity":50"#, with: #""humidity":5e1"#)
        #expect(try OpenWeatherDecoder.decodeCurrent(exponent.data).main.humidity == 50)
    }

    @Test("A number too large for its field is an invalid value at its path")
    func numberOutOfRange() throws {
        let body = try TestBody.current.replacingExactlyOnce(#""temp":280.5"#, with: #""temp":1e999"#)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "main.temp", reason: .numberOutOfRange("1e999"))) {
            try OpenWeatherDecoder.decodeCurrent(body.data)
        }
    }

    @Test("Invalid UTF-8 inside a string is reported as such")
    func invalidUTF8() throws {
        var bytes = Array(try TestBody.current.replacingExactlyOnce(#""name":"Nowhere""#, with: #""name":"Now_here""#).data)
        let underscore = try #require(bytes.firstIndex(of: UInt8(ascii: "_")))
        bytes[underscore] = 0xFF
        let syntax = syntaxError { _ = try OpenWeatherDecoder.decodeCurrent(Data(bytes)) }
        #expect(syntax?.isNotUTF8 == true)
        // The first underscore is in a key; the error is at that string's opening quote.
        let quote = try #require(bytes[..<underscore].lastIndex(of: UInt8(ascii: "\"")))
        #expect(syntax.map { "\($0)" } == "a string that is not valid UTF-8 at line 1, column \(quote + 1) (byte \(quote))")
    }
}

/// The syntax error `body` throws, or `nil` when it throws another error or none.
func syntaxError(_ body: () throws -> Void) -> JSONSyntaxError? {
    do {
        try body()
    } catch OpenWeatherDecodingError.malformedJSON(let error) {
        return error
    } catch {}
    return nil
}
