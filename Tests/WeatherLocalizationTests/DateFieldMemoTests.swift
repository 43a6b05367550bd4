import Testing
import WeatherCore
@testable import WeatherLocalization

/// The date field memo writes a date from field texts ICU wrote before; these check, for
/// every ICU locale, that the text is the one `udat_format` writes, byte for byte, and that
/// the memo stays off where a field's text could depend on more than its own value.
@Suite("Dates written from remembered field texts equal ICU's own text")
struct DateFieldMemoTests {
    static let skeletons = ["MMMEdj", "yMMMd", "EEEEjm", "Hm", "yMMMMEEEEdjms", "Bh", "MMMMd", "GyMMMd"]

    /// Midnights, noons, year ends, the first memoized year and the last, leap days.
    static let specialInstants = [
        -12_212_553_600, -12_212_553_600 - 1, -12_212_553_600 + 86_399,  // 1583-01-01, the second before, its last second
        -12_212_553_600 - 86_400 * 400,  // 1581: Julian, formatted by ICU
        -11_676_096_000 + 43_200,  // 1600-02-29 noon
        -2_208_988_801, 0, -1, 951_825_600,  // 1899 ends, 1970 starts, 2000-02-29 noon
        1_767_225_599, 1_767_225_600, 1_767_268_800,  // 2025 ends, 2026 starts, its first noon
        1_781_244_000,  // the Seoul fixture's Friday
        4_102_444_799, 4_102_444_800,  // 2099 ends, 2100 starts (not a leap year)
        253_402_300_799 - 32_400, 253_402_300_799,  // 9999-12-31 (the last memoized second, then beyond at +09:00)
        32_503_680_000,  // year 3000
    ]

    /// Instants that walk the hours, minutes, seconds, weekdays, days and months in new
    /// combinations: `count` steps of a day, an hour, a minute and a second, then as many
    /// of about a month.
    static func walk(_ count: Int) -> [Int] {
        (0..<count).map { 1_768_478_400 + $0 * 90_061 } + (0..<count).map { 1_700_000_000 + $0 * (29 * 86_400 + 25_037) }
    }

    /// The special instants and a walk of 300 more.
    static let instants = specialInstants + walk(150)

    /// Locales checked at every instant: scripts, digits, RTL, day periods, capitalization.
    static let deepLocales = [
        "ko_KR", "en_US", "en_GB", "de_DE", "fr_FR", "ja_JP", "zh_Hans_CN", "zh_Hant_TW", "ar_EG", "he_IL", "hi_IN",
        "bn_BD", "ru_RU", "pl_PL", "cs_CZ", "fi_FI", "hu_HU", "vi_VN", "id_ID", "tr_TR", "el_GR", "ka_GE", "my_MM",
        "mr_IN", "ne_NP", "ps_AF", "ur_PK", "sw_KE", "am_ET", "km_KH", "lo_LA", "mn_MN", "ccp", "sat", "es_419",
    ]

    /// Checks `formatter` (at UTC+09:00) against ICU's `udat_format` at each instant, and that
    /// the memo is on exactly where it is exact: a Gregorian calendar and memoizable fields.
    /// Returns whether the memo was on.
    static func check(_ identifier: String, _ skeleton: String, at instants: [Int]) throws -> Bool {
        let formatter = try SkeletonDateFormatter(
            locale: WeatherLocale(identifier), skeleton: skeleton, timeZone: WeatherTimeZone(offsetSeconds: 32_400))
        let reference = try ICUDateFormatter(pattern: formatter.pattern, localeID: formatter.locale.identifier, timeZoneID: "UTC")
        for instant in instants {
            let expected = try icuReferenceText(formatter, zoneID: "UTC", millisecondsSince1970: Double(instant + 32_400) * 1000)
            let text = formatter.format(unixSeconds: instant)
            guard text == expected else {
                Issue.record("\(identifier) \(skeleton) (\(formatter.pattern)) at \(instant): \(text) is not \(expected)")
                return false
            }
        }
        // Once on, an inconsistency would have turned it off: on after the run means none was found.
        let memoizable = reference.calendarType == "gregorian" && DatePatternField.fields(of: formatter.pattern) != nil
        #expect(formatter.memoizesFields == memoizable, "\(identifier) \(skeleton) \(formatter.pattern)")
        return formatter.memoizesFields
    }

    /// Every ICU locale at the special instants and a short walk, in eight interleaved shares
    /// that run in parallel.
    @Test("Every ICU locale, eight skeletons, the special instants and a walk", arguments: 0..<8)
    func everyLocale(share: Int) throws {
        let identifiers = WeatherLocale.availableIdentifiers
        #expect(identifiers.count > 800)
        let instants = Self.specialInstants + Self.walk(6)
        var memoized = 0, checked = 0
        for (index, identifier) in identifiers.enumerated() where index % 8 == share {
            for skeleton in Self.skeletons {
                if try Self.check(identifier, skeleton, at: instants) { memoized += 1 }
                checked += 1
            }
        }
        // Most locales are Gregorian; the exceptions (th, fa, ar_SA, …) are few.
        #expect(memoized > checked * 9 / 10)
    }

    @Test("Locales of many scripts and layouts, at three hundred instants more", arguments: deepLocales)
    func deepWalk(identifier: String) throws {
        for skeleton in Self.skeletons {
            _ = try Self.check(identifier, skeleton, at: Self.instants)
        }
    }

    @Test("Capitalized for the start of a sentence, as ICU capitalizes", arguments: ["fr_FR", "ru_RU", "es_ES", "cs_CZ", "uk_UA", "ca_ES"])
    func capitalized(identifier: String) throws {
        let locale = try WeatherLocale(identifier)
        for skeleton in Self.skeletons {
            let formatter = try SkeletonDateFormatter(locale: locale, skeleton: skeleton, timeZone: .utc, capitalization: .beginningOfSentence)
            let reference = try ICUDateFormatter(
                pattern: formatter.pattern, localeID: identifier, timeZoneID: "UTC",
                capitalization: .beginningOfSentence)
            for instant in Self.instants {
                #expect(formatter.format(unixSeconds: instant) == reference.format(millisecondsSince1970: Double(instant) * 1000),
                        "\(identifier) \(skeleton) \(instant)")
            }
            #expect(formatter.memoizesFields)
        }
        let monday = try SkeletonDateFormatter(locale: WeatherLocale("fr_FR"), skeleton: "EEEEd", timeZone: .utc, capitalization: .beginningOfSentence)
        #expect(monday.format(unixSeconds: 1_768_780_800) == "Lundi 19")
        #expect(monday.format(unixSeconds: 1_768_780_800 + 86_400) == "Mardi 20")
    }

    @Test("Other calendars, real zones, zone and week fields are left to ICU", arguments: [
        ("th_TH", "MMMEdj", "+09:00"), ("fa_IR", "MMMEdj", "+03:30"), ("ar_SA", "yMMMd", "+03:00"),
        ("ja_JP@calendar=japanese", "GyMMMd", "+09:00"), ("he_IL@calendar=hebrew", "yMMMd", "+02:00"),
        ("ko_KR", "MMMEdj", "Asia/Seoul"), ("en_US", "jm", "America/New_York"),
        ("en_US", "jmz", "-05:00"), ("de_DE", "Hmv", "+01:00"), ("en_US", "Hms", "UTC"),
    ])
    func leftToICU(identifier: String, skeleton: String, zone: String) throws {
        let timeZone = try WeatherTimeZone(zone)
        let formatter = try SkeletonDateFormatter(locale: WeatherLocale(identifier), skeleton: skeleton, timeZone: timeZone)
        for instant in Self.instants {
            #expect(try formatter.format(unixSeconds: instant) == icuReferenceText(
                formatter, zoneID: timeZone.identifier, millisecondsSince1970: Double(instant) * 1000),
                    "\(identifier) \(skeleton) \(zone) \(instant)")
        }
        // UTC itself is a fixed offset: the one Gregorian, field-only case here is memoized.
        #expect(formatter.memoizesFields == (zone == "UTC"))
    }

    @Test("A date is joined from its field texts and the literal text between them")
    func joinsFieldTexts() throws {
        let fields = try #require(DatePatternField.fields(of: "M월 d일 (E) a h시"))
        #expect(fields.map(\.icuField) == [2, 3, 9, 14, 15])
        var memo = DateFieldMemo(fields: fields)
        func learn(_ text: String, _ spans: [(Int32, Int, Int)], _ time: CivilTime) -> DateFieldMemo.Inconsistency? {
            Array(text.utf16).withUnsafeBufferPointer { memo.learn($0, spans: spans.map { ($0.0, $0.1, $0.2) }, at: time) }
        }
        // 2026-06-12 15:00 (a Friday), then 2026-06-13 16:00 (a Saturday).
        let friday = try #require(CivilTime(millisecondsSince1970: 1_781_276_400_000))
        let saturday = try #require(CivilTime(millisecondsSince1970: 1_781_366_400_000))
        #expect(memo.text(at: friday) == nil)
        #expect(learn("6월 12일 (금) 오후 3시", [(2, 0, 2), (3, 3, 6), (9, 8, 9), (14, 11, 13), (15, 14, 16)], friday) == nil)
        #expect(memo.text(at: friday) == "6월 12일 (금) 오후 3시")
        #expect(memo.text(at: saturday) == nil)  // day, weekday and hour not seen yet
        #expect(learn("6월 13일 (토) 오후 4시", [(2, 0, 2), (3, 3, 6), (9, 8, 9), (14, 11, 13), (15, 14, 16)], saturday) == nil)
        // Friday's day and weekday with Saturday's hour: never formatted by ICU, joined here.
        let fridayAt4 = try #require(CivilTime(millisecondsSince1970: 1_781_280_000_000))
        #expect(memo.text(at: fridayAt4) == "6월 12일 (금) 오후 4시")
        // Literal text that changes turns the memo off for good.
        #expect(learn("6월 12일 [금] 오후 3시", [(2, 0, 2), (3, 3, 6), (9, 8, 9), (14, 11, 13), (15, 14, 16)], friday) != nil)
        #expect(!memo.isOn)
        #expect(memo.text(at: friday) == nil)
    }

    @Test("A value whose text changes, or fields ICU did not report, turn the memo off")
    func inconsistentFields() throws {
        let fields = try #require(DatePatternField.fields(of: "d.M."))
        let time = try #require(CivilTime(millisecondsSince1970: 0))
        var memo = DateFieldMemo(fields: fields)
        let learned = Array("1.1.".utf16).withUnsafeBufferPointer { memo.learn($0, spans: [(3, 0, 1), (2, 2, 3)], at: time) }
        #expect(learned == nil)
        let changed = Array("01.1.".utf16).withUnsafeBufferPointer { memo.learn($0, spans: [(3, 0, 2), (2, 3, 4)], at: time) }
        #expect(changed.map { "\($0)" } == #"field 3 was "1" for the same value, now "01""#)
        var other = DateFieldMemo(fields: fields)
        let missing = Array("1.".utf16).withUnsafeBufferPointer { other.learn($0, spans: [(3, 0, 1)], at: time) }
        #expect(missing.map { "\($0)" } == "ICU reported fields [3], the pattern has [3, 2]")
        #expect(!other.isOn)
    }

    @Test("Pattern fields: runs of one letter outside quotes, memoizable letters only", arguments: [
        ("M월 d일 (E) a h시", [2, 3, 9, 14, 15] as [Int32]?), ("EEEE, MMMM d, y", [9, 2, 3, 1]), ("HH:mm:ss", [5, 6, 7]),
        ("h 'o''clock' B", [15, 36]), ("'week' d", [3]), ("G y MMM d", [0, 1, 2, 3]), ("ccc LLL", [25, 26]),
        ("w", nil), ("d MMM, D", nil), ("h:mm:ss.SSS", nil), ("HH:mm z", nil), ("Y-MM", nil), ("F E", nil), ("U", nil),
    ])
    func patternFields(pattern: String, expected: [Int32]?) {
        #expect(DatePatternField.fields(of: pattern)?.map(\.icuField) == expected)
    }

    @Test("Calendar fields are the civil date's, with the last second of the day: first, 28th and last days of 1583…9999")
    func civilTimeInvertsDaysFromCivil() {
        for year in 1583...9999 {
            for month in 1...12 {
                let length = CivilDate.daysIn(month: month, year: year)
                for day in [1, 28, length] {
                    guard let date = CivilDate(year: year, month: month, day: day) else {
                        Issue.record("\(year)-\(month)-\(day) does not exist")
                        return
                    }
                    let seconds = date.daysSince1970 * 86_400 + 86_399
                    let time = CivilTime(millisecondsSince1970: Double(seconds) * 1000)
                    guard let time, time.year == year, time.month == month, time.day == day, time.secondOfDay == 86_399 else {
                        Issue.record("\(year)-\(month)-\(day): \(String(describing: time))")
                        return
                    }
                }
            }
        }
    }

    @Test("Calendar fields of an instant (proleptic Gregorian, UTC), within 1583…9999 only", arguments: [
        (0.0, CivilTime?.some(CivilTime(year: 1970, month: 1, day: 1, weekday: 5, secondOfDay: 0))),
        (-1_000.0, CivilTime(year: 1969, month: 12, day: 31, weekday: 4, secondOfDay: 86_399)),
        (-12_212_553_600_000, CivilTime(year: 1583, month: 1, day: 1, weekday: 7, secondOfDay: 0)),
        (951_825_600_000, CivilTime(year: 2000, month: 2, day: 29, weekday: 3, secondOfDay: 43_200)),
        (1_781_276_400_500, CivilTime(year: 2026, month: 6, day: 12, weekday: 6, secondOfDay: 54_000)),
        (253_402_300_799_000, CivilTime(year: 9999, month: 12, day: 31, weekday: 6, secondOfDay: 86_399)),
        (-12_212_553_601_000, nil), (253_402_300_800_000, nil), (.nan, nil), (.infinity, nil),
    ])
    func civilTime(milliseconds: Double, expected: CivilTime?) {
        #expect(CivilTime(millisecondsSince1970: milliseconds) == expected)
    }
}
