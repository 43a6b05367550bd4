import Testing
import WeatherCore

@Suite("Response codes")
struct ResponseCodeTests {
    @Test("cod is accepted as a number or a string by both endpoints", arguments: ["200", #""200""#])
    func numberOrString(cod: String) throws {
        let current = try TestBody.current.replacingExactlyOnce(#""cod":200"#, with: #""cod":\#(cod)"#)
        let forecast = try TestBody.forecast.replacingExactlyOnce(#""cod":"200""#, with: #""cod":\#(cod)"#)
        #expect(try OpenWeatherDecoder.decodeCurrent(current.data).cod == 200)
        #expect(try OpenWeatherDecoder.decodeForecast(forecast.data).cod == 200)
    }

    @Test("An error body is an API error whether cod is a number or a string", arguments: [
        (#"{"cod":401,"message":"Invalid API key"}"#, OpenWeatherDecodingError.apiError(code: "401", message: "Invalid API key")),
        (#"{"cod":"404","message":"city not found"}"#, .apiError(code: "404", message: "city not found")),
        (#"{"cod":"429"}"#, .apiError(code: "429", message: "")),
        (#"{"cod":500,"message":5}"#, .apiError(code: "500", message: "")),
    ])
    func errorBodies(body: String, error: OpenWeatherDecodingError) {
        #expect(throws: error) { try OpenWeatherDecoder.decodeCurrent(body.data) }
        #expect(throws: error) { try OpenWeatherDecoder.decodeForecast(body.data) }
    }

    @Test("A non-numeric cod is an invalid value at cod")
    func nonNumericCode() throws {
        let body = try TestBody.current.replacingExactlyOnce(#""cod":200"#, with: #""cod":"ok""#)
        #expect(throws: OpenWeatherDecodingError.invalidValue(
            path: "cod", reason: .notNumeric("ok"))
        ) {
            try OpenWeatherDecoder.decodeCurrent(body.data)
        }
    }

    @Test("A missing cod is a missing field, not an API error")
    func missingCode() throws {
        let body = try TestBody.current.replacingExactlyOnce(#","cod":200"#, with: "")
        #expect(throws: OpenWeatherDecodingError.missingField(path: "cod")) {
            try OpenWeatherDecoder.decodeCurrent(body.data)
        }
    }
}
