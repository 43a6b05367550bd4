import Testing
import WeatherCore

/// One reading of a double's decimal digits serves the exact arithmetic and the tables' ASCII numbers.
@Suite("Decimal digits of a double, and the exact values built from them")
struct DecimalDigitsTests {
    @Test("The shortest round-trip digits, rounded half away from zero", arguments: [
        (2.675, 2, "2.68"),
        (-0.04, 1, "0.0"),
        (1e-05, 6, "0.000010"),
        (1.5e20, 0, "150000000000000000000"),
        (9.995, 2, "10.00"),
        (270.65, 1, "270.7"),
    ])
    func rounded(value: Double, fractionDigits: Int, expected: String) {
        var number = DecimalDigits(value)
        number.round(fractionDigits: fractionDigits)
        #expect(number.text(fractionDigits: fractionDigits) == expected)
    }

    @Test("Shortest form without rounding")
    func shortest() {
        #expect(DecimalDigits(270.65).text(fractionDigits: nil) == "270.65")
        #expect(DecimalDigits(0).text(fractionDigits: nil) == "0")
        #expect(DecimalDigits(-1234567.5).text(fractionDigits: nil) == "-1234567.5")
    }

    @Test("Exact values past the few-decimal fast path come from the same digits")
    func exactFromDigits() throws {
        #expect(try ExactDecimal(1e-07).decimalString() == "0.0000001")
        #expect(try ExactDecimal(-123456.1234567).decimalString() == "-123456.1234567")
        #expect(try ExactDecimal(270.65).decimalString() == "270.65")
        #expect(throws: ExactDecimalError.outOfRange) { try ExactDecimal(1e13) }
        #expect(throws: ExactDecimalError.outOfRange) { try ExactDecimal(1e-30) }
        #expect(throws: ExactDecimalError.notFinite) { try ExactDecimal(.nan) }
    }
}
