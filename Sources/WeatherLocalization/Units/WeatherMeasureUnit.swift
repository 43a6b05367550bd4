/// A unit a weather quantity is shown in, with how it is converted and rounded: the
/// precision policy, written once, as data. Weather services print it this way:
///
/// | Unit | Shown as |
/// | --- | --- |
/// | km/h, mph, kn | whole numbers (`12 km/h`, `9 mph`) |
/// | m/s | one decimal (`2.0m/s`, `4.6m/s`) |
/// | hPa, mbar, mmHg | whole numbers (`1013hPa`) |
/// | inHg | two decimals (`29.91 inHg`) |
/// | mm (rain, snow) | one decimal; less than 0.05 mm is a trace (`< 0.1 mm`, `0.1mm 미만`) |
/// | cm (rain, snow) | two decimals, the same 0.1 mm step, so no amount is a trace in cm that mm shows |
/// | in (rain, snow) | two decimals; a trace is `< 0.01 in` |
/// | km, mi (visibility) | one decimal under 10, whole from 10 (`6.2 mi`, `10 km`) |
/// | m, ft (visibility) | whole numbers; less than half a unit is `< 1 ft`, never `0 ft` |
///
/// The identifier is CLDR's (`meter-per-second`), which is also ICU's `unit/` skeleton stem.
public enum WeatherMeasureUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case meterPerSecond = "meter-per-second"
    case kilometerPerHour = "kilometer-per-hour"
    case milePerHour = "mile-per-hour"
    case knot
    case hectopascal
    case millibar
    case inchOfMercury = "inch-ofhg"
    case millimeterOfMercury = "millimeter-ofhg"
    case millimeter
    case centimeter
    case inch
    case kilometer
    case meter
    case mile
    case foot

    /// How many of this unit one of the quantity's source unit makes (m/s, hPa, mm, m).
    var perSourceUnit: Double {
        switch self {
        case .meterPerSecond, .hectopascal, .millibar, .millimeter, .meter: 1
        case .kilometerPerHour: 3.6
        case .milePerHour: 1 / 0.44704  // 1 mph is exactly 0.44704 m/s
        case .knot: 3600.0 / 1852  // 1 kn is exactly 1852 m/h
        case .inchOfMercury: 1 / 33.863_886_666_7  // 1 inHg = 3386.388 666 7 Pa
        case .millimeterOfMercury: 1 / 1.333_223_874_15  // 1 mmHg = 133.322 387 415 Pa
        case .centimeter: 0.1
        case .inch: 1 / 25.4
        case .kilometer: 0.001
        case .mile: 1 / 1609.344
        case .foot: 1 / 0.3048
        }
    }

    /// The precision rule for the unit.
    package var precision: UnitPrecision {
        switch self {
        case .meterPerSecond: UnitPrecision(fractionDigits: 1)
        case .kilometerPerHour, .milePerHour, .knot: UnitPrecision(fractionDigits: 0)
        case .hectopascal, .millibar, .millimeterOfMercury: UnitPrecision(fractionDigits: 0)
        case .inchOfMercury: UnitPrecision(fractionDigits: 2)
        case .millimeter: UnitPrecision(fractionDigits: 1, showsTrace: true)
        case .centimeter: UnitPrecision(fractionDigits: 2, showsTrace: true)
        case .inch: UnitPrecision(fractionDigits: 2, showsTrace: true)
        // Visibility: a positive distance is never shown as 0.
        case .kilometer, .mile: UnitPrecision(fractionDigits: 1, wholeFrom: 10, showsTrace: true)
        case .meter, .foot: UnitPrecision(fractionDigits: 0, showsTrace: true)
        }
    }
}

/// How values of one unit are rounded for display (half-up).
package struct UnitPrecision: Sendable, Hashable, Codable {
    /// Digits after the decimal separator, always shown (`2.0m/s`).
    package var fractionDigits: Int
    /// From this value on (in the unit), whole numbers (`10 km`, not `10.0 km`).
    package var wholeFrom: Double?
    /// Whether a positive amount that rounds to zero is shown as less than the smallest
    /// step (`< 0.1 mm`) instead of `0.0 mm`.
    package var showsTrace: Bool

    package init(fractionDigits: Int, wholeFrom: Double? = nil, showsTrace: Bool = false) {
        self.fractionDigits = fractionDigits
        self.wholeFrom = wholeFrom
        self.showsTrace = showsTrace
    }

    /// The smallest step shown (`0.1` for one decimal).
    package var smallestStep: Double {
        var step = 1.0
        for _ in 0..<fractionDigits { step /= 10 }
        return step
    }

    /// The rounding for a value in the unit.
    func rounding(for value: Double) -> Rounding {
        if let wholeFrom, value.magnitude >= wholeFrom { return Rounding(fractionDigits: 0) }
        return Rounding(fractionDigits: fractionDigits)
    }
}
