import OpenWeatherAPI
import Testing
import WeatherService

@Suite("The search box's query")
struct SearchQueryTests {
    @Test("Coordinates in the ways people write them go to the coordinates search", arguments: [
        ("37.57,126.98", 37.57, 126.98), ("37.57, 126.98", 37.57, 126.98), ("37.57 126.98", 37.57, 126.98),
        ("-33.87,151.21", -33.87, 151.21), ("\u{2212}33.87, 151.21", -33.87, 151.21),
        ("37,57; 126,98", 37.57, 126.98), ("37,57, 126,98", 37.57, 126.98), ("37,57 126,98", 37.57, 126.98),
        ("52,13", 52.0, 13.0),
    ])
    func coordinates(text: String, latitude: Double, longitude: Double) {
        #expect(SearchQuery.place(text) == .coordinates(latitude: latitude, longitude: longitude))
    }

    @Test("CODE,CC with a digit in the code goes to the postal-code search, upper-cased", arguments: [
        ("10001,US", "10001,US"), ("04524,kr", "04524,KR"), ("SW1A 1AA, GB", "SW1A 1AA,GB"), ("100-0001,JP", "100-0001,JP"),
    ])
    func postalCode(text: String, zip: String) {
        #expect(SearchQuery.place(text) == .zip(zip))
    }

    @Test("Anything else is a name, as typed", arguments: [
        "Seoul", "서울", "Springfield,IL,US", "Paris,FR", "91,200", "37.57,200", "Route 66", "1,2,3",
    ])
    func name(text: String) {
        #expect(SearchQuery.place(text) == .name(text))
    }
}
