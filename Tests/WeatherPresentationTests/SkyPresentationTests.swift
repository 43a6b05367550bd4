import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherTestSupport

/// The sun and moon in the view model: computed for the data's place, the lunar date where
/// the reader's culture uses it.
@Suite("The sky in the view model")
struct SkyPresentationTests {
    static func seoul(_ locale: String, lunar: Bool? = nil) throws -> ForecastViewModel {
        let presenter = try PresentationFixtures.presenter(locale) { $0.lunar = lunar }
        return try presenter.present(current: PresentationFixtures.current("seoul-current"), forecast: PresentationFixtures.forecast("seoul-forecast"))
    }

    @Test("Korean readers get today's 음력 date and the moon in Seoul's time; each listed day follows")
    func korean() throws {
        let sky = try #require(Self.seoul("ko_KR").sky)
        #expect(sky.title == "해와 달")
        let today = try #require(sky.days.first)
        #expect(today.localDate == "2026-12-03")
        #expect(today.lunarDate == "음력 10월 25일")
        #expect(today.phase.id == "waning-crescent")
        #expect(today.phase.name == "그믐달")
        #expect(today.phase.illumination == "31%")
        #expect(today.moonrise == "월출 오전 1:41")
        #expect(today.moonset == "월몰 오후 1:40")
        #expect(sky.days.map(\.localDate) == ["2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06", "2026-12-07"])
        #expect(sky.days[3].lunarDate == "음력 10월 28일")
        #expect(sky.days[4].solarTerm == "대설")
    }

    @Test("Chinese readers get 农历 with traditional day names; others none unless asked", arguments: [
        ("zh_Hans_CN", nil, "农历十月廿五"), ("zh_Hant_TW", nil, "農曆十月廿五"), ("en_US", nil, nil),
        ("en_US", true, "Tenth Month 25"), ("ko_KR", false, nil), ("en-US-u-ca-dangi", nil, "Tenth Month 25"),
        ("ko-KR-u-ca-gregory", nil, nil),
    ] as [(String, Bool?, String?)])
    func lunarDates(locale: String, lunar: Bool?, expected: String?) throws {
        let today = try #require(Self.seoul(locale, lunar: lunar).sky?.days.first)
        #expect(today.lunarDate == expected)
    }
}
