import FoundationEssentials
import Testing
@testable import WeatherCore
import WeatherTestSupport

/// The direct reader (no `Codable`) must give exactly the model `Codable` gives, or step
/// aside so that `Codable` reads it or reports the error.
@Suite("Responses read without Codable are the models Codable reads")
struct DirectModelDecodingTests {
    static let fixtures: [String] = (try? FileManager.default.contentsOfDirectory(atPath: Fixture.directory.path))?
        .filter { $0.hasSuffix(".json") }.sorted() ?? []

    @Test("Every fixture: the same model both ways, or the direct reader declines")
    func everyFixture() throws {
        #expect(Self.fixtures.count >= 19)
        var direct: [String] = []
        for name in Self.fixtures {
            guard let document = try? JSONDocument(Fixture.data(name)) else { continue }
            if let model = try? DirectModelDecoding.current(document) {
                #expect(model == (try document.decode(CurrentWeatherResponse.self)), "\(name)")
                direct.append(name)
            }
            if let model = try? DirectModelDecoding.forecast(document) {
                #expect(model == (try document.decode(ForecastResponse.self)), "\(name)")
                direct.append(name)
            }
        }
        // The ordinary responses take the direct way.
        for name in ["seoul-current.json", "seoul-forecast.json", "new-york-forecast.json", "kathmandu-current.json"] {
            #expect(direct.contains(name), "\(name) was not read directly")
        }
    }

    @Test("Unusual but valid bodies: declined, or read as Codable reads them", arguments: [
        // Repeated keys: the last counts. `null` optionals are absent. `cod` as a number.
        #"{"cod":200,"message":0,"cnt":1,"list":[{"dt":1,"dt":2,"main":{"temp":1.5,"feels_like":null,"temp_min":1,"temp_max":2,"pressure":1000,"humidity":50},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}],"clouds":{"all":0},"wind":{"speed":1},"sys":{"pod":"d"},"rain":{"3h":0.25}}],"city":{"id":1,"coord":{"lon":1,"lat":-2.5},"timezone":null}}"#,
        // An exponent, a whole number for a Double, 17 significant digits: the long way.
        #"{"cod":"200","message":1e-3,"cnt":1,"list":[{"dt":1,"main":{"temp":2.7315e2,"temp_min":1,"temp_max":2,"pressure":1000,"humidity":50},"weather":[{"id":500,"main":"Rain","description":"light rain","icon":"10n"}],"clouds":{"all":0},"wind":{"speed":0.30000000000000004},"sys":{"pod":"n"}}],"city":{"id":1,"name":"\u00c9vry","coord":{"lon":1,"lat":2}}}"#,
        // A whole number written as 50.0 for an Int: Codable accepts it, the direct reader declines.
        #"{"cod":"200","cnt":0,"list":[],"city":{"id":1,"coord":{"lon":1,"lat":2},"population":50.0}}"#,
    ])
    func unusualForecasts(body: String) throws {
        let document = try JSONDocument(Data(body.utf8))
        let viaCodable = try document.decode(ForecastResponse.self)
        if let direct = try? DirectModelDecoding.forecast(document) {
            #expect(direct == viaCodable)
        }
    }

    @Test("An error body is declined, so it is reported as the API's error")
    func errorBody() throws {
        let document = try JSONDocument(Data(#"{"cod":"404","message":"city not found"}"#.utf8))
        #expect(throws: DirectModelDecoding.Unusual.self) { try DirectModelDecoding.forecast(document) }
        #expect(throws: OpenWeatherDecodingError.apiError(code: "404", message: "city not found")) {
            try OpenWeatherDecoder.decodeForecast(Data(#"{"cod":"404","message":"city not found"}"#.utf8))
        }
    }

    @Test("Number literals convert to the Double and Int that Double(_:) and Int(_:) give")
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
            if let number = bytes.withUnsafeBufferPointer({ try? JSONNumber.double($0, 0..<$0.count) }) {
                let expected = try #require(Double(text))
                #expect(number.bitPattern == expected.bitPattern, "\(text)")
            }
            if let number = bytes.withUnsafeBufferPointer({ try? JSONNumber.int($0, 0..<$0.count) }) {
                #expect(number == Int(text), "\(text)")
            }
        }
        #expect(Array("272.9".utf8).withUnsafeBufferPointer { try? JSONNumber.double($0, 0..<5) } == 272.9)
        #expect(Array("2.50".utf8).withUnsafeBufferPointer { try? JSONNumber.int($0, 0..<4) } == nil)
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
