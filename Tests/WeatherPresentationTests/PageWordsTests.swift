import Testing
import WeatherLocalization
@testable import WeatherPresentation
import WeatherStrings

@Suite("A page's own words come from the presentation, filled where the language puts them")
struct PageWordsTests {
    static func words(_ locale: String) throws -> PageWords {
        let weatherLocale = try WeatherLocale(locale)
        return PageWords(localizer: try Localizer(locale: weatherLocale, tables: .bundled()))
    }

    @Test("The search, the switchers and the titles, each language's own", arguments: [
        ("en", "Show", "Weather for Seoul, South Korea: 0°C", "Seoul, South Korea"),
        ("ko", "보기", "서울, 대한민국 날씨 0°C", "서울, 대한민국"),
    ])
    func words(locale: String, button: String, title: String, place: String) throws {
        let words = try Self.words(locale)
        #expect(words.searchButton == button)
        let (name, country) = locale == "ko" ? ("서울", "대한민국") : ("Seoul", "South Korea")
        #expect(words.pageTitleNow.filled(place, "0°C") == title)
        #expect(words.place.filled(name, country) == place)
    }

    @Test("Filling is one pass: an argument's own placeholder characters stay")
    func onePass() {
        let pattern = WordPattern(text: "\u{E000} – \u{E001}")
        #expect(pattern.filled("a\u{E001}", "b") == "a\u{E001} – b")
        #expect(pattern.filled("a") == "a – \u{E001}")
    }

    @Test("Without tables: no English, the headings' keys")
    func withoutLocalizer() {
        let words = PageWords(localizer: nil)
        #expect(words.searchButton == "")
        #expect(words.errorHeadings.notFound == "service.error.heading.notFound")
        #expect(words.pageTitle.filled("Seoul") == "")
    }
}
