import Testing
import WeatherCore
@testable import WeatherLocalization
import WeatherStrings

@Suite("SkyWords: a day's Moon, lunar date and solar term in the reader's words")
struct SkyWordsTests {
    static let seoul = Coordinates(lon: 126.98, lat: 37.57)

    func words(_ locale: String, _ zone: String, lunar: Bool? = nil) throws -> SkyWords {
        let locale = try WeatherLocale(locale)
        return try SkyWords(
            locale: locale, timeZone: WeatherTimeZone(zone),
            localizer: Localizer(locale: locale, tables: LocalizationTables.bundled()),
            lunarCalendar: LunarCalendar.shown(for: locale, setting: lunar))
    }

    @Test("Seoul, 2026-12-06, in Korean: 그믐달, rise and set to the nearest minute, 음력")
    func korean() throws {
        let words = try words("ko_KR", "Asia/Seoul")
        let date = try #require(CivilDate(year: 2026, month: 12, day: 6))
        let moon = words.moon(at: Self.seoul, on: date)
        #expect(moon.phaseName == "그믐달")
        #expect(moon.illumination == "8%")
        // 04:50:08 and 15:00:56 KST.
        #expect(moon.riseText == "월출 오전 4:50")
        #expect(moon.setText == "월몰 오후 3:01")
        #expect(try words.lunarDate(date) == "음력 10월 28일")
        #expect(words.solarTerm(on: date) == nil)
        #expect(words.solarTerm(on: try #require(CivilDate(year: 2026, month: 12, day: 22)))?.name == "동지")
        // The second ask is the cached day: the same words.
        #expect(words.moon(at: Self.seoul, on: date) == moon)
    }

    @Test("A day without a moonrise says so; the lunar date only when asked in English")
    func english() throws {
        let words = try words("en_US", "America/New_York")
        let date = try #require(CivilDate(year: 2026, month: 3, day: 8))
        let moon = words.moon(at: Coordinates(lon: -74.006, lat: 40.7128), on: date)
        #expect(moon.riseTime == nil)
        #expect(moon.riseText == "No moonrise")
        #expect(moon.setText == "Moonset 9:23\u{202F}AM")
        #expect(try words.lunarDate(date) == nil)
        #expect(try self.words("en_US", "America/New_York", lunar: true).lunarDate(date) == "First Month 20")
        #expect(try self.words("ko_KR", "Asia/Seoul", lunar: false).lunarDate(date) == nil)
    }

    @Test("Every phase and solar term has its word in every shipped language", arguments: [
        "ar", "de", "en", "es", "fr", "he", "hi", "it", "ja", "ko", "pt_BR", "ru", "tr", "zh_Hans", "zh_Hant",
    ])
    func everyLanguage(language: String) throws {
        let localizer = try Localizer(locale: WeatherLocale(language), tables: LocalizationTables.bundled())
        let english = try Localizer(locale: WeatherLocale("en"), tables: LocalizationTables.bundled())
        for key in StringKey.skyKeys {
            let word = localizer.string(key)
            #expect(!word.isEmpty && word != key, "\(language): \(key)")
            if language != "en" { #expect(word != english.string(key), "\(language): \(key) is English") }
        }
    }
}
