import Testing
@testable import WeatherLocalization

/// A fixed offset is formatted in UTC at the instant moved by the offset (faster in ICU, and
/// one formatter per locale and pattern serves every offset); these check that the text is
/// the one ICU writes in the real `GMT±hh:mm` zone, and that a pattern showing the zone keeps it.
@Suite("Fixed-offset dates are formatted in UTC with the offset added, with identical text")
struct FixedOffsetDateTests {
    @Test("The same text as ICU in the custom zone", arguments: [
        "ko_KR", "en_US", "ar_EG", "hi_IN", "th_TH", "ja_JP@calendar=japanese", "fa_IR", "he_IL", "de_DE",
    ])
    func sameTextAsTheCustomZone(locale: String) throws {
        let weatherLocale = try WeatherLocale(locale)
        for offset in [32_400, -18_000, 20_700, 0, -34_200, 50_400] {
            let zone = try WeatherTimeZone(offsetSeconds: offset)
            for skeleton in ["MMMEdj", "jm", "EEEE", "yMMMMEEEEd", "Hm"] {
                let formatter = try SkeletonDateFormatter(locale: weatherLocale, skeleton: skeleton, timeZone: zone)
                // New Year's Eve around midnight UTC, a leap day, and the Seoul fixture's Friday.
                for instant in [1_767_225_600 - 3_600, 1_767_225_600, 1_709_164_800 + 43_200, fridayAfternoonInSeoul] {
                    #expect(try formatter.format(unixSeconds: instant) == icuReferenceText(
                        formatter, zoneID: zone.identifier, millisecondsSince1970: Double(instant) * 1000),
                            "\(locale) \(skeleton) \(zone) \(instant)")
                }
            }
        }
    }

    @Test("A pattern that shows the zone keeps the real zone")
    func zoneFieldsKeepTheZone() throws {
        let formatter = try SkeletonDateFormatter(
            locale: WeatherLocale("en_GB"), skeleton: "Hmz", timeZone: WeatherTimeZone(offsetSeconds: 20_700))
        #expect(formatter.format(unixSeconds: fridayAfternoonInSeoul) == "11:45 GMT+5:45")
    }

    @Test("Zone fields are found outside quoted text only", arguments: [
        ("HH:mm", false), ("HH:mm z", true), ("HH:mm 'z'", false), ("h:mm a 'o''clock' v", true),
        ("ZZZZ", true), ("O", true), ("xxx", true), ("VV", true), ("M월 d일 (E) a h시", false), ("'Zulu' HH", false),
    ])
    func zoneFields(pattern: String, shows: Bool) {
        #expect(SkeletonDateFormatter.showsZone(pattern) == shows)
    }
}
