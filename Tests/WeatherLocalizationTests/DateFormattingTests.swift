import Testing
import WeatherLocalization

/// 2026-06-12 06:00 UTC: Friday 15:00 in Seoul, 11:45 in Kathmandu, 02:00 in New York.
let fridayAfternoonInSeoul = 1_781_244_000

@Suite("Dates are formatted from ICU skeletons in the location's time zone")
struct DateFormattingTests {
    @Test("Skeletons across locales", arguments: [
        ("ko_KR", "MMMEdj", "6월 12일 (금) 오후 3시"),
        ("ko_KR", "jm", "오후 3:00"),
        ("ko_KR", "MMMMEEEEd", "6월 12일 금요일"),
        ("ko_KR", "yMd", "2026. 6. 12."),
        ("ko_KR", "EEEE", "금요일"),
        ("en_US", "MMMEdj", "Fri, Jun 12, 3\u{202F}PM"),
        ("en_US", "jm", "3:00\u{202F}PM"),
        ("en_US", "yMd", "6/12/2026"),
        ("en_GB", "jm", "15:00"),
        ("en_GB", "MMMEd", "Fri, 12 Jun"),
        ("de_DE", "MMMEdj", "Fr., 12. Juni, 15 Uhr"),
        ("ja_JP", "MMMEdj", "6月12日(金) 15時"),
        ("fr_FR", "MMMEdj", "ven. 12 juin, 15 h"),
        ("ar_EG", "jm", "٣:٠٠ م"),
        ("ar_EG", "yMd", "١٢\u{200F}/٦\u{200F}/٢٠٢٦"),
        ("en_US", "Hm", "15:00"),
    ])
    func skeletons(locale: String, skeleton: String, expected: String) throws {
        let formatter = try SkeletonDateFormatter(
            locale: WeatherLocale(locale), skeleton: skeleton, timeZone: WeatherTimeZone("Asia/Seoul"))
        #expect(formatter.format(unixSeconds: fridayAfternoonInSeoul) == expected)
    }

    @Test("Time zones given as IANA ids, offsets and OpenWeather seconds", arguments: [
        ("Asia/Kathmandu", "11:45"), ("+05:45", "11:45"), ("20700", "11:45"), ("+0545", "11:45"),
        ("America/New_York", "02:00"), ("-05:00", "01:00"), ("-18000", "01:00"),
        ("+12:45", "18:45"), ("UTC", "06:00"), ("+9", "15:00"),
    ])
    func timeZones(zone: String, expected: String) throws {
        let formatter = try SkeletonDateFormatter(locale: WeatherLocale("en_GB"), skeleton: "Hm", timeZone: WeatherTimeZone(zone))
        #expect(formatter.format(unixSeconds: fridayAfternoonInSeoul) == expected)
    }

    @Test("An hour cycle keyword changes the locale's default hour", arguments: [
        ("ko-KR-u-hc-h23", "jm", "15:00"),
        ("en-US-u-hc-h23", "jm", "15:00"),
        ("en-GB-u-hc-h12", "jm", "3:00\u{202F}pm"),
        ("ko-KR-u-hc-h23", "MMMEdj", "6월 12일 (금) 15시"),
        ("ko-KR-u-hc-h23", "hm", "오후 3:00"),
    ])
    func hourCycle(locale: String, skeleton: String, expected: String) throws {
        let formatter = try SkeletonDateFormatter(
            locale: WeatherLocale(locale), skeleton: skeleton, timeZone: WeatherTimeZone("+09:00"))
        #expect(formatter.format(unixSeconds: fridayAfternoonInSeoul) == expected)
    }

    /// Seoul's midnight, 6 AM, noon and 6 PM on 2026-06-12, as the hourly rows ask (`j`),
    /// in a real zone and at a fixed offset.
    @Test("The hour as each language's weather services write it; -u-hc- turns that off", arguments: [
        ("ko_KR", ["오전 0시", "오전 6시", "오후 12시", "오후 6시"]),
        ("de_DE", ["0 Uhr", "6 Uhr", "12 Uhr", "18 Uhr"]),
        ("de_AT", ["0 Uhr", "6 Uhr", "12 Uhr", "18 Uhr"]),
        ("fr_FR", ["0 h", "6 h", "12 h", "18 h"]),
        ("pt_BR", ["0h", "6h", "12h", "18h"]),
        ("hi_IN", ["रात 12", "सुबह 6", "दोपहर 12", "शाम 6"]),
        // Portugal's Portuguese and an asked-for cycle keep ICU's own pattern.
        ("pt_PT", ["00", "06", "12", "18"]),
        ("ko-KR-u-hc-h12", ["오전 12시", "오전 6시", "오후 12시", "오후 6시"]),
        ("de-DE-u-hc-h23", ["00 Uhr", "06 Uhr", "12 Uhr", "18 Uhr"]),
    ])
    func serviceHours(locale: String, expected: [String]) throws {
        let midnight = 1_781_190_000  // 2026-06-12 00:00 in Seoul
        for zone in ["Asia/Seoul", "+09:00"] {
            let formatter = try SkeletonDateFormatter(locale: WeatherLocale(locale), skeleton: "j", timeZone: WeatherTimeZone(zone))
            #expect([0, 6, 12, 18].map { formatter.format(unixSeconds: midnight + $0 * 3600) } == expected, "\(zone)")
        }
    }

    @Test("Minutes keep ICU's two-digit hour; Korean's first hour is 0 with minutes too", arguments: [
        ("de_DE", "jm", 6, "06:30"), ("pt_BR", "jm", 6, "06:30"), ("ko_KR", "jm", 0, "오전 0:30"),
        ("ko_KR", "MMMEdjm", 0, "6월 12일 (금) 오전 0:30"), ("hi_IN", "jm", 15, "दोपहर 3:30"),
    ])
    func withMinutes(locale: String, skeleton: String, hour: Int, expected: String) throws {
        let formatter = try SkeletonDateFormatter(locale: WeatherLocale(locale), skeleton: skeleton, timeZone: WeatherTimeZone("Asia/Seoul"))
        #expect(formatter.format(unixSeconds: 1_781_190_000 + hour * 3600 + 1800) == expected)
    }

    @Test("Invalid skeletons are rejected", arguments: [
        "", "MMM Ed", "yyyy-MM-dd", "hh:mm", "MMMÉ", "'quoted'",
        // Found by FuzzTimeValues: ICU takes it and formats every instant as "".
        String(repeating: "x", count: 17),
    ])
    func invalidSkeleton(skeleton: String) {
        #expect(throws: LocalizationError.invalidSkeleton(skeleton)) {
            try SkeletonDateFormatter(locale: WeatherLocale("ko_KR"), skeleton: skeleton, timeZone: WeatherTimeZone("UTC"))
        }
    }

    @Test("Invalid time zones are rejected", arguments: [
        "Mars/Olympus", "", "+25:00", "12:00", "+05:61", "GMT+", "Asia/", "30", "32401",
    ])
    func invalidTimeZone(zone: String) {
        #expect(throws: LocalizationError.self) { try WeatherTimeZone(zone) }
    }

    @Test("Offsets become ICU custom zone ids")
    func offsetIdentifiers() throws {
        #expect(try WeatherTimeZone(offsetSeconds: 32400).identifier == "GMT+09:00")
        #expect(try WeatherTimeZone(offsetSeconds: -18000).identifier == "GMT-05:00")
        #expect(try WeatherTimeZone(offsetSeconds: 45900).identifier == "GMT+12:45")
        #expect(try WeatherTimeZone("+05:45").fixedOffsetSeconds == 20700)
        #expect(try WeatherTimeZone("Asia/Seoul").fixedOffsetSeconds == nil)
    }

    @Test("Local dates follow the zone, not the machine")
    func localDates() throws {
        // 2026-06-12 20:00 UTC is already June 13 in Seoul but still June 12 in New York.
        let evening = fridayAfternoonInSeoul + 14 * 3600
        #expect(try WeatherTimeZone("+09:00").localDate(atUnixSeconds: evening).day == 13)
        #expect(try WeatherTimeZone("America/New_York").localDate(atUnixSeconds: evening).day == 12)
        let seoul = try WeatherTimeZone("Asia/Seoul")
        #expect(seoul.localDate(atUnixSeconds: evening).days(since: seoul.localDate(atUnixSeconds: fridayAfternoonInSeoul)) == 1)
    }

    @Test("Day names: relative for today and tomorrow, weekdays after", arguments: [
        ("ko_KR", ["어제", "오늘", "내일", "일요일", "월요일"]),
        ("en_US", ["Yesterday", "Today", "Tomorrow", "Sunday", "Monday"]),
        ("fr_FR", ["Hier", "Aujourd’hui", "Demain", "Dimanche", "Lundi"]),
        ("ja_JP", ["昨日", "今日", "明日", "日曜日", "月曜日"]),
    ])
    func dayNames(locale: String, expected: [String]) throws {
        let names = try DayNameFormatter(locale: WeatherLocale(locale), timeZone: WeatherTimeZone("Asia/Seoul"))
        let days = (-1...3).map { names.name(forUnixSeconds: fridayAfternoonInSeoul + $0 * 86_400, today: fridayAfternoonInSeoul) }
        #expect(days == expected)
    }
}
