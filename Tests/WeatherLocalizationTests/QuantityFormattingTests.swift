import Testing
import WeatherCore
import WeatherLocalization
import WeatherTestSupport

@Suite("Wind, pressure, precipitation and visibility: the locale's unit, the unit's precision")
struct QuantityFormattingTests {
    /// The precision policy per unit, in the five locales the issue names: (locale,
    /// quantity, value in OpenWeather's unit, expected text, expected trace flag).
    @Test("The precision policy per unit and locale", arguments: [
        // Wind: m/s one decimal (KR), mph (US, and GB as the Met Office) and km/h (DE, EG) whole.
        ("ko_KR", WeatherQuantity.windSpeed, 2.0, "2.0m/s"),
        ("ko_KR", .windSpeed, 0.96, "1.0m/s"),
        ("ko_KR", .windSpeed, 4.12, "4.1m/s"),
        ("en_US", .windSpeed, 4.1, "9 mph"),
        ("en_US", .windSpeed, 4.47, "10 mph"),
        ("en_GB", .windSpeed, 4.1, "9 mph"),
        ("ja_JP", .windSpeed, 4.12, "4.1 m/s"),
        ("de_DE", .windSpeed, 3.6, "13 km/h"),
        ("ar_EG", .windSpeed, 3.6, "١٣ كم/س"),
        // Pressure: hPa and mbar (GB, EG) whole, inHg two decimals; no grouping in four digits.
        ("ko_KR", .pressure, 1027.4, "1027hPa"),
        ("en_US", .pressure, 1013, "29.91 inHg"),
        ("en_GB", .pressure, 1013, "1013 mbar"),
        ("de_DE", .pressure, 1021.5, "1022 hPa"),
        ("ar_EG", .pressure, 1013, "١٠١٣ مليبار"),
        // Rain and snow: mm one decimal, inches two.
        ("ko_KR", .precipitation, 0.31, "0.3mm"),
        ("ko_KR", .precipitation, 1.1, "1.1mm"),
        ("ko_KR", .precipitation, 0.87, "0.9mm"),
        ("en_US", .precipitation, 2.5, "0.10 in"),
        ("en_GB", .precipitation, 0.31, "0.3 mm"),
        ("de_DE", .precipitation, 12.25, "12,3 mm"),
        ("ar_EG", .precipitation, 0.31, "٠٫٣ مم"),
        // Visibility: one decimal under 10, whole from 10.
        ("ko_KR", .visibility, 10_000, "10km"),
        ("ko_KR", .visibility, 4_250, "4.3km"),
        ("en_US", .visibility, 10_000, "6.2 mi"),
        ("en_US", .visibility, 16_093.44, "10 mi"),
        ("en_GB", .visibility, 10_000, "6.2 mi"),
        ("de_DE", .visibility, 12_400, "12.400 m"),  // CLDR: meters in Germany
        ("ar_EG", .visibility, 10_000, "١٠ كم"),
    ])
    func precisionPolicy(locale: String, quantity: WeatherQuantity, value: Double, expected: String) throws {
        let formatted = try QuantityFormatter(quantity, locale: WeatherLocale(locale)).format(value)
        #expect(formatted == FormattedQuantity(text: expected, isTrace: false))
    }

    @Test("A trace of rain is less than the smallest step, never 0.0 mm", arguments: [
        ("ko_KR", 0.02, "0.1mm"), ("en_GB", 0.049, "0.1 mm"), ("en_US", 0.12, "0.01 in"), ("de_DE", 0.01, "0,1 mm"),
    ])
    func trace(locale: String, millimeters: Double, smallest: String) throws {
        let formatted = try QuantityFormatter(.precipitation, locale: WeatherLocale(locale)).format(millimeters)
        #expect(formatted == FormattedQuantity(text: smallest, isTrace: true))
    }

    @Test("Half the smallest step is no longer a trace")
    func traceBoundary() throws {
        let rain = try QuantityFormatter(.precipitation, locale: WeatherLocale("ko_KR"))
        #expect(rain.format(0.05) == FormattedQuantity(text: "0.1mm", isTrace: false))
        #expect(rain.format(0) == FormattedQuantity(text: "0.0mm", isTrace: false))
    }

    @Test("Units are resolved once per locale, as data", arguments: [
        ("ko_KR", WeatherMeasureUnit.meterPerSecond, WeatherMeasureUnit.hectopascal, WeatherMeasureUnit.millimeter, WeatherMeasureUnit.kilometer),
        ("en_US", .milePerHour, .inchOfMercury, .inch, .mile),
        ("en_GB", .milePerHour, .millibar, .millimeter, .mile),
        ("de_DE", .kilometerPerHour, .hectopascal, .millimeter, .meter),
        ("ar_EG", .kilometerPerHour, .millibar, .millimeter, .kilometer),
        ("en-US-u-ms-metric", .kilometerPerHour, .hectopascal, .millimeter, .kilometer),
        // The national services' units where they differ from CLDR (Sources/WeatherPresentation/WeatherPresentation.docc/Units.md).
        ("ja_JP", .meterPerSecond, .hectopascal, .millimeter, .kilometer),
        ("zh_CN", .meterPerSecond, .hectopascal, .millimeter, .kilometer),
        ("zh_TW", .meterPerSecond, .hectopascal, .millimeter, .kilometer),
        ("pt_BR", .kilometerPerHour, .hectopascal, .millimeter, .kilometer),
        ("hi_IN", .kilometerPerHour, .hectopascal, .millimeter, .kilometer),
        ("en_JP", .meterPerSecond, .hectopascal, .millimeter, .kilometer),
        // The -u- keywords still decide: the region they name, or the system's own row.
        ("ja-JP-u-ms-metric", .kilometerPerHour, .hectopascal, .millimeter, .kilometer),
        ("ja-JP-u-ms-ussystem", .milePerHour, .inchOfMercury, .inch, .mile),
        ("en-US-u-rg-jpzzzz", .meterPerSecond, .hectopascal, .millimeter, .kilometer),
        ("ja-JP-u-rg-dezzzz", .kilometerPerHour, .hectopascal, .millimeter, .meter),
        ("pt-BR-u-rg-uszzzz", .milePerHour, .inchOfMercury, .inch, .mile),
    ])
    func resolvedUnits(
        locale: String, wind: WeatherMeasureUnit, pressure: WeatherMeasureUnit, rain: WeatherMeasureUnit, visibility: WeatherMeasureUnit
    ) throws {
        let locale = try WeatherLocale(locale)
        #expect(try QuantityFormatter(.windSpeed, locale: locale).unit == wind)
        #expect(try QuantityFormatter(.pressure, locale: locale).unit == pressure)
        #expect(try QuantityFormatter(.precipitation, locale: locale).unit == rain)
        #expect(try QuantityFormatter(.visibility, locale: locale).unit == visibility)
    }

    @Test("Rain in Brazil is in mm (INMET): 0.3 mm is 0,3 mm, never a trace of centimetres")
    func brazilRain() throws {
        let rain = try QuantityFormatter(.precipitation, locale: WeatherLocale("pt_BR"))
        #expect(rain.format(0.31) == FormattedQuantity(text: "0,3 mm", isTrace: false))
        #expect(rain.format(12.25) == FormattedQuantity(text: "12,3 mm", isTrace: false))
        // Centimetres, where a locale still routes to them, keep the same 0.1 mm step.
        #expect(WeatherMeasureUnit.centimeter.precision == UnitPrecision(fractionDigits: 2, showsTrace: true))
    }

    @Test("Hebrew writes digits before the unit below one too", arguments: [
        (WeatherQuantity.precipitation, UnitWidth.short, 0.31, "0.3 מ״מ", false),
        (.precipitation, .short, 0.02, "0.1 מ״מ", true),
        (.precipitation, .short, 1.5, "1.5 מ״מ", false),
        (.precipitation, .fullName, 0.31, "0.3 מילימטרים", false),
        (.visibility, .fullName, 300, "0.3 קילומטרים", false),
        (.visibility, .short, 300, "0.3 ק״מ", false),
    ])
    func hebrewNumberFirst(quantity: WeatherQuantity, width: UnitWidth, value: Double, expected: String, isTrace: Bool) throws {
        let formatted = try QuantityFormatter(quantity, locale: WeatherLocale("he_IL"), width: width).format(value)
        #expect(formatted == FormattedQuantity(text: expected, isTrace: isTrace))
    }

    /// The general case: in every shipped language, a value below one is written with its
    /// number on the same side of the unit as 5 is.
    @Test("Below one, the number stays where larger values have it", arguments: ShippedLocales.all)
    func numberSideBelowOne(locale: String) throws {
        func startsWithNumber(_ text: String) -> Bool {
            text.unicodeScalars.first { !$0.properties.isBidiControl }?.properties.numericType != nil
        }
        for quantity in WeatherQuantity.allCases {
            for width in [UnitWidth.short, .fullName] {
                for regionLocale in [locale, locale + "@rg=uszzzz"] {
                    let formatter = try QuantityFormatter(quantity, locale: WeatherLocale(regionLocale), width: width)
                    // 0.3 and 5 of the shown unit where it is OpenWeather's or km (visibility).
                    let scale = quantity == .visibility ? 1000.0 : 1
                    let five = formatter.format(5 * scale)
                    let small = formatter.format(0.3 * scale)
                    // A number said in words (Arabic `كيلومتر واحد في الساعة`) has no side.
                    let inWords = width == .fullName && !small.text.contains(where: \.isNumber)
                    #expect(inWords || startsWithNumber(small.text) == startsWithNumber(five.text), "\(regionLocale) \(quantity) \(width): \(small.text) / \(five.text)")
                }
            }
        }
    }

    @Test("Turkish temperatures keep one spacing: 1°C as 2°C (ICU's `one` pattern has a space)", arguments: [
        (274.15, "1°C"), (272.15, "-1°C"), (275.15, "2°C"), (273.15, "0°C"),
    ])
    func turkishTemperatureSpacing(kelvin: Double, expected: String) throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale("tr_TR"))
        #expect(formatter.format(Temperature(kelvin, .kelvin)) == expected)
    }

    @Test("Visibility under the first unit's threshold (0.1 km) uses CLDR's smaller unit")
    func smallVisibility() throws {
        let korean = try QuantityFormatter(.visibility, locale: WeatherLocale("ko_KR"))
        #expect(korean.format(800).text == "0.8km")
        #expect(korean.format(80).text == "80m")
    }

    @Test("Visibility follows ICU's thresholds (geq, 1 where the data leaves it out): feet below a mile, meters below 0.1 km", arguments: [
        ("en_US", 16_093.44, "10 mi", false), ("en_US", 1_609.344, "1.0 mi", false), ("en_US", 1_609, "5279 ft", false),
        ("en_US", 300, "984 ft", false), ("en_US", 0.3, "1 ft", false), ("en_US", 0.1, "1 ft", true),
        ("en_GB", 1_700, "1.1 mi", false), ("en_GB", 300, "984 ft", false),
        ("ko_KR", 100, "0.1km", false), ("ko_KR", 99, "99m", false), ("ko_KR", 0.6, "1m", false), ("ko_KR", 0.3, "1m", true),
        ("de_DE", 0.3, "1 m", true), ("de_DE", 0, "0 m", false),
    ])
    func visibilityThresholds(locale: String, meters: Double, expected: String, isTrace: Bool) throws {
        let formatted = try QuantityFormatter(.visibility, locale: WeatherLocale(locale)).format(meters)
        #expect(formatted == FormattedQuantity(text: expected, isTrace: isTrace))
    }

    @Test("Each row but the last applies from its threshold, in OpenWeather's meters", arguments: [
        ("en_US", [WeatherMeasureUnit.mile, .foot], [1_609.344, nil]),
        ("en_GB", [.mile, .foot], [1_609.344, nil]),
        ("ko_KR", [.kilometer, .meter], [100, nil]),
        ("de_DE", [.meter], [nil]),
    ] as [(String, [WeatherMeasureUnit], [Double?])])
    func visibilityRows(locale: String, units: [WeatherMeasureUnit], from: [Double?]) throws {
        let rows = try WeatherLocale(locale).preferredUnits(for: .visibility)
        #expect(rows.map(\.unit) == units)
        #expect(zip(rows.map(\.fromSourceValue), from).allSatisfy { shown, expected in
            switch (shown, expected) {
            case (nil, nil): true
            case (let shown?, let expected?): abs(shown - expected) < 1e-9
            default: false
            }
        })
    }

    @Test("Every unit CLDR routes these quantities to has a precision rule")
    func everyRoutedUnitIsKnown() throws {
        for locale in ["ko_KR", "en_US", "en_GB", "de_DE", "ar_EG", "ru_RU", "ja_JP", "fr_FR", "en_LR", "pt_BR"] {
            for quantity in WeatherQuantity.allCases {
                let units = try WeatherLocale(locale).preferredUnits(for: quantity)
                #expect(!units.isEmpty)
            }
        }
        #expect(WeatherMeasureUnit.meterPerSecond.precision == UnitPrecision(fractionDigits: 1))
        #expect(WeatherMeasureUnit.inch.precision == UnitPrecision(fractionDigits: 2, showsTrace: true))
    }

    @Test("Full names for screen readers")
    func fullNames() throws {
        let wind = try QuantityFormatter(.windSpeed, locale: WeatherLocale("ko_KR"), width: .fullName)
        #expect(wind.format(3.6).text == "초속 3.6미터")
        let english = try QuantityFormatter(.windSpeed, locale: WeatherLocale("en_US"), width: .fullName)
        #expect(english.format(3.6).text == "8 miles per hour")
    }

    @Test("An explicit rounding replaces the unit's precision")
    func explicitRounding() throws {
        let wind = try QuantityFormatter(.windSpeed, locale: WeatherLocale("en_US"), rounding: Rounding(fractionDigits: 1))
        #expect(wind.format(3.6).text == "8.1 mph")
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
