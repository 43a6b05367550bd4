import Testing
import WeatherCore
@testable import WeatherLocalization

/// Temperatures are kept by their rounded value (``RoundingGrid``), so the grid must round
/// exactly as ICU does: these compare the kept texts with ICU formatting every value.
@Suite("Temperatures kept by their rounded value read exactly as ICU writes each value")
struct RoundedTemperatureKeyTests {
    static let roundings: [Rounding] = [
        Rounding(), Rounding(fractionDigits: 1), Rounding(fractionDigits: 2),
        Rounding(increment: 0.5), Rounding(increment: 0.2), Rounding(increment: 0.25), Rounding(increment: 5),
    ]

    @Test("Every rounding mode, whole and fractional steps, Celsius and Fahrenheit", arguments: RoundingMode.allCases)
    func sameAsICU(mode: RoundingMode) throws {
        for localeID in ["ko_KR", "en_US"] {
            let locale = try WeatherLocale(localeID)
            for base in Self.roundings {
                let options = TemperatureFormatOptions(rounding: Rounding(fractionDigits: base.fractionDigits, increment: base.increment, mode: mode))
                let formatter = try TemperatureFormatter(locale: locale, options: options)
                let reference = try ICUNumberFormatter(skeleton: options.icuSkeleton(for: formatter.unit), localeID: locale.identifier)
                // 230 K to 330 K by 0.05 K: every tie of every step in both units.
                for hundredths in stride(from: 23_000, through: 33_000, by: 5) {
                    let temperature = Temperature(Double(hundredths) / 100, .kelvin)
                    let exact = try #require(temperature.exactValue(in: formatter.unit))
                    let expected = reference.format(exact)
                    guard formatter.format(temperature) == expected else {
                        Issue.record("\(localeID) \(options.rounding) \(temperature.value) K: \(formatter.format(temperature)) is not \(expected)")
                        break
                    }
                }
            }
        }
    }

    @Test("Ties round as ICU's modes say; -0.5 at half-up is -1, at half-even 0", arguments: [
        (-2.5, RoundingMode.halfUp, -3 as Int64), (-2.5, .halfEven, -2), (-2.5, .halfDown, -2), (-2.5, .ceiling, -2),
        (-2.5, .floor, -3), (-2.5, .up, -3), (-2.5, .down, -2), (2.5, .halfUp, 3), (2.5, .halfEven, 2), (3.5, .halfEven, 4),
        (2.5, .halfDown, 2), (2.4, .up, 3), (2.6, .down, 2), (-0.5, .halfUp, -1), (-0.5, .halfEven, 0), (-0.4, .halfUp, 0),
    ])
    func wholeSteps(value: Double, mode: RoundingMode, steps: Int64) throws {
        let grid = try #require(RoundingGrid(Rounding(mode: mode)))
        #expect(grid.steps(try ExactDecimal(value)) == steps)
    }

    @Test("Steps of an increment and of fraction digits")
    func fractionalSteps() throws {
        let halves = try #require(RoundingGrid(Rounding(increment: 0.5)))
        #expect(halves.steps(try ExactDecimal(2.74)) == 5)  // 2.5
        #expect(halves.steps(try ExactDecimal(2.75)) == 6)  // 3.0, half-up
        let tenths = try #require(RoundingGrid(Rounding(fractionDigits: 1)))
        #expect(tenths.steps(try ExactDecimal(numerator: -1, denominator: 3)) == -3)  // -0.3
        #expect(tenths.steps(try ExactDecimal(-0.05)) == -1)  // -0.1
    }

    @Test("Values that round alike share one text; the minus of a value rounding to zero stays hidden")
    func sharedTexts() throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale("ko_KR"))
        #expect(formatter.format(Temperature(272.9, .kelvin)) == "0°C")
        #expect(formatter.format(Temperature(273.5, .kelvin)) == "0°C")
        #expect(formatter.format(Temperature(272.65, .kelvin)) == "-1°C")
        #expect(formatter.format(Temperature(272.64, .kelvin)) == "-1°C")
        #expect(formatter.format(Temperature(300.14, .kelvin)) == "27°C")
        #expect(formatter.format(Temperature(300.65, .kelvin)) == "28°C")
    }
}
