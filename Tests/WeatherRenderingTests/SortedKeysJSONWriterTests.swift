import FoundationEssentials
import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
@testable import WeatherRendering
import WeatherTestSupport

/// The JSON Lines writer must write exactly the bytes `JSONEncoder` writes with the same
/// options: its output is compared with Foundation's, byte for byte.
@Suite("SortedKeysJSONWriter writes the bytes JSONEncoder writes")
struct SortedKeysJSONWriterTests {
    static func foundation<Value: Encodable>(_ value: Value, pretty: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("The Seoul fixtures' view model, as the all-locales listing writes it", arguments: ["ko_KR", "en_US", "ar_EG", "de_CH", "sr_Latn_RS"])
    func seoulViewModel(locale: String) throws {
        let current = try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        let presenter = try ForecastPresenter(options: PresentationOptions(locale: try WeatherLocale(locale), now: current.dt))
        let view = try presenter.present(current: current, forecast: forecast)
        let line = try JSONRendering.renderLine(view)
        #expect(line == (try Self.foundation(view)))
        #expect(try JSONRendering.render(view) == (try Self.foundation(view, pretty: true)) + "\n")
        #expect(line.hasPrefix(#"{"chart":{"dayBoundaries":[{"label":"#))
    }

    @Test("Escapes, non-ASCII text and the shortest form of doubles")
    func escapesAndNumbers() throws {
        var view = SmallForecasts.korean
        view.place = "a\"b\\c/d\n\t\r\u{8}\u{C}\u{1}\u{1F}\u{7F} \u{2028}😀é\u{202F}"
        view.notice = DataNoticeViewModel(kind: .stale, text: "", lineTemplate: "", ageSeconds: -1, age: "\u{0}")
        let values: [Double] = [-0.0, 0.1, 1e-7, 1e21, 123_456_789.125, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -273.15, 2]
        view.current?.wind.degrees = 359.99999999999994
        #expect(try JSONRendering.renderLine(view) == (try Self.foundation(view)))
        #expect(try JSONRendering.render(view) == (try Self.foundation(view, pretty: true)) + "\n")
        #expect(try JSONRendering.renderLine(view).contains(#""place":"a\"b\\c/d\n\t\r\b\f\u0001\u001f\#u{7F} \#u{2028}😀é\#u{202F}""#))
        for value in values {
            view.current?.temperature.value = value
            #expect(try JSONRendering.renderLine(view) == (try Self.foundation(view)), "\(value)")
        }
        view.current?.temperature.value = 2
        #expect(try JSONRendering.renderLine(view).contains(#""temperature":{"accessibilityLabel":"0°C","text":"0°C","value":2}"#))
    }

    @Test("C1 controls and bidi overrides are escaped (JSONEncoder writes them raw), and read back the same")
    func terminalControlsEscaped() throws {
        var view = SmallForecasts.korean
        view.place = "a\u{85}b\u{9B}31m\u{80}\u{9F}\u{A0}\u{202E}evil\u{202A}\u{202D}\u{2066}\u{2069}\u{202F}\u{2028}\u{200F}"
        let line = try JSONRendering.renderLine(view)
        #expect(line.contains(#""place":"a\u0085b\u009b31m\u0080\u009f\#u{A0}\u202eevil\u202a\u202d\u2066\u2069\#u{202F}\#u{2028}\#u{200F}""#))
        struct Place: Decodable { var place: String }
        #expect(try JSONDecoder().decode(Place.self, from: Data(line.utf8)).place == view.place)
    }

    @Test("A double without a JSON form throws, as JSONEncoder does", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(value: Double) {
        var view = SmallForecasts.english
        view.current?.temperature.value = value
        #expect(throws: EncodingError.self) { try JSONRendering.renderLine(view) }
        #expect(throws: EncodingError.self) { try Self.foundation(view) }
    }

    /// Keys declared out of UTF-8 order, nested objects and arrays, an empty value.
    struct Unordered: Encodable {
        var zeta = 1
        var Alpha = "capital before lowercase"
        var ab = [Nested(b: true, a: nil), Nested(b: false, a: [])]
        var a_ = Empty()
        var a = [[Int]]([[], [1, 2]])
        var é = Optional<Int>.none
        var émoji: Int? = 3

        struct Nested: Encodable {
            var b: Bool
            var a: [String]?
        }

        struct Empty: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
    }

    @Test("Members in UTF-8 key order at every level; nil members left out; a value that writes nothing is {}")
    func keyOrder() throws {
        let line = try SortedKeysJSONWriter.line(Unordered())
        #expect(line == #"{"Alpha":"capital before lowercase","a":[[],[1,2]],"a_":{},"ab":[{"b":true},{"a":[],"b":false}],"zeta":1,"émoji":3}"#)
        #expect(line == (try Self.foundation(Unordered())))
    }

    @Test("Indented as JSONEncoder pretty-prints: empty containers, nesting, colons and commas inside strings")
    func indentation() throws {
        let indented = JSONIndentation.indented(try SortedKeysJSONWriter.line(Unordered()))
        #expect(indented == (try Self.foundation(Unordered(), pretty: true)))
        #expect(indented.hasPrefix("{\n  \"Alpha\" : \"capital before lowercase\",\n  \"a\" : [\n    [\n\n    ],\n    [\n      1,\n      2\n    ]\n  ],\n  \"a_\" : {\n\n  },"))
        let tricky = ["k\\\"{:,[": "v\",]}:\\", "": "[]{}"]
        #expect(JSONIndentation.indented(try SortedKeysJSONWriter.line(tricky)) == (try Self.foundation(tricky, pretty: true)))
        #expect(JSONIndentation.indented(try SortedKeysJSONWriter.line([[String]]())) == "[\n\n]")
    }

    /// Writes into a nested container after its parent went on to the next member.
    struct LateWrite: Encodable {
        enum Keys: String, CodingKey { case first, second, inner }

        func encode(to encoder: any Encoder) throws {
            var outer = encoder.container(keyedBy: Keys.self)
            var inner = outer.nestedContainer(keyedBy: Keys.self, forKey: .first)
            try outer.encode(1, forKey: .second)
            try inner.encode(2, forKey: .inner)
        }
    }

    @Test("Writing into a container already closed throws instead of writing misplaced bytes")
    func lateWrite() {
        #expect(throws: EncodingError.self) { try SortedKeysJSONWriter.line(LateWrite()) }
    }
}
