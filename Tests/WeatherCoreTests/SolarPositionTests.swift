import Testing
@testable import WeatherCore

@Suite("Midnight sun, polar night and day or night decided from the sun")
struct SolarPositionTests {
    /// Noon UTC on a day of 2026.
    static func noon(_ month: Int, _ day: Int) -> Int {
        CivilDate(year: 2026, month: month, day: day)!.daysSince1970 * 86_400 + 43_200
    }

    struct DayCase: CustomTestStringConvertible, Sendable {
        var latitude: Double
        var month: Int
        var day: Int
        var expected: SolarPosition.Day
        var testDescription: String { "\(latitude)° on 2026-\(month)-\(day): \(expected)" }
    }

    @Test("Each pole, solstice, equinox and the days around the polar edges", arguments: [
        // Both solstices at both poles and beyond each polar circle.
        DayCase(latitude: 90, month: 6, day: 21, expected: .midnightSun),
        DayCase(latitude: 90, month: 12, day: 21, expected: .polarNight),
        DayCase(latitude: -90, month: 6, day: 21, expected: .polarNight),
        DayCase(latitude: -90, month: 12, day: 21, expected: .midnightSun),
        DayCase(latitude: 78.2, month: 6, day: 21, expected: .midnightSun),
        DayCase(latitude: 78.2, month: 12, day: 21, expected: .polarNight),
        DayCase(latitude: -78.2, month: 6, day: 21, expected: .polarNight),
        DayCase(latitude: -78.2, month: 12, day: 21, expected: .midnightSun),
        // At the equinox refraction lifts the sun's edge over both poles.
        DayCase(latitude: 90, month: 3, day: 20, expected: .midnightSun),
        DayCase(latitude: -90, month: 3, day: 20, expected: .midnightSun),
        DayCase(latitude: 78.2, month: 3, day: 20, expected: .risesAndSets),
        // Refraction gives the polar circle itself the midnight sun, but no polar night.
        DayCase(latitude: 66.0, month: 6, day: 21, expected: .midnightSun),
        DayCase(latitude: 66.0, month: 12, day: 21, expected: .risesAndSets),
        // The equator and the middle latitudes never have either.
        DayCase(latitude: 0, month: 6, day: 21, expected: .risesAndSets),
        DayCase(latitude: 0, month: 12, day: 21, expected: .risesAndSets),
        DayCase(latitude: 51.5, month: 6, day: 21, expected: .risesAndSets),
        DayCase(latitude: -45, month: 12, day: 21, expected: .risesAndSets),
        // 75.8° N (the reported response): midnight sun from 26 April to 16 August,
        // polar night from 3 November to 7 February; the days on each side of each edge.
        DayCase(latitude: 75.8, month: 4, day: 24, expected: .risesAndSets),
        DayCase(latitude: 75.8, month: 4, day: 27, expected: .midnightSun),
        DayCase(latitude: 75.8, month: 4, day: 28, expected: .midnightSun),
        DayCase(latitude: 75.8, month: 8, day: 15, expected: .midnightSun),
        DayCase(latitude: 75.8, month: 8, day: 18, expected: .risesAndSets),
        DayCase(latitude: 75.8, month: 11, day: 1, expected: .risesAndSets),
        DayCase(latitude: 75.8, month: 11, day: 4, expected: .polarNight),
        DayCase(latitude: 75.8, month: 2, day: 6, expected: .polarNight),
        DayCase(latitude: 75.8, month: 2, day: 9, expected: .risesAndSets),
        // The same latitude south: the seasons swap.
        DayCase(latitude: -75.8, month: 4, day: 27, expected: .risesAndSets),
        DayCase(latitude: -75.8, month: 10, day: 27, expected: .risesAndSets),
        DayCase(latitude: -75.8, month: 10, day: 30, expected: .midnightSun),
        DayCase(latitude: -75.8, month: 2, day: 8, expected: .midnightSun),
    ])
    func polarDay(_ testCase: DayCase) {
        let place = Coordinates(lon: 15, lat: testCase.latitude)
        #expect(SolarPosition.day(at: place, unixSeconds: Self.noon(testCase.month, testCase.day)) == testCase.expected)
    }

    struct UpCase: CustomTestStringConvertible, Sendable {
        var name: String
        var place: Coordinates
        var unixSeconds: Int
        var isUp: Bool
        var testDescription: String { name }
    }

    @Test("The sun is up above −0.833° of elevation, at every hour under midnight sun and none in polar night", arguments: [
        // 75.8° N, 28 April 2026, 14:50 local (UTC+2): OpenWeather marked it `n`.
        UpCase(name: "75.8° N in the afternoon of a midnight-sun day", place: Coordinates(lon: 16, lat: 75.8), unixSeconds: 1_777_380_600, isUp: true),
        UpCase(name: "78.2° N at midnight on the June solstice", place: Coordinates(lon: 0, lat: 78.2), unixSeconds: noon(6, 21) - 43_200, isUp: true),
        UpCase(name: "78.2° N at noon on the December solstice", place: Coordinates(lon: 0, lat: 78.2), unixSeconds: noon(12, 21), isUp: false),
        UpCase(name: "the South Pole in December at any hour", place: Coordinates(lon: 0, lat: -90), unixSeconds: noon(12, 21) + 7 * 3600, isUp: true),
        UpCase(name: "the equator at noon", place: Coordinates(lon: 0, lat: 0), unixSeconds: noon(3, 20), isUp: true),
        UpCase(name: "the equator at midnight", place: Coordinates(lon: 0, lat: 0), unixSeconds: noon(3, 20) - 43_200, isUp: false),
        UpCase(name: "the equator ten minutes before sunrise", place: Coordinates(lon: 0, lat: 0), unixSeconds: noon(3, 20) - 22_200 , isUp: false),
        UpCase(name: "the equator half an hour after sunrise", place: Coordinates(lon: 0, lat: 0), unixSeconds: noon(3, 20) - 19_800, isUp: true),
        UpCase(name: "the equator at 17:50, before sunset", place: Coordinates(lon: 0, lat: 0), unixSeconds: noon(3, 20) + 21_000, isUp: true),
        UpCase(name: "the equator at 18:20, after sunset", place: Coordinates(lon: 0, lat: 0), unixSeconds: noon(3, 20) + 22_800, isUp: false),
        UpCase(name: "Singapore's longitude at 13:00 local", place: Coordinates(lon: 103.8, lat: 1.3), unixSeconds: 1_796_274_000, isUp: true),
        UpCase(name: "Singapore's longitude at 01:00 local", place: Coordinates(lon: 103.8, lat: 1.3), unixSeconds: 1_796_317_200, isUp: false),
        UpCase(name: "London on a June evening before sunset", place: Coordinates(lon: -0.1, lat: 51.5), unixSeconds: noon(6, 21) + 7 * 3600, isUp: true),
        UpCase(name: "London on a June night after sunset", place: Coordinates(lon: -0.1, lat: 51.5), unixSeconds: noon(6, 21) + 9 * 3600 + 1800, isUp: false),
    ])
    func isUp(_ testCase: UpCase) {
        #expect(SolarPosition.isUp(at: testCase.place, unixSeconds: testCase.unixSeconds) == testCase.isUp)
    }

    @Test("Sine and cosine in degrees agree with exact values in every quadrant and far from zero", arguments: [
        (0.0, 0.0), (30, 0.5), (90, 1), (150, 0.5), (180, 0), (210, -0.5), (270, -1), (330, -0.5),
        (-30, -0.5), (-90, -1), (720 + 30, 0.5), (-720 - 30, -0.5), (1_000_000_000 * 360 + 30, 0.5),
    ] as [(Double, Double)])
    func trigonometry(degrees: Double, sine: Double) {
        #expect(abs(Trigonometry.sin(degrees: degrees) - sine) < 1e-12)
        #expect(abs(Trigonometry.cos(degrees: degrees - 90) - sine) < 1e-12)
    }
}
