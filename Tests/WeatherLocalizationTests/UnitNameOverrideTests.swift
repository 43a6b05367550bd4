import Testing
import WeatherCore
@testable import WeatherLocalization
import WeatherStrings

/// ICU 72's CLDR data writes some units as the language's weather pages do not; each case
/// here fails if a newer ICU writes other words (the override then no longer applies).
@Suite("Unit words as the language's weather services write them, where ICU's differ")
struct UnitNameOverrideTests {
    @Test("Hindi temperatures in °C, as Hindi weather pages write them, not ICU's °से॰", arguments: [
        ("hi_IN", 270.15, "-3°C"), ("hi_IN", 305.65, "33°C"), ("hi-IN-u-mu-fahrenhe", 273.15, "32°F"),
    ])
    func hindiTemperature(locale: String, kelvin: Double, expected: String) throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale(locale))
        #expect(formatter.format(Temperature(kelvin, .kelvin)) == expected)
    }

    @Test("Hindi and Hebrew quantities in the press's symbols; others keep ICU's", arguments: [
        ("hi_IN", WeatherQuantity.windSpeed, 4.6, "17 किमी/घंटा"),
        ("hi_IN", .visibility, 10_000, "10 किमी"),
        ("hi_IN", .precipitation, 0.31, "0.3 मिमी"),
        ("he_IL", .pressure, 1027, "1027 מ״ב"),
        ("he_IL", .visibility, 10_000, "10 ק״מ"),
        ("en_GB", .pressure, 1013, "1013 mbar"),
    ])
    func shortSymbols(locale: String, quantity: WeatherQuantity, value: Double, expected: String) throws {
        let formatted = try QuantityFormatter(quantity, locale: WeatherLocale(locale)).format(value)
        #expect(formatted.text == expected)
    }

    @Test("Concentrations as AirKorea and CPCB write them, spoken as the Hindi press says them; others keep ICU's", arguments: [
        ("hi_IN", 42.4, "42 μg/m³", "42 माइक्रोग्राम प्रति घन मीटर"),
        ("ko_KR", 95, "95㎍/㎥", "세제곱미터당 95마이크로그램"),
        ("en_US", 36, "36 μg/m³", "36 micrograms per cubic meter"),
        // One script per unit: MEE's and MOENV's μg/m³, not μg/立方米 or 微克/立方公尺; Hebrew מק״ג/מ״ק.
        ("zh_CN", 36, "36 μg/m³", "每立方米36微克"),
        ("zh_TW", 36, "36 μg/m³", "每立方公尺 36 微克"),
        ("he_IL", 36, "36 מק״ג/מ״ק", "36 מיקרוגרם למטר מעוקב"),
        // Spoken without a slash (ICU's full names: マイクログラム/立方メートル, ميكروغرام/متر مكعب, mikrogram/metreküp).
        ("ja_JP", 36, "36 μg/m³", "36 マイクログラム毎立方メートル"),
        ("ar_EG", 36, "٣٦ مكغم/م³", "٣٦ ميكروغرام لكل متر مكعب"),
        ("tr_TR", 36, "36 μg/m³", "metreküpte 36 mikrogram"),
    ])
    func concentrations(locale: String, value: Double, text: String, spoken: String) throws {
        let weatherLocale = try WeatherLocale(locale)
        let localizer = try Localizer(locale: weatherLocale, tables: .bundled())
        let formatted = try ConcentrationFormatter(locale: weatherLocale, localizer: localizer).format(value)
        #expect(formatted.text == text)
        #expect(formatted.spoken == spoken)
    }

    @Test("Turkish speeds spoken time first, without ICU's slash (saatte 17 kilometre)", arguments: [
        ("tr_TR", 4.6, "saatte 17 kilometre"), ("tr-TR-u-ms-ussystem", 4.6, "saatte 10 mil"),
        ("en_GB", 4.6, "10 miles per hour"),
    ])
    func turkishSpokenSpeed(locale: String, metresPerSecond: Double, expected: String) throws {
        let formatter = try QuantityFormatter(.windSpeed, locale: WeatherLocale(locale), width: .fullName)
        #expect(formatter.format(metresPerSecond).text == expected)
    }

    @Test("Hindi's full names stay ICU's words (a screen reader's)")
    func hindiFullNames() throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale("hi_IN"), options: TemperatureFormatOptions(width: .fullName))
        #expect(formatter.format(Temperature(278.15, .kelvin)) == "5 डिग्री सेल्सियस")
    }

    /// Arabic counts 3–10 with the plural and 11–99 with the accusative singular, and says
    /// one and two without a numeral; 0, 100 and fractions take ICU's singular.
    @Test("Arabic spoken temperatures agree with their number", arguments: [
        (276.15, "٣ درجات مئوية"), (283.15, "١٠ درجات مئوية"), (284.15, "١١ درجة مئوية"),
        (274.15, "درجة مئوية واحدة"), (275.15, "درجتان مئويتان"),
        (273.15, "٠ درجة مئوية"), (373.15, "١٠٠ درجة مئوية"), (376.15, "١٠٣ درجات مئوية"),
    ])
    func arabicSpokenTemperature(kelvin: Double, expected: String) throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale("ar_EG"), options: TemperatureFormatOptions(width: .fullName))
        #expect(formatter.format(Temperature(kelvin, .kelvin)) == expected)
    }

    @Test("Below zero, Arabic says so after the whole quantity, whose unit keeps its agreement with the number")
    func arabicSpokenBelowZero() throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale("ar_EG"), options: TemperatureFormatOptions(width: .fullName))
        let localizer = try Localizer(locale: WeatherLocale("ar_EG"), tables: .bundled())
        #expect(formatter.spoken(Temperature(270.15, .kelvin), localizer: localizer) == "٣ درجات مئوية تحت الصفر")
        #expect(formatter.spoken(Temperature(262.15, .kelvin), localizer: localizer) == "١١ درجة مئوية تحت الصفر")
        #expect(formatter.spoken(Temperature(276.15, .kelvin), localizer: localizer) == "٣ درجات مئوية")
    }

    @Test("Arabic spoken wind, distance and rain agree with their number", arguments: [
        (WeatherQuantity.windSpeed, 2.0, "٧ كيلومترات في الساعة"),
        (.windSpeed, 4.6, "١٧ كيلومترًا في الساعة"),
        (.visibility, 10_000, "١٠ كيلومترات"),
        (.visibility, 12_000, "١٢ كيلومترًا"),
        (.precipitation, 3, "٣٫٠ مليمتر"),
        (.precipitation, 0.31, "٠٫٣ مليمتر"),
    ])
    func arabicSpokenQuantities(quantity: WeatherQuantity, value: Double, expected: String) throws {
        let formatted = try QuantityFormatter(quantity, locale: WeatherLocale("ar_EG"), width: .fullName).format(value)
        #expect(formatted.text == expected)
    }
}

@Suite("ICU's unit words are found by their bytes")
struct UnitWordSearchTests {
    @Test("First place, a repeated lead byte, absent, longer than the text, empty", arguments: [
        ("95 μg/m³", "μg/m³", 3), ("μμg/m³ μg/m³", "μg/m³", 2), ("42 km/h", "μg/m³", nil), ("m³", "μg/m³", nil), ("abc", "", nil),
    ] as [(String, String, Int?)])
    func search(text: String, pattern: String, offset: Int?) {
        let range = UnitNameOverrides.firstRange(of: pattern, in: text)
        #expect(range.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == offset)
        if let range { #expect(String(text[range]) == pattern) }
    }
}
