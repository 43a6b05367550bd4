import Testing
import WeatherCore
@testable import WeatherLocalization

@Suite("Temperature units follow CLDR's weather preferences, with keyword overrides")
struct TemperatureUnitPreferenceTests {
    static let cases: [(String, TemperatureUnit)] = [
        ("en_US", .fahrenheit), ("es_US", .fahrenheit), ("en_BS", .fahrenheit), ("en_BZ", .fahrenheit),
        ("en_KY", .fahrenheit), ("es_PR", .fahrenheit), ("en_PW", .fahrenheit), ("en", .fahrenheit),
        ("ko_KR", .celsius), ("ko", .celsius), ("en_GB", .celsius), ("en_LR", .celsius), ("de_DE", .celsius),
        ("ja_JP", .celsius), ("ar_EG", .celsius), ("fr_FR", .celsius), ("en_CA", .celsius),
        // Overrides: -u-mu- first, then -u-ms-, then -u-rg-.
        ("en-US-u-mu-celsius", .celsius), ("ko-KR-u-mu-fahrenhe", .fahrenheit), ("de-DE-u-mu-kelvin", .kelvin),
        ("en-US-u-ms-metric", .celsius), ("en_US@measure=metric", .celsius), ("ko-KR-u-ms-ussystem", .fahrenheit),
        ("en-US-u-ms-uksystem", .celsius), ("en-GB-u-rg-uszzzz", .fahrenheit), ("en-US-u-rg-gbzzzz", .celsius),
        ("en-US-u-mu-celsius-ms-ussystem", .celsius), ("en-GB-u-ms-ussystem-rg-gbzzzz", .fahrenheit),
    ]

    @Test("Each locale gets its preferred unit", arguments: cases)
    func preferredUnit(locale: String, expected: TemperatureUnit) throws {
        #expect(try WeatherLocale(locale).preferredTemperatureUnit == expected)
    }

    /// Our once-per-locale resolution must agree with ICU's per-call `usage/weather`
    /// routing wherever ICU 72 follows CLDR: it ignores `mu=fahrenhe`, `mu=kelvin` and
    /// `ms=uksystem` (which it stores as the legacy `measure=imperial`), and
    /// for a locale with no region it uses the world's preference instead of the likely
    /// region's (`en` → °C), where CLDR's algorithm says `en` → `en_US` → °F.
    @Test("The resolved unit agrees with ICU's usage/weather routing", arguments: cases.filter {
        !$0.0.contains("fahrenhe") && !$0.0.contains("kelvin") && !$0.0.contains("uksystem") && $0.0.count > 2
    })
    func agreesWithICUUsageRouting(locale: String, expected: TemperatureUnit) throws {
        let weatherLocale = try WeatherLocale(locale)
        let routed = try ICUNumberFormatter(
            skeleton: "unit/kelvin usage/weather unit-width-full-name precision-integer", localeID: weatherLocale.identifier
        ).format(300)
        let ours = try ICUNumberFormatter(
            skeleton: "measure-unit/temperature-\(expected.rawValue) unit-width-full-name precision-integer",
            localeID: weatherLocale.identifier
        ).format(Temperature(300, .kelvin).exactValue(in: expected)!)
        #expect(routed == ours)
    }
}
