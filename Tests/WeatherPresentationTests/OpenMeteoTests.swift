import FoundationEssentials
import Testing
import WeatherCore
import WeatherLocalization
import WeatherStrings
@testable import WeatherPresentation
import WeatherTestSupport

/// Open-Meteo's answers read into the provider-neutral forecast and presented as any feed is,
/// with the credit its licence asks for.
@Suite("Open-Meteo answers: forecast, air quality, places")
struct OpenMeteoTests {
    static func seoul() throws -> Forecast {
        try OpenWeatherDecoder.decodeOpenMeteoForecast(Fixture.data("open-meteo/seoul-forecast"))
    }

    static func air() throws -> AirPollutionResponse {
        try OpenWeatherDecoder.decodeOpenMeteoAirQuality(Fixture.data("open-meteo/seoul-air"))
    }

    @Test("A forecast is read whole: now, 168 hours, 7 days, the IANA zone, WMO codes with day and night icons")
    func readsWhole() throws {
        let forecast = try Self.seoul()
        #expect(forecast.location.clock == .identifier("Asia/Seoul", offsetSeconds: 32400, path: "timezone"))
        #expect(forecast.observation?.temperature == 3.8)
        #expect(forecast.observation?.condition == SkyCondition(code: .wmo(0), icon: "01d"))
        #expect(forecast.observation?.sunrise == 1_796_223_600 + 7 * 3600 + 33 * 60)
        #expect(forecast.steps?.stepSeconds == 3600)
        #expect(forecast.steps?.items.count == 168)
        #expect(forecast.steps?.items.first?.isDaytime == false)
        #expect(forecast.steps?.items.first?.condition?.icon == "02n")
        #expect(forecast.days.count == 7)
        #expect(forecast.days[4].condition?.code == .wmo(63))
        // 0.21 cm of snow an hour is 0.3 mm of water (÷ 7 × 10).
        let snowy = try #require(forecast.steps?.items.first { $0.condition?.code == .wmo(71) })
        #expect(abs((snowy.snow ?? 0) - 0.3) < 1e-9)
        #expect(forecast.attribution == .openMeteo)
        #expect(forecast.carriesAlerts == false)
    }

    @Test("Real saved answers in Open-Meteo's defaults read as they declare: ISO 8601 local times, km/h, °F")
    func savedAnswers() throws {
        // 2026-08-23T18:45 at UTC−4 is 22:45 UTC; 11.2 km/h is 3.11 m/s.
        let smithtown = try OpenWeatherDecoder.decodeOpenMeteoForecast(Fixture.data("open-meteo/saved/smithtown-iso8601-kmh"))
        #expect(smithtown.observation?.time == 1_787_525_100)
        #expect(smithtown.observation?.temperature == 23.2)
        #expect(abs((smithtown.observation?.wind.speed ?? 0) - 3.111) < 0.001)
        #expect(smithtown.steps?.items.count == 24)
        #expect(smithtown.steps?.items.first?.time == 1_787_457_600)
        // 53.3 °F is 11.83 °C; 20.3 km/h is 5.64 m/s; days are local dates (UTC+0 here).
        let bromsgrove = try OpenWeatherDecoder.decodeOpenMeteoForecast(Fixture.data("open-meteo/saved/bromsgrove-iso8601-fahrenheit-kmh"))
        #expect(bromsgrove.observation?.time == 1_771_853_400)
        #expect(abs((bromsgrove.observation?.temperature ?? 0) - 11.833) < 0.001)
        #expect(abs((bromsgrove.observation?.wind.speed ?? 0) - 5.639) < 0.001)
        #expect(bromsgrove.steps?.items.count == 168)
        #expect(bromsgrove.days.count == 7)
        #expect(bromsgrove.days.first?.time == 1_771_804_800)
        let low: Double = (45.8 - 32) * 5 / 9, high: Double = (53.6 - 32) * 5 / 9
        #expect(bromsgrove.days.first?.low == low)
        #expect(bromsgrove.days.first?.high == high)
        // Shown as any feed's numbers are: in the reader's units.
        let british = try PresentationFixtures.presenter("en_GB").present(bromsgrove)
        #expect(british.now?.temperature.text == "12°C")
        let american = try PresentationFixtures.presenter("en_US").present(bromsgrove)
        #expect(american.now?.temperature.text == "53°F")
    }

    @Test("A unit the reader cannot convert from fails at its entry, rather than reading as another unit", arguments: [
        (#""hourly_units":{"time":"unixtime","wind_speed_10m":"furlong/fortnight"}"#, "hourly_units.wind_speed_10m", "furlong/fortnight"),
        (#""hourly_units":{"time":"unixtime","temperature_2m":"K"}"#, "hourly_units.temperature_2m", "K"),
        (#""hourly_units":{"time":"unixtime","rain":"cm"}"#, "hourly_units.rain", "cm"),
    ])
    func unknownUnit(units: String, path: String, unit: String) throws {
        let body = Data((#"{"latitude":1,"longitude":2,"utc_offset_seconds":0,"# + units
            + #","hourly":{"time":[1796223600],"temperature_2m":[1],"wind_speed_10m":[2],"rain":[0]}}"#).utf8)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: path, reason: .unknownUnit(unit))) {
            try OpenWeatherDecoder.decodeOpenMeteoForecast(body)
        }
        // The units it documents still read: km/h and inches.
        let known = Data((#"{"latitude":1,"longitude":2,"utc_offset_seconds":0,"hourly_units":{"time":"unixtime","wind_speed_10m":"km/h","rain":"inch"}"#
            + #","hourly":{"time":[1796223600],"temperature_2m":[1],"wind_speed_10m":[36],"rain":[1]}}"#).utf8)
        let steps = try OpenWeatherDecoder.decodeOpenMeteoForecast(known).steps?.items
        #expect(steps?.first?.wind.speed == 10)
    }

    @Test("A time Open-Meteo could not have written names its JSON path")
    func badISOTime() throws {
        let body = Data(#"{"latitude":1,"longitude":2,"utc_offset_seconds":0,"hourly_units":{"time":"iso8601"},"hourly":{"time":["2026-02-30T00:00"],"temperature_2m":[1]}}"#.utf8)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "hourly.time[0]", reason: .notNumeric("2026-02-30T00:00"))) {
            try OpenWeatherDecoder.decodeOpenMeteoForecast(body)
        }
    }

    @Test("Absent parts and null values are tolerated: an hour without a temperature is no step, a missing reading is nil")
    func tolerant() throws {
        let body = Data(#"""
            {"latitude":37.55,"longitude":127.0,"utc_offset_seconds":32400,"timezone":"Asia/Seoul",
             "hourly":{"time":[1796223600,1796227200,1796230800],"temperature_2m":[1.5,null,0.9],"weather_code":[3,null],"wind_speed_10m":null}}
            """#.utf8)
        let forecast = try OpenWeatherDecoder.decodeOpenMeteoForecast(body)
        #expect(forecast.observation == nil)
        #expect(forecast.days.isEmpty)
        let steps = try #require(forecast.steps?.items)
        #expect(steps.map(\.time) == [1_796_223_600, 1_796_230_800])
        #expect(steps[1].condition == nil)
        #expect(steps[0].wind.speed == 0)
        #expect(steps[0].humidity == nil)
    }

    @Test("Open-Meteo's error body is an API error with its reason; a broken value names its JSON path")
    func errors() throws {
        #expect(throws: OpenWeatherDecodingError.apiError(
            code: "400", message: "Cannot initialize WeatherVariable from invalid String value temperature_3m for key hourly")) {
            try OpenWeatherDecoder.decodeOpenMeteoForecast(Fixture.data("open-meteo/error"))
        }
        let cold = Data(#"{"latitude":1,"longitude":2,"hourly":{"time":[1796223600],"temperature_2m":[-300]}}"#.utf8)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "hourly.temperature_2m[0]", reason: .belowAbsoluteZero(-300, .metric))) {
            try OpenWeatherDecoder.decodeOpenMeteoForecast(cold)
        }
        #expect(throws: OpenWeatherDecodingError.missingField(path: "latitude")) {
            try OpenWeatherDecoder.decodeOpenMeteoForecast(Data(#"{"longitude":2}"#.utf8))
        }
    }

    @Test("A humidity just over 100 is clamped and said with its path; far over, a failure naming it", arguments: [
        (100.4, "hourly.relative_humidity_2m[0]"), (150.0, nil),
    ] as [(Double, String?)])
    func humidity(value: Double, adjustedPath: String?) throws {
        let body = Data(#"{"latitude":1,"longitude":2,"hourly":{"time":[1796223600],"temperature_2m":[1],"relative_humidity_2m":[\#(value)]}}"#.utf8)
        guard let adjustedPath else {
            #expect(throws: OpenWeatherDecodingError.invalidValue(
                path: "hourly.relative_humidity_2m[0]", reason: .outside(value: "150.0", lowest: "0", highest: "100"))) {
                try OpenWeatherDecoder.decodeOpenMeteoForecast(body)
            }
            return
        }
        let forecast = try OpenWeatherDecoder.decodeOpenMeteoForecast(body)
        #expect(forecast.steps?.items.first?.humidity == 100)
        #expect(forecast.adjustments == [ReadingAdjustment(path: adjustedPath, sent: "100.4", shown: "100.0")])
    }

    @Test("The geocoder's names are kept in the language asked; admin1 is the state; no results is no place", arguments: [
        ("ko", "서울"), ("ja", "ソウル特別市"), ("en", "Seoul"),
    ])
    func places(language: String, name: String) throws {
        let places = try OpenWeatherDecoder.decodeOpenMeteoPlaces(Fixture.data("open-meteo/search-seoul-\(language)"), language: language)
        #expect(places.count == 1)
        #expect(places[0].name(forLanguage: language) == name)
        #expect(places[0].countryCode == "KR")
        #expect(places[0].coordinates == Coordinates(lon: 126.9784, lat: 37.566))
        #expect(try OpenWeatherDecoder.decodeOpenMeteoPlaces(Fixture.data("open-meteo/search-empty"), language: "ko").isEmpty)
    }

    @Test("Real saved searches: Moscow in Russian with its Idaho namesake, London in English, and no match as no results key")
    func savedSearches() throws {
        let moscow = try OpenWeatherDecoder.decodeOpenMeteoPlaces(Fixture.data("open-meteo/saved/search-moscow-ru"), language: "ru")
        #expect(moscow.map { $0.name(forLanguage: "ru") } == ["Москва", "Москва"])
        #expect(moscow.map(\.countryCode) == ["RU", "US"])
        #expect(moscow[1].state == "Айдахо")
        #expect(moscow[0].coordinates == Coordinates(lon: 37.61781, lat: 55.75204))
        let london = try OpenWeatherDecoder.decodeOpenMeteoPlaces(Fixture.data("open-meteo/saved/search-london-en"), language: "en")
        #expect(london.map { [$0.name(forLanguage: "en"), $0.countryCode, $0.state] } == [["London", "GB", "England"]])
        #expect(try OpenWeatherDecoder.decodeOpenMeteoPlaces(Fixture.data("open-meteo/saved/search-nothing"), language: "en").isEmpty)
        // Shown under a Russian locale: the place as the geocoder named it, the country from ICU.
        let presenter = try PresentationFixtures.presenter("ru_RU")
        #expect(presenter.placeName(moscow[0]) == "Москва, Россия")
        #expect(presenter.placeName(moscow[1]) == "Москва, \u{2068}Айдахо\u{2069}, Соединенные Штаты")
    }

    @Test("Air quality: hourly pollutants (µg/m³, CO too), null ozone left out; split around now into the hour, the day before and what follows")
    func airQuality() throws {
        let air = try Self.air()
        #expect(air.list.count == 120)
        #expect(air.list[0].components[.co] != nil)
        #expect(air.list[119].components[.o3] == nil)
        #expect(air.list[119].components[.pm2_5] != nil)
        let now = try #require(Self.seoul().referenceTime)
        guard case .responses(let current, let history, let forecast) = AirQualityInput(hours: air, now: now) else {
            Issue.record("no air quality")
            return
        }
        #expect(current.list.map(\.dt) == [now - now % 3600])
        #expect(history?.list.count == 24)
        #expect(history?.list.last?.dt == now - now % 3600 - 3600)
        #expect(forecast?.list.first?.dt == now - now % 3600 + 3600)
        guard case .unavailable = AirQualityInput(hours: air, now: air.list[0].dt - 1) else {
            Issue.record("an hour before the first reading has nothing to rate")
            return
        }
    }

    @Test("Presented in Korean: WMO words, 7 days, hourly steps, air quality on Korea's scale, the credit in Korean")
    func koreanScreen() throws {
        let presenter = try PresentationFixtures.presenter("ko_KR")
        let view = try presenter.present(
            Self.seoul(), place: Place(name: "서울", localNames: ["ko": "서울"], countryCode: "KR"),
            airQuality: AirQualityInput(hours: Self.air(), now: try #require(Self.seoul().referenceTime)))
        #expect(view.place == "서울, 대한민국")
        #expect(view.current?.condition.text == "맑음")
        #expect(view.daily.count == 7)
        #expect(view.hourlyTitle == "시간별 예보")
        #expect(view.timeZone == "Asia/Seoul")
        #expect(view.airQuality?.scale.id == "kr")
        #expect(view.attribution == "날씨 데이터 제공: Open-Meteo.com")
        #expect(try presenter.present(Self.seoul()).attribution == "날씨 데이터 제공: Open-Meteo.com")
    }

    @Test("The credit in every language, naming Open-Meteo.com; absent for OpenWeather", arguments: [
        "en_US", "ko_KR", "ja_JP", "zh_Hans_CN", "zh_Hant_TW", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "ru_RU", "tr_TR", "ar_EG", "he_IL", "hi_IN",
    ])
    func credit(locale: String) throws {
        let presenter = try PresentationFixtures.presenter(locale)
        let attribution = try #require(try presenter.present(Self.seoul()).attribution)
        #expect(attribution.contains("Open-Meteo.com"))
        #expect(locale == "en_US" ? attribution == "Weather data by Open-Meteo.com" : attribution != "Weather data by Open-Meteo.com")
        let openWeather = try presenter.present(
            current: PresentationFixtures.current("seoul-current"), forecast: PresentationFixtures.forecast("seoul-forecast"))
        #expect(openWeather.attribution == nil)
    }

    @Test("Every WMO code Open-Meteo sends is worded as a documented OpenWeather condition or by its own name, drawn by its icon")
    func wmoCodes() {
        for code in [0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99] {
            let id = WMOWeatherCode.openWeatherID(code)
            #expect(id.map(WeatherCondition.knownIDs.contains) == true, "WMO \(code)")
            let key = WMOWeatherCode.codesWithOwnName.contains(code) ? "condition.wmo.\(code)" : "condition.\(id ?? 0)"
            #expect(StringKey.condition(.wmo(code), isDaytime: true).hasPrefix(key), "WMO \(code)")
            #expect(WMOWeatherCode.icon(code, isDaytime: false).hasSuffix("n"))
        }
        #expect(WMOWeatherCode.openWeatherID(4) == nil)
        #expect(StringKey.condition(.wmo(4), isDaytime: true) == "condition.unknown")
    }

    @Test("Hail, freezing drizzle, rime fog and snow grains are named as such, not as rain or snow", arguments: [
        ("en_US", 96, "Thunderstorms with Hail"), ("en_US", 56, "Light Freezing Drizzle"), ("en_US", 48, "Freezing Fog"),
        ("ko_KR", 96, "우박을 동반한 뇌우"), ("ko_KR", 77, "쌀알눈"), ("ja_JP", 57, "強い着氷性の霧雨"),
        ("de_DE", 99, "Gewitter mit starkem Hagel"), ("zh_CN", 77, "米雪"),
    ])
    func ownNames(locale: String, code: Int, name: String) throws {
        let presenter = try PresentationFixtures.presenter(locale)
        #expect(presenter.localizer.string(StringKey.condition(.wmo(code), isDaytime: true)) == name)
    }
}
