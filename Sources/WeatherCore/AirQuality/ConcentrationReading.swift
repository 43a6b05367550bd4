/// How an agency reads a concentration OpenWeather gives in µg/m³ before its table: the unit
/// the table is written in, and the rounding the agency applies first.
struct ConcentrationReading: Sendable {
    typealias Unit = ConcentrationUnit

    enum Rounding: Sendable {
        /// Used as it is (HJ 633, the EAQI).
        case none
        /// Truncated to so many decimals (``AgencyRounding/truncate(_:digits:)``).
        case truncated(digits: Int)
        /// Rounded half up to so many decimals (``AgencyRounding/round(_:digits:)``).
        case rounded(digits: Int)
    }

    let unit: Unit
    let rounding: Rounding

    init(_ unit: Unit, _ rounding: Rounding) {
        self.unit = unit
        self.rounding = rounding
    }

    /// The figure the table is read with.
    func value(of pollutant: Pollutant, _ microgramsPerCubicMetre: Double) -> Double {
        rounding.apply(to: unit.value(of: pollutant, microgramsPerCubicMetre: microgramsPerCubicMetre))
    }
}

extension ConcentrationReading.Rounding {
    func apply(to value: Double) -> Double {
        switch self {
        case .none: value
        case .truncated(let digits): AgencyRounding.truncate(value, digits: digits)
        case .rounded(let digits): AgencyRounding.round(value, digits: digits)
        }
    }
}
