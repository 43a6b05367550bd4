import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherStrings

@Suite("Air quality view model")
struct AirQualityPresenterTests {
    /// 09:00 UTC on 3 December 2026: 18:00 in Seoul.
    static let hour = 1_796_288_400

    static func reading(_ dt: Int, _ values: [Pollutant: Double]) -> AirPollutionResponse.Item {
        AirPollutionResponse.Item(dt: dt, openWeatherIndex: 3, components: PollutantConcentrations(values))
    }

    static func formatters(_ locale: String) throws -> AirQualityFormatters {
        let weatherLocale = try WeatherLocale(locale)
        return try AirQualityFormatters(locale: weatherLocale, localizer: Localizer(locale: weatherLocale, tables: .bundled()))
    }

    /// Seoul's air, steady for the whole past day: PM10 95 (나쁨, CAI 131), PM2.5 28 (보통, 82).
    static let seoulDay: [Pollutant: Double] = [.pm10: 95, .pm2_5: 28, .o3: 40, .no2: 30, .co: 400, .so2: 5]

    static func seoul() -> (current: AirPollutionResponse, history: AirPollutionResponse) {
        let history = AirPollutionResponse(coord: nil, list: (1...23).reversed().map { reading(hour - $0 * 3600, seoulDay) })
        return (AirPollutionResponse(coord: nil, list: [reading(hour, seoulDay)]), history)
    }

    @Test("Korean: 미세먼지 나쁨 and 초미세먼지 보통 on AirKorea's scale, from a full 24-hour mean")
    func korean() throws {
        let air = Self.seoul()
        let model = try AirQualityPresenter.viewModel(
            current: air.current, history: air.history, forecast: nil, scale: AirQualityScaleChoice(region: "KR"),
            utcOffsetSeconds: 32_400, formatters: Self.formatters("ko_KR"))
        #expect(model.scale == AirQualityViewModel.Scale(id: "kr", name: "통합대기환경지수"))
        #expect(model.isDefaultScale == false)
        #expect(model.index == 131)
        #expect(model.indexText == "131")
        #expect(model.category == AirQualityViewModel.Category(id: "bad", label: "나쁨", colour: "#FFD400"))
        #expect(model.dominant == AirQualityViewModel.PollutantName(id: "pm10", name: "미세먼지"))
        #expect(model.basis == AirQualityViewModel.Basis(text: "24시간 평균", hours: 24, available: 24))
        let pm10 = try #require(model.readings.first { $0.pollutant.id == "pm10" })
        #expect(pm10.concentration.text == "95㎍/㎥")
        #expect(pm10.concentration.accessibilityLabel == "세제곱미터당 95마이크로그램")
        #expect(pm10.category?.label == "나쁨")
        let pm2_5 = try #require(model.readings.first { $0.pollutant.id == "pm2_5" })
        #expect(pm2_5.pollutant.name == "초미세먼지")
        #expect(pm2_5.concentration.text == "28㎍/㎥")
        #expect(pm2_5.category?.label == "보통")
        #expect(pm2_5.subIndex == 82)
        let ozone = try #require(model.readings.first { $0.pollutant.id == "o3" })
        #expect(ozone.basis.text == "1시간 값")
        // AirKorea's ppm: O3 40 µg/m³ × 24.45 / 47.997 = 20.4 ppb = 0.020ppm; CO 400 µg/m³ ×
        // 24.45 / 28.010 = 349 ppb = 0.3ppm (one decimal, as AirKorea writes CO).
        #expect(ozone.concentration.text == "0.020ppm")
        #expect(ozone.unit == "permillion")
        #expect(model.readings.first { $0.pollutant.id == "co" }?.concentration.text == "0.3ppm")
        #expect(pm10.unit == "microgram-per-cubic-meter")
        #expect(pm10.basis == AirQualityViewModel.Basis(text: "24시간 평균", hours: 24, available: 24))
    }

    @Test("US English, history missing: AQI 101 from one hour, and the basis says so")
    func americanWithoutHistory() throws {
        let current = AirPollutionResponse(coord: nil, list: [Self.reading(Self.hour, [.pm2_5: 35.5, .pm10: 40])])
        let model = try AirQualityPresenter.viewModel(
            current: current, history: nil, forecast: nil, scale: AirQualityScaleChoice(region: "US"),
            utcOffsetSeconds: -28_800, formatters: Self.formatters("en_US"))
        #expect(model.scale.name == "US AQI")
        #expect(model.indexText == "101")
        #expect(model.category == AirQualityViewModel.Category(id: "unhealthy-sensitive", label: "Unhealthy for Sensitive Groups", colour: "#FF7E00"))
        #expect(model.dominant?.name == "PM2.5")
        #expect(model.basis == AirQualityViewModel.Basis(text: "24-hr average (1 of 24 hrs with data)", hours: 24, available: 1))
        #expect(model.readings.map(\.concentration.text) == ["36 μg/m³", "40 μg/m³"])
        // Each row says what it is based on: one hour of the 24 the scale averages PM over.
        #expect(model.readings.map(\.basis.text) == ["24-hr average (1 of 24 hrs with data)", "24-hr average (1 of 24 hrs with data)"])
        #expect(model.readings.map(\.concentration.accessibilityLabel) == ["36 micrograms per cubic meter", "40 micrograms per cubic meter"])
    }

    @Test("Tokyo reads the default scale, named")
    func defaultScale() throws {
        let current = AirPollutionResponse(coord: nil, list: [Self.reading(Self.hour, [.pm2_5: 5])])
        let model = try AirQualityPresenter.viewModel(
            current: current, history: nil, forecast: nil, scale: AirQualityScaleChoice(region: "JP"),
            utcOffsetSeconds: 32_400, formatters: Self.formatters("ja_JP"))
        #expect(model.isDefaultScale)
        #expect(model.scale == AirQualityViewModel.Scale(id: "us", name: "米国AQI"))
        #expect(model.category.label == "良い")
    }

    @Test("A presenter keeps what it presented, apart by scale, choice and answers")
    func keptViewModels() throws {
        let formatters = try Self.formatters("ko_KR")
        let air = Self.seoul()
        func present(_ choice: AirQualityScaleChoice, history: AirPollutionResponse?) throws -> AirQualityViewModel {
            try AirQualityPresenter.viewModel(
                current: air.current, history: history, forecast: nil, scale: choice, utcOffsetSeconds: 32_400, formatters: formatters)
        }
        let korean = try present(AirQualityScaleChoice(region: "KR"), history: air.history)
        #expect(try present(AirQualityScaleChoice(region: "KR"), history: air.history) == korean)
        let chosen = try present(AirQualityScaleChoice(chosen: .kr), history: air.history)
        #expect(chosen.isDefaultScale == false && chosen.index == 131)
        let american = try present(AirQualityScaleChoice(chosen: .us), history: air.history)
        #expect(american.scale == AirQualityViewModel.Scale(id: "us", name: "미국 AQI"))
        let defaulted = try present(AirQualityScaleChoice(region: "JP"), history: air.history)
        #expect(defaulted.isDefaultScale && defaulted.scale.id == "us")
        let withoutHistory = try present(AirQualityScaleChoice(region: "KR"), history: nil)
        #expect(withoutHistory.basis == AirQualityViewModel.Basis(text: "24시간 평균(24시간 중 1시간 자료)", hours: 24, available: 1))
        #expect(try present(AirQualityScaleChoice(region: "KR"), history: air.history).basis.text == "24시간 평균")
    }

    @Test("Forecast days: each local day's worst hour, rated on the scale's windows")
    func days() throws {
        let air = Self.seoul()
        // From 19:00 KST: clean air until midnight, then a dirty morning on the 4th.
        let forecast = AirPollutionResponse(coord: nil, list: (1...18).map { step in
            Self.reading(Self.hour + step * 3600, step <= 5 ? [.pm10: 10, .pm2_5: 5] : [.pm10: 400, .pm2_5: 200])
        })
        let model = try AirQualityPresenter.viewModel(
            current: air.current, history: air.history, forecast: forecast, scale: AirQualityScaleChoice(region: "KR"),
            utcOffsetSeconds: 32_400, formatters: Self.formatters("ko_KR"))
        #expect(model.days.map(\.date) == ["2026-12-03", "2026-12-04"])
        // The 3rd's 24-hour means still carry the day's 95 µg/m³: 나쁨; the 4th reaches 매우나쁨.
        #expect(model.days.map(\.category.label) == ["나쁨", "매우나쁨"])
        #expect(model.days[1].dominant?.name == "미세먼지")
    }

    @Test("No current reading is an error, not an empty section")
    func empty() throws {
        #expect(throws: AirQualityAssessmentError.noPollutants(scale: .eu)) {
            try AirQualityPresenter.viewModel(
                current: AirPollutionResponse(coord: nil, list: []), history: nil, forecast: nil,
                scale: AirQualityScaleChoice(region: "FR"), utcOffsetSeconds: 3600, formatters: Self.formatters("fr_FR"))
        }
    }

    @Test("Every category of every scale has a key in the registry", arguments: AirQualityScaleID.allCases)
    func categoryKeys(scale: AirQualityScaleID) {
        for category in scale.categories {
            #expect(StringKey.airQualityCategory(category) != nil, "\(scale).\(category.id)")
        }
    }

    /// Labels are found by rank: each scale's ranks must run 0, 1, 2, … and each label be its
    /// category's own (`매우나쁨` for `very-bad`, in Korean).
    @Test("Each category's label by rank is its own, in Korean and English", arguments: AirQualityScaleID.allCases)
    func keptLabels(scale: AirQualityScaleID) throws {
        #expect(scale.categories.map(\.rank).sorted() == Array(scale.categories.indices))
        for locale in ["ko_KR", "en_US"] {
            let weatherLocale = try WeatherLocale(locale)
            let localizer = try Localizer(locale: weatherLocale, tables: .bundled())
            let words = try AirQualityFormatters(locale: weatherLocale, localizer: localizer).words(for: scale)
            for category in scale.categories {
                let key = try #require(StringKey.airQualityCategory(category))
                #expect(words.labels[category.rank] == localizer.string(key), "\(scale) \(category.id) \(locale)")
            }
            #expect(words.name == localizer.string(.airQualityScale(scale)))
        }
    }

    @Test("The scale follows the country; others get the US AQI, said as a default", arguments: [
        ("KR", AirQualityScaleID.kr, false), ("us", .us, false), ("PR", .us, false), ("FR", .eu, false), ("NO", .eu, false),
        ("CN", .cn, false), ("IN", .in, false), ("GB", .gb, false), ("CA", .ca, false), ("JP", .us, true), ("TW", .us, true),
    ])
    func scaleChoice(region: String, scale: AirQualityScaleID, isDefault: Bool) {
        let choice = AirQualityScaleChoice(region: region)
        #expect(choice.scale == scale)
        #expect(choice.isDefault == isDefault)
        #expect(AirQualityScaleChoice(region: nil).isDefault)
    }
}
