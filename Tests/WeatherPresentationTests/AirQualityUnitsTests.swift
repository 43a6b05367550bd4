import Testing
import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation

/// Every row in the unit its agency publishes and with its own window, worded natively.
///
/// The air is steady over the whole past day, so each window is complete. Conversions at
/// 25 °C and 1 atm (24.45 L/mol):
/// - O3 100 µg/m³ × 24.45 / 47.997 = 50.94 ppb → 51 ppb (0.051 ppm)
/// - NO2 100 µg/m³ × 24.45 / 46.005 = 53.15 ppb → 53 ppb
/// - SO2 100 µg/m³ × 24.45 / 64.058 = 38.17 ppb → 38 ppb
/// - CO 1145 µg/m³ × 24.45 / 28.010 = 999.5 ppb = 0.9995 ppm → 1.0 ppm; 1145 / 1000 = 1.145 mg/m³ → 1.1 mg/m³
@Suite("Air quality: each agency's units and windows")
struct AirQualityUnitsTests {
    static let air: [Pollutant: Double] = [.pm2_5: 20, .pm10: 40, .o3: 100, .no2: 100, .so2: 100, .co: 1145]

    static func model(_ scale: AirQualityScaleID, _ locale: String) throws -> AirQualityViewModel {
        let hour = AirQualityPresenterTests.hour
        let history = AirPollutionResponse(coord: nil, list: (1...23).reversed().map { AirQualityPresenterTests.reading(hour - $0 * 3600, air) })
        let current = AirPollutionResponse(coord: nil, list: [AirQualityPresenterTests.reading(hour, air)])
        return try AirQualityPresenter.viewModel(
            current: current, history: history, forecast: nil, scale: AirQualityScaleChoice(chosen: scale), utcOffsetSeconds: 0,
            formatters: AirQualityPresenterTests.formatters(locale))
    }

    /// Each row as `id: text (basis)`, in the scale's order.
    static func rows(_ model: AirQualityViewModel) -> [String] {
        model.readings.map { "\($0.pollutant.id): \($0.concentration.text) (\($0.basis.text))" }
    }

    @Test("US AQI (AirNow): O3, NO2, SO2 in ppb, CO in ppm; PM 24 h, O3 and CO 8 h, NO2 and SO2 1 h")
    func unitedStates() throws {
        let model = try Self.model(.us, "en_US")
        #expect(Self.rows(model) == [
            "pm2_5: 20 μg/m³ (24-hr average)", "pm10: 40 μg/m³ (24-hr average)", "o3: 51 ppb (8-hr average)",
            "co: 1.0 ppm (8-hr average)", "so2: 38 ppb (Hourly value)", "no2: 53 ppb (Hourly value)",
        ])
        let ozone = try #require(model.readings.first { $0.pollutant.id == "o3" })
        #expect(ozone.unit == "portion-per-1e9")
        #expect(abs(ozone.valueInUnit - 50.940) < 0.001)
        #expect(ozone.value == 100)
        #expect(ozone.concentration.accessibilityLabel == "51 parts per billion")
        #expect(ozone.basis == AirQualityViewModel.Basis(text: "8-hr average", hours: 8, available: 8))
        let carbonMonoxide = try #require(model.readings.first { $0.pollutant.id == "co" })
        #expect(carbonMonoxide.unit == "permillion")
        #expect(carbonMonoxide.concentration.accessibilityLabel == "1.0 parts per million")
    }

    @Test("China (HJ 633, MEE): CO in mg/m³, the rest in μg/m³ as MEE writes them, not μg/立方米")
    func china() throws {
        let model = try Self.model(.cn, "zh_CN")
        #expect(Self.rows(model) == [
            "pm2_5: 20 μg/m³ (24小时平均)", "pm10: 40 μg/m³ (24小时平均)", "o3: 100 μg/m³ (8小时平均)",
            "no2: 100 μg/m³ (24小时平均)", "so2: 100 μg/m³ (24小时平均)", "co: 1.1 mg/m³ (24小时平均)",
        ])
        #expect(model.readings.last?.unit == "milligram-per-cubic-meter")
    }

    @Test("India (CPCB): CO in mg/m³ over 8 hours, in English and in Hindi")
    func india() throws {
        let english = try Self.model(.in, "en_IN")
        #expect(english.readings.first { $0.pollutant.id == "co" }.map { "\($0.concentration.text) (\($0.basis.text))" } == "1.1 mg/m³ (8-hr average)")
        let hindi = try Self.model(.in, "hi_IN")
        let co = try #require(hindi.readings.first { $0.pollutant.id == "co" })
        #expect(co.concentration.text == "1.1 mg/m³")
        #expect(co.concentration.accessibilityLabel == "1.1 मिलीग्राम प्रति घन मीटर")
        #expect(hindi.readings.first?.concentration.text == "20 μg/m³")
    }

    @Test("Canada's AQHI: O3 and NO2 in ppb, PM2.5 in µg/m³, 3-hour means; no per-pollutant risk, no dominant")
    func canada() throws {
        let model = try Self.model(.ca, "en_CA")
        #expect(Self.rows(model) == ["o3: 51 ppb (3-hr average)", "no2: 53 ppb (3-hr average)", "pm2_5: 20 μg/m³ (3-hr average)"])
        #expect(model.readings.allSatisfy { $0.category == nil && $0.subIndex == nil })
        #expect(model.dominant == nil)
        #expect(model.indexText != nil)
        let french = try Self.model(.ca, "fr_CA")
        #expect(french.readings.map(\.concentration.text) == ["51 ppb", "53 ppb", "20 μg/m³"])
    }

    @Test("UK DAQI and the EAQI stay in µg/m³; the DAQI's O3 over 8 hours, the EAQI hourly throughout")
    func europe() throws {
        #expect(Self.rows(try Self.model(.gb, "en_GB")) == [
            "pm2_5: 20 μg/m³ (24-hr average)", "pm10: 40 μg/m³ (24-hr average)", "o3: 100 μg/m³ (8-hr average)",
            "no2: 100 μg/m³ (Hourly value)", "so2: 100 μg/m³ (Hourly value)",
        ])
        #expect(Self.rows(try Self.model(.eu, "de_DE")) == [
            "pm2_5: 20 μg/m³ (Stundenwert)", "pm10: 40 μg/m³ (Stundenwert)", "o3: 100 μg/m³ (Stundenwert)",
            "no2: 100 μg/m³ (Stundenwert)", "so2: 100 μg/m³ (Stundenwert)",
        ])
    }

    @Test("Korea (AirKorea): gases in ppm, PM in ㎍/㎥, as today")
    func korea() throws {
        #expect(Self.rows(try Self.model(.kr, "ko_KR")) == [
            "pm10: 40㎍/㎥ (24시간 평균)", "pm2_5: 20㎍/㎥ (24시간 평균)", "o3: 0.051ppm (1시간 값)",
            "no2: 0.053ppm (1시간 값)", "co: 1.0ppm (1시간 값)", "so2: 0.038ppm (1시간 값)",
        ])
    }

    @Test("One script per unit: Taiwan's MOENV μg/m³, ppm and ppb; Hebrew מק״ג/מ״ק; Russian PM in Latin letters")
    func oneScript() throws {
        let taiwan = try Self.model(.kr, "zh_TW")
        #expect(taiwan.readings.map(\.concentration.text) == ["40 μg/m³", "20 μg/m³", "0.051 ppm", "0.053 ppm", "1.0 ppm", "0.038 ppm"])
        #expect(try Self.model(.us, "zh_TW").readings.first { $0.pollutant.id == "o3" }?.concentration.text == "51 ppb")
        #expect(try Self.model(.cn, "zh_TW").readings.last?.concentration.text == "1.1 mg/m³")
        let hebrew = try Self.model(.eu, "he_IL")
        #expect(hebrew.readings.first?.concentration.text == "20 מק״ג/מ״ק")
        #expect(try Self.model(.cn, "he_IL").readings.last?.concentration.text == "1.1 מ״ג/מ״ק")
        let russian = try Self.model(.eu, "ru_RU")
        #expect(russian.readings.prefix(2).map(\.pollutant.name) == ["PM2,5", "PM10"])
        // Latin P and M (U+0050, U+004D), not Cyrillic Р and М (U+0420, U+041C).
        #expect(russian.readings.prefix(2).allSatisfy { $0.pollutant.name.unicodeScalars.allSatisfy { $0.value < 0x80 } })
    }

    @Test("ppb said agreeing with its number", arguments: [
        ("ru_RU", AirQualityScaleID.us, "o3", "51 миллиардная доля"),
        ("ru_RU", .us, "no2", "53 миллиардные доли"),
        ("ru_RU", .us, "so2", "38 миллиардных долей"),
        ("de_DE", .us, "o3", "51 Milliardstel"),
        ("fr_CA", .ca, "no2", "53 parties par milliard"),
        ("ar_EG", .us, "o3", "٥١ جزءًا في المليار"),
        ("zh_CN", .us, "o3", "十亿分之51"),
    ])
    func spokenPPB(locale: String, scale: AirQualityScaleID, pollutant: String, expected: String) throws {
        let reading = try #require(try Self.model(scale, locale).readings.first { $0.pollutant.id == pollutant })
        #expect(reading.concentration.accessibilityLabel == expected)
    }
}
