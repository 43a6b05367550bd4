import Testing
import WeatherLocalization

@Suite("Countries are named in the user's language, and ages read as ICU words them")
struct PlaceNameFormattingTests {
    @Test("Region codes become CLDR names", arguments: [
        ("ko_KR", "KR", "대한민국"),
        ("en_US", "KR", "South Korea"),
        ("fr_FR", "KR", "Corée du Sud"),
        ("ja_JP", "US", "アメリカ合衆国"),
        ("ko_KR", "NP", "네팔"),
        ("en_US", "np", "Nepal"),
        ("de_DE", "419", "Lateinamerika"),
    ])
    func regionName(locale: String, code: String, expected: String) throws {
        #expect(try RegionNameFormatter(locale: WeatherLocale(locale)).name(forRegion: code) == expected)
    }

    @Test("Unknown or malformed codes have no name, so the caller shows them as given", arguments: ["ZZ", "XK1", "", "K R", "Q9"])
    func unknownRegion(code: String) throws {
        #expect(try RegionNameFormatter(locale: WeatherLocale("en_US")).name(forRegion: code) == nil)
    }

    @Test("Ages take the largest whole unit", arguments: [
        ("en_US", 0, "0 seconds ago"),
        ("en_US", 59, "59 seconds ago"),
        ("en_US", 60, "1 minute ago"),
        ("en_US", 1_500, "25 minutes ago"),
        ("en_US", 7_199, "1 hour ago"),
        ("en_US", 90_000, "1 day ago"),
        ("ko_KR", 1_500, "25분 전"),
        ("ko_KR", 7_200, "2시간 전"),
        ("de_DE", 10_800, "vor 3 Stunden"),
        ("en_US", -30, "0 seconds ago"),
    ])
    func age(locale: String, seconds: Int, expected: String) throws {
        #expect(try ElapsedTimeFormatter(locale: WeatherLocale(locale)).format(seconds: seconds) == expected)
    }
}
