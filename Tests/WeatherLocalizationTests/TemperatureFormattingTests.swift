import Testing
import WeatherCore
import WeatherLocalization

/// Expected strings spell out invisible characters: U+202F narrow no-break space
/// (fr_FR before units), U+061C Arabic letter mark (ar_EG before the minus).
@Suite("Temperatures are formatted exactly, in the locale's unit, digits and spacing")
struct TemperatureFormattingTests {
    @Test("Short width across locales", arguments: [
        ("ko_KR", 271.15, "-2°C"),
        ("ko_KR", 283.15, "10°C"),
        ("en_US", 271.15, "28°F"),
        ("en_US", 255.372, "0°F"),
        ("en_GB", 271.15, "-2°C"),
        ("en_LR", 300.15, "27°C"),
        ("de_DE", 271.15, "-2 °C"),
        ("ja_JP", 295.15, "22°C"),
        ("ar_EG", 271.15, "\u{061C}-٢°م"),
        ("ar_EG", 293.15, "٢٠°م"),
        ("fr_FR", 271.15, "-2\u{202F}°C"),
        ("en-US-u-mu-celsius", 271.15, "-2°C"),
        ("ko-KR-u-mu-fahrenhe", 271.15, "28°F"),
        ("de-DE-u-mu-kelvin", 271.15, "271 K"),
        ("en-GB-u-rg-uszzzz", 271.15, "28°F"),
    ])
    func shortWidth(locale: String, kelvin: Double, expected: String) throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale(locale))
        #expect(formatter.format(Temperature(kelvin, .kelvin)) == expected)
    }

    @Test("One fraction digit uses the locale's separator", arguments: [
        ("ko_KR", "9.4°C"), ("de_DE", "9,4 °C"), ("fr_FR", "9,4\u{202F}°C"), ("ar_EG", "٩٫٤°م"), ("en_US", "48.9°F"),
    ])
    func oneFractionDigit(locale: String, expected: String) throws {
        let options = TemperatureFormatOptions(rounding: Rounding(fractionDigits: 1))
        let formatter = try TemperatureFormatter(locale: WeatherLocale(locale), options: options)
        #expect(formatter.format(Temperature(282.55, .kelvin)) == expected)
    }

    @Test("Narrow and full-name widths", arguments: [
        ("ko_KR", UnitWidth.fullName, "섭씨 10도"),
        ("en_US", .fullName, "50 degrees Fahrenheit"),
        ("de_DE", .fullName, "10 Grad Celsius"),
        ("ja_JP", .fullName, "摂氏 10 度"),
        ("en_US", .narrow, "50°"),
        ("ko_KR", .narrow, "10°C"),
    ])
    func widths(locale: String, width: UnitWidth, expected: String) throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale(locale), options: TemperatureFormatOptions(width: width))
        #expect(formatter.format(Temperature(283.15, .kelvin)) == expected)
    }

    @Test("A value that rounds to zero never shows a minus sign", arguments: [
        (272.9, "0°C"), (273.0, "0°C"), (273.15, "0°C"), (272.65, "-1°C"),
    ])
    func noNegativeZero(kelvin: Double, expected: String) throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale("ko_KR"))
        #expect(formatter.format(Temperature(kelvin, .kelvin)) == expected)
    }

    /// 270.65 K is exactly 27.5 °F; Double arithmetic gives 27.499999999999943, which
    /// would round to 27 under every half-* mode.
    @Test("Conversion is exact, so ties round as the rounding mode says", arguments: [
        (RoundingMode.halfUp, "28°F"), (.halfEven, "28°F"), (.halfDown, "27°F"),
        (.ceiling, "28°F"), (.floor, "27°F"), (.up, "28°F"), (.down, "27°F"),
    ])
    func exactConversionTies(mode: RoundingMode, expected: String) throws {
        let options = TemperatureFormatOptions(rounding: Rounding(mode: mode))
        let formatter = try TemperatureFormatter(locale: WeatherLocale("en_US"), options: options)
        #expect(formatter.format(Temperature(270.65, .kelvin)) == expected)
    }

    @Test("The default rounding is half-up (away from zero); half-even is available", arguments: [
        (275.65, RoundingMode.halfUp, "3°C"), (275.65, .halfEven, "2°C"),
        (270.65, .halfUp, "-3°C"), (270.65, .halfEven, "-2°C"),
        (276.65, .halfUp, "4°C"), (276.65, .halfEven, "4°C"),
    ])
    func defaultRounding(kelvin: Double, mode: RoundingMode, expected: String) throws {
        #expect(Rounding().mode == .halfUp)
        let formatter = try TemperatureFormatter(
            locale: WeatherLocale("ko_KR"), options: TemperatureFormatOptions(rounding: Rounding(mode: mode)))
        #expect(formatter.format(Temperature(kelvin, .kelvin)) == expected)
    }

    @Test("Rounding increments", arguments: [
        (0.5, 282.55, "9.5°C"), (0.5, 282.35, "9.0°C"), (0.5, 282.45, "9.5°C"), (2.0, 282.15, "10°C"), (0.2, 282.55, "9.4°C"),
    ])
    func increments(increment: Double, kelvin: Double, expected: String) throws {
        let options = TemperatureFormatOptions(rounding: Rounding(increment: increment))
        let formatter = try TemperatureFormatter(locale: WeatherLocale("ko_KR"), options: options)
        #expect(formatter.format(Temperature(kelvin, .kelvin)) == expected)
    }

    @Test("Input in Celsius and Fahrenheit converts exactly too", arguments: [
        (Temperature(-2, .celsius), "en_US", "28°F"),
        (Temperature(50, .fahrenheit), "ko_KR", "10°C"),
        (Temperature(-40, .fahrenheit), "ko_KR", "-40°C"),
        (Temperature(27.5, .fahrenheit), "de-DE-u-mu-kelvin", "271 K"),
    ])
    func otherInputUnits(temperature: Temperature, locale: String, expected: String) throws {
        #expect(try TemperatureFormatter(locale: WeatherLocale(locale)).format(temperature) == expected)
    }

    @Test("An explicit unit wins over the locale")
    func explicitUnit() throws {
        let formatter = try TemperatureFormatter(
            locale: WeatherLocale("en_US"), options: TemperatureFormatOptions(unit: .celsius))
        #expect(formatter.unit == .celsius)
        #expect(formatter.format(Temperature(271.15, .kelvin)) == "-2°C")
    }

    @Test("Values beyond exact range still format without crashing")
    func hugeValues() throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale("en_US"))
        #expect(formatter.format(Temperature(1e15, .kelvin)) == "1,799,999,999,999,540°F")
    }

    @Test("Invalid rounding options are rejected when the formatter is made", arguments: [
        Rounding(fractionDigits: -1), Rounding(fractionDigits: 7), Rounding(increment: 0), Rounding(increment: -0.5),
        Rounding(increment: .nan), Rounding(increment: 1000),
    ])
    func invalidOptions(rounding: Rounding) throws {
        #expect(throws: LocalizationError.self) {
            try TemperatureFormatter(locale: WeatherLocale("ko_KR"), options: TemperatureFormatOptions(rounding: rounding))
        }
    }

    @Test("Options become a fixed-unit ICU skeleton", arguments: [
        (TemperatureFormatOptions(), TemperatureUnit.celsius,
         "measure-unit/temperature-celsius unit-width-short precision-integer rounding-mode-half-up sign-negative"),
        (TemperatureFormatOptions(rounding: Rounding(fractionDigits: 2, mode: .halfEven), width: .fullName), .fahrenheit,
         "measure-unit/temperature-fahrenheit unit-width-full-name .00 rounding-mode-half-even sign-negative"),
        (TemperatureFormatOptions(rounding: Rounding(increment: 0.5), width: .narrow), .kelvin,
         "measure-unit/temperature-kelvin unit-width-narrow precision-increment/0.5 rounding-mode-half-up sign-negative"),
    ])
    func skeleton(options: TemperatureFormatOptions, unit: TemperatureUnit, expected: String) {
        #expect(options.icuSkeleton(for: unit) == expected)
    }
}
