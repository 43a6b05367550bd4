import FoundationEssentials
import Testing
import WeatherCore

/// Answers shaped to cost: the reader's work grows with their size, not its square, and what
/// they carry is bounded where it enters.
@Suite("Hostile sizes: work in linear time, names bounded in bytes")
struct HostileSizeTests {
    /// A direct-search answer with one place whose `local_names` has `count` distinct keys.
    static func manyLocalNames(_ count: Int) -> Data {
        var text = #"[{"name":"Seoul","lat":37.5,"lon":127.0,"country":"KR","local_names":{"#
        for index in 0..<count {
            if index > 0 { text += "," }
            text += "\"k\(index)\":\"n\""
        }
        return Data((text + "}}]").utf8)
    }

    // A generous bound, on purpose not a benchmark: in a debug build the reader that scanned
    // every member for each key took 230 s for this answer; one pass over the members takes
    // well under a second.
    @Test("A local_names of 40,000 keys decodes in well under 3 s (it took 28.7 s)")
    func fortyThousandKeys() throws {
        let body = Self.manyLocalNames(40_000)
        let started = ContinuousClock.now
        let places = try GeocodingDecoder.decodePlaces(body)
        let elapsed = ContinuousClock.now - started
        #expect(places.count == 1)
        #expect(elapsed < .seconds(3), "took \(elapsed)")
    }

    @Test("A repeated key still reads as its last value when the members are read in one pass")
    func repeatedKeyLastWins() throws {
        var text = #"[{"name":"Seoul","lat":37.5,"lon":127.0,"local_names":{"ko":"가""#
        for index in 0..<100 { text += ",\"x\(index)\":\"n\"" }
        text += #","ko":"서울"}}]"#
        let places = try GeocodingDecoder.decodePlaces(Data(text.utf8))
        #expect(places.first?.name(forLanguage: "ko") == "서울")
    }

    @Test("A name of 100 graphemes of 10,000 combining marks each (2 MB) is bounded in bytes, scalars and marks")
    func combiningMarks() {
        let grapheme = "a" + String(repeating: "\u{0301}", count: 10_000)
        let bounded = UpstreamName.bounded(String(repeating: grapheme, count: 100))
        #expect(bounded.utf8.count <= 1_024)
        #expect(bounded.unicodeScalars.count <= 480)
        // At most 8 marks on a character: no real name stacks more.
        let longest = bounded.map(\.unicodeScalars.count).max() ?? 0
        #expect(longest <= 9)
        #expect(bounded.unicodeScalars.starts(with: "a\u{0301}".unicodeScalars))
    }

    @Test("Real names keep every mark: Vietnamese, Hindi and Hebrew with points")
    func realNamesUnchanged() {
        for name in ["Thành phố Hồ Chí Minh", "तिरुवनन्तपुरम", "יְרוּשָׁלַיִם", "Ōsaka"] {
            #expect(UpstreamName.bounded(name) == name)
        }
    }

    @Test("An air concentration no air has (1e308 µg/m³, finite) is refused at its JSON path")
    func impossibleConcentration() {
        let body = #"{"coord":{"lon":126.9,"lat":37.5},"list":[{"main":{"aqi":2},"components":{"co":1e308,"pm2_5":12.4},"dt":1764748800}]}"#
        #expect {
            try OpenWeatherDecoder.decodeAirPollution(Data(body.utf8))
        } throws: { error in
            guard case .invalidValue(let path, _) = error as? OpenWeatherDecodingError else { return false }
            return path == "list[0].components.co"
        }
    }

    @Test("The concentration bound on both sides: 10,000,000 µg/m³ is read, a gram more is refused")
    func concentrationBoundary() throws {
        func body(_ co: String) -> Data {
            Data(#"{"list":[{"main":{"aqi":5},"components":{"co":\#(co)},"dt":1764748800}]}"#.utf8)
        }
        #expect(try OpenWeatherDecoder.decodeAirPollution(body("10000000")).list.first?.components[.co] == 10_000_000)
        #expect(throws: OpenWeatherDecodingError.self) { try OpenWeatherDecoder.decodeAirPollution(body("10000001")) }
    }

    @Test("The marks bound on both sides: eight marks on a character are kept, a ninth is left out")
    func marksBoundary() {
        let eight = "a" + String(repeating: "\u{0301}", count: 8)
        #expect(UpstreamName.bounded(eight) == eight)
        #expect(UpstreamName.bounded(eight + "\u{0301}b") == eight + "b")
    }
}
