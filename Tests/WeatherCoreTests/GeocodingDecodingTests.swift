import FoundationEssentials
import Testing
import WeatherCore
import WeatherTestSupport

@Suite("Geocoding responses decode into places named in each language")
struct GeocodingDecodingTests {
    @Test("A direct search for Seoul gives its Korean and Japanese names, country and coordinates")
    func seoulDirect() throws {
        let places = try GeocodingDecoder.decodePlaces(Fixture.data("geocoding/seoul-direct"))
        #expect(places.count == 1)
        let seoul = try #require(places.first)
        #expect(seoul.name(forLanguage: "ko") == "서울")
        #expect(seoul.name(forLanguage: "ja") == "ソウル")
        #expect(seoul.name(forLanguage: "sw") == "Seoul")
        #expect(seoul.countryCode == "KR")
        #expect(seoul.state == nil)
        #expect(seoul.coordinates == Coordinates(lon: 126.9782914, lat: 37.5666791))
        // `ascii` and `feature_name` are not languages.
        #expect(seoul.localNames["ascii"] == nil)
        #expect(seoul.localNames["feature_name"] == nil)
    }

    @Test("Several matches keep their order and states")
    func springfield() throws {
        let places = try GeocodingDecoder.decodePlaces(Fixture.data("geocoding/springfield-direct"))
        #expect(places.map(\.state) == ["Illinois", "Missouri", "Massachusetts"])
        #expect(places[2].localNames.isEmpty)
        #expect(places[2].name(forLanguage: "ko") == "Springfield")
    }

    @Test("An empty answer is no match, not an error")
    func empty() throws {
        #expect(try GeocodingDecoder.decodePlaces(Data("[]".utf8)).isEmpty)
    }

    @Test("An answer saved with a UTF-8 byte-order mark reads as the same answer without it")
    func byteOrderMark() throws {
        let bom = Data([0xEF, 0xBB, 0xBF])
        let direct = try Fixture.data("geocoding/springfield-direct")
        let zip = try Fixture.data("geocoding/new-york-zip")
        #expect(try GeocodingDecoder.decodePlaces(bom + direct) == GeocodingDecoder.decodePlaces(direct))
        #expect(try GeocodingDecoder.decodeZipPlace(bom + zip) == GeocodingDecoder.decodeZipPlace(zip))
    }

    @Test("A ZIP answer is one object without local names")
    func zip() throws {
        let place = try GeocodingDecoder.decodeZipPlace(Fixture.data("geocoding/new-york-zip"))
        #expect(place.name == "New York")
        #expect(place.countryCode == "US")
        #expect(place.coordinates == Coordinates(lon: -73.9967, lat: 40.7484))
    }

    @Test("An error body is an API error with its code, even where an array is expected")
    func errorBody() {
        #expect(throws: OpenWeatherDecodingError.apiError(code: "401", message: "Invalid API key.")) {
            try GeocodingDecoder.decodePlaces(Data(#"{"cod":401,"message":"Invalid API key."}"#.utf8))
        }
        #expect(throws: OpenWeatherDecodingError.apiError(code: "404", message: "not found")) {
            try GeocodingDecoder.decodeZipPlace(Data(#"{"cod":"404","message":"not found"}"#.utf8))
        }
    }

    @Test("A place without coordinates is reported with its JSON path")
    func missingLatitude() {
        #expect(throws: OpenWeatherDecodingError.missingField(path: "[0].lat")) {
            try GeocodingDecoder.decodePlaces(Data(#"[{"name":"X","lon":1}]"#.utf8))
        }
    }

    @Test("Each wrong value is reported at its JSON path, as the weather endpoints report it", arguments: [
        (#"{"name":"X"}"#, OpenWeatherDecodingError.invalidValue(path: "", reason: .expected(.array))),
        (#"[{"name":5,"lat":1,"lon":1}]"#, .invalidValue(path: "[0].name", reason: .expected(.string))),
        (#"[{"name":"X","lat":1,"lon":1,"local_names":[]}]"#, .invalidValue(path: "[0].local_names", reason: .expected(.object))),
        (#"[{"name":"X","lat":1,"lon":1,"local_names":{"ko":5}}]"#, .invalidValue(path: "[0].local_names.ko", reason: .expected(.string))),
        (#"[{"name":"X","lat":1,"lon":1,"local_names":{"ko":null}}]"#, .missingField(path: "[0].local_names.ko")),
        (#"[{"name":"X","lat":"1","lon":1}]"#, .invalidValue(path: "[0].lat", reason: .expected(.number))),
        (#"[{"name":"X","lat":1,"lon":1},{"name":"Y","lat":999,"lon":1}]"#,
         .invalidValue(path: "[1].lat", reason: .outside(value: "999.0", lowest: "-90.0", highest: "90.0"))),
        (#"[{"name":"X","lat":1,"lon":1,"state":["IL"]}]"#, .invalidValue(path: "[0].state", reason: .expected(.string))),
    ])
    func wrongValues(body: String, error: OpenWeatherDecodingError) {
        #expect(throws: error) { try GeocodingDecoder.decodePlaces(Data(body.utf8)) }
    }

    @Test("A ZIP answer that is not an object, or lacks its longitude, is reported at its path")
    func zipWrongValues() {
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "", reason: .expected(.object))) {
            try GeocodingDecoder.decodeZipPlace(Data("[]".utf8))
        }
        #expect(throws: OpenWeatherDecodingError.missingField(path: "lon")) {
            try GeocodingDecoder.decodeZipPlace(Data(#"{"zip":"10001","name":"New York","lat":40.7}"#.utf8))
        }
    }

    @Test("Matches past the limit are never read: a broken sixth match does not fail the first five")
    func pastTheLimit() throws {
        let match = #"{"name":"X","lat":1,"lon":1}"#
        let body = "[" + Array(repeating: match, count: 5).joined(separator: ",") + #",{"name":5}]"#
        #expect(try GeocodingDecoder.decodePlaces(Data(body.utf8), limit: 5).count == 5)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "[5].name", reason: .expected(.string))) {
            try GeocodingDecoder.decodePlaces(Data(body.utf8))
        }
    }
}
