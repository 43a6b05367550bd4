import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation

@Suite("The header names the place in the user's language")
struct PlaceNameTests {
    private let seoul = Place(name: "Seoul", localNames: ["ko": "서울", "ja": "ソウル"], countryCode: "KR")

    @Test("The local name for the locale's language, then the API's name; the country from ICU", arguments: [
        ("ko_KR", "서울, 대한민국"),
        ("ja_JP", "ソウル、韓国"),
        ("en_US", "Seoul, South Korea"),
        ("de_DE", "Seoul, Südkorea"),
    ])
    func localNames(locale: String, expected: String) throws {
        #expect(try PresentationFixtures.presenter(locale).placeName(seoul) == expected)
    }

    @Test("A state is shown when the place has one, isolated under a locale of another script, but not when it repeats the name", arguments: [
        ("ko_KR", "스프링필드, \u{2068}Illinois\u{2069}, 미국"),
        ("ja_JP", "スプリングフィールド、\u{2068}Illinois\u{2069}、アメリカ合衆国"),
        ("ar", "سبرينغفيلد، \u{2068}Illinois\u{2069}، الولايات المتحدة"),
        ("ru_RU", "Springfield, \u{2068}Illinois\u{2069}, Соединенные Штаты"),
        ("en_US", "Springfield, Illinois, United States"),
        ("tr_TR", "Springfield, Illinois, Amerika Birleşik Devletleri"),
    ])
    func state(locale: String, expected: String) throws {
        let springfield = Place(
            name: "Springfield", localNames: ["ko": "스프링필드", "ja": "スプリングフィールド", "ar": "سبرينغفيلد"], state: "Illinois", countryCode: "US")
        #expect(try PresentationFixtures.presenter(locale).placeName(springfield) == expected)
    }

    @Test("A state that repeats the name is left out")
    func stateRepeatingName() throws {
        let newYork = Place(name: "New York County", localNames: ["en": "New York"], state: "New York", countryCode: "US")
        #expect(try PresentationFixtures.presenter("en_US").placeName(newYork) == "New York, United States")
    }

    @Test("A code ICU does not know is shown as given; no name is an unnamed place")
    func fallbacks() throws {
        let presenter = try PresentationFixtures.presenter("en_US")
        #expect(presenter.placeName(Place(name: "Atlantis", countryCode: "ZZ")) == "Atlantis, ZZ")
        #expect(presenter.placeName(Place(name: "Sea")) == "Sea")
        #expect(presenter.placeName(Place(name: "", countryCode: "KR")) == "Unnamed location")
    }

    @Test("A given place replaces the data's name; the sample and stale data carry a notice")
    func placeAndNotice() throws {
        let presenter = try PresentationFixtures.presenter("ko_KR")
        let current = try PresentationFixtures.current("seoul-current")
        let sample = try presenter.present(current: current, forecast: nil, place: seoul, origin: .sample)
        #expect(sample.place == "서울, 대한민국")
        #expect(sample.notice == DataNoticeViewModel(kind: .sample, text: "예시 데이터(내장된 서울 예보)이며 실시간 날씨가 아닙니다", lineTemplate: "{line} [예시 데이터]"))
        let stale = try presenter.present(current: current, forecast: nil, origin: .stale(ageSeconds: 1_560))
        #expect(stale.place == "Seoul, 대한민국")
        #expect(stale.notice == DataNoticeViewModel(kind: .stale, text: "오프라인: 저장된 데이터를 표시합니다(26분 전 수신)", lineTemplate: "{line} [오프라인, 26분 전 수신]", ageSeconds: 1_560, age: "26분 전"))
        #expect(try presenter.present(current: current, forecast: nil).notice == nil)
    }
}
