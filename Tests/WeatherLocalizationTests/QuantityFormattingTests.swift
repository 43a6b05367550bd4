import Testing
import WeatherLocalization

@Suite("Wind, pressure, precipitation, visibility and percentages use the locale's preferred units")
struct QuantityFormattingTests {
    @Test("Each quantity in each locale", arguments: [
        ("ko_KR", WeatherQuantity.windSpeed, 3.6, "3.6m/s"),
        ("en_US", .windSpeed, 3.6, "8.1 mph"),
        ("de_DE", .windSpeed, 3.6, "13 km/h"),
        ("fr_FR", .windSpeed, 3.6, "13\u{202F}km/h"),
        ("ko_KR", .pressure, 1013, "1013hPa"),
        ("en_US", .pressure, 1013, "29.91 inHg"),
        ("de_DE", .pressure, 1021.5, "1022 hPa"),
        ("en_GB", .pressure, 1013, "1013 mbar"),
        ("ru_RU", .pressure, 1013, "759,8 мм рт. ст."),
        ("ko_KR", .precipitation, 0.31, "0.31mm"),
        ("en_US", .precipitation, 2.5, "0.098 in"),
        ("ko_KR", .visibility, 10_000, "10km"),
        ("en_US", .visibility, 10_000, "6.2 mi"),
        ("de_DE", .visibility, 800, "800 m"),
        ("en-US-u-ms-metric", .windSpeed, 3.6, "13 km/h"),
    ])
    func quantities(locale: String, quantity: WeatherQuantity, value: Double, expected: String) throws {
        #expect(try QuantityFormatter(quantity, locale: WeatherLocale(locale)).format(value) == expected)
    }

    @Test("Full names for screen readers")
    func fullNames() throws {
        let wind = try QuantityFormatter(.windSpeed, locale: WeatherLocale("ko_KR"), width: .fullName)
        #expect(wind.format(3.6) == "초속 3.6미터")
        let english = try QuantityFormatter(.windSpeed, locale: WeatherLocale("en_US"), width: .fullName)
        #expect(english.format(3.6) == "8.1 miles per hour")
    }

    @Test("An explicit rounding replaces the usage's precision")
    func explicitRounding() throws {
        let wind = try QuantityFormatter(.windSpeed, locale: WeatherLocale("ko_KR"), rounding: Rounding(fractionDigits: 1))
        #expect(wind.format(3) == "3.0m/s")
    }

    @Test("Percentages: humidity as given, probability as a fraction", arguments: [
        ("ko_KR", "65%", "20%"), ("tr_TR", "%65", "%20"), ("fr_FR", "65\u{00A0}%", "20\u{00A0}%"), ("ar_EG", "٦٥٪\u{061C}", "٢٠٪\u{061C}"),
    ])
    func percentages(locale: String, humidity: String, probability: String) throws {
        let percent = try PercentFormatter(locale: WeatherLocale(locale))
        #expect(percent.format(percent: 65) == humidity)
        #expect(percent.format(fraction: 0.2) == probability)
    }
}
