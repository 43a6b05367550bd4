import Testing
@testable import WeatherCore

@Suite("A search's matches, made ready to show: borrowed names, states only where they tell places apart")
struct PlaceMatchesTests {
    static func place(_ name: String, _ state: String?, _ country: String, lat: Double, lon: Double, names: [String: String] = [:]) -> Place {
        Place(name: name, localNames: names, state: state, countryCode: country, coordinates: Coordinates(lon: lon, lat: lat))
    }

    static let springfields = [
        place("Springfield", "Illinois", "US", lat: 39.799, lon: -89.644, names: ["ko": "스프링필드"]),
        place("Springfield", "Missouri", "US", lat: 37.208, lon: -93.292),
        place("Springfield", "Massachusetts", "US", lat: 42.102, lon: -72.589),
    ]
    static let londons = [
        place("London", "England", "GB", lat: 51.507, lon: -0.128, names: ["ko": "런던"]),
        place("London", "Ontario", "CA", lat: 42.983, lon: -81.233),
        place("City of London", "England", "GB", lat: 51.516, lon: -0.092, names: ["ja": "シティ・オブ・ロンドン"]),
    ]

    @Test("A state stays where another match has the same name in the same country, or where the user typed one", arguments: [
        ("same name, same country", springfields, "Springfield", ["Illinois", "Missouri", "Massachusetts"]),
        ("same name, other countries", londons, "London", [nil, nil, nil]),
        ("typed as city,state,country", [springfields[0]], "Springfield,IL,US", ["Illinois"]),
        ("typed by its name", londons, "London, england", ["England", nil, "England"]),
        ("a country code is not a state", londons, "London,GB", [nil, nil, nil]),
        ("one match, no query", [place("New York", "New York", "US", lat: 40.71, lon: -74.01)], nil, [nil]),
    ] as [(String, [Place], String?, [String?])])
    func states(name: String, matches: [Place], query: String?, expected: [String?]) {
        #expect(PlaceMatches.prepared(matches, query: query).map(\.state) == expected)
    }

    @Test("A match without a name in some language borrows it from a match at the same place (same country, within 10 km)")
    func borrowedNames() {
        let shown = PlaceMatches.prepared(Self.londons, query: "London")
        // City of London is 2.7 km from London: each takes the other's names, keeping its own.
        #expect(shown[0].localNames == ["ko": "런던", "ja": "シティ・オブ・ロンドン"])
        #expect(shown[2].localNames == ["ja": "シティ・オブ・ロンドン", "ko": "런던"])
        // London, Ontario is another country: nothing borrowed.
        #expect(shown[1].localNames == [:])
    }

    @Test("Same place: same country and at most 10 km apart, across the antimeridian too", arguments: [
        (place("A", nil, "GB", lat: 51.507, lon: -0.128), place("B", nil, "GB", lat: 51.516, lon: -0.092), true),
        (place("A", nil, "GB", lat: 51.507, lon: -0.128), place("B", nil, "FR", lat: 51.516, lon: -0.092), false),
        (place("A", nil, "US", lat: 40.0, lon: -75.0), place("B", nil, "US", lat: 40.08, lon: -75.0), true),
        (place("A", nil, "US", lat: 40.0, lon: -75.0), place("B", nil, "US", lat: 40.1, lon: -75.0), false),
        (place("A", nil, "FJ", lat: -16.5, lon: 179.98), place("B", nil, "FJ", lat: -16.5, lon: -179.98), true),
        (place("A", nil, "NO", lat: 78.2, lon: 15.0), place("B", nil, "NO", lat: 78.2, lon: 15.35), true),
    ])
    func samePlace(a: Place, b: Place, expected: Bool) {
        #expect(PlaceMatches.isSamePlace(a, b) == expected)
        #expect(PlaceMatches.isSamePlace(b, a) == expected)
    }
}
