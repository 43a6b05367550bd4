/// One pollutant's breakpoint table: concentration bands, each mapped linearly onto an
/// index band, as US EPA, AirKorea, MEE and CPCB define their sub-indices:
/// `I = (I_hi − I_lo) / (C_hi − C_lo) × (C − C_lo) + I_lo`.
struct IndexBreakpoints: Sendable {
    /// The unit the rows are written in and the rounding applied before they are read.
    let reading: ConcentrationReading
    /// `(C_lo, C_hi, I_lo, I_hi)` rows, lowest first.
    let bands: [(low: Double, high: Double, indexLow: Int, indexHigh: Int)]

    /// `(C_lo, C_hi, I_lo, I_hi)` rows in `unit`, lowest first.
    init(_ unit: ConcentrationReading.Unit, _ rounding: ConcentrationReading.Rounding, _ rows: [(low: Double, high: Double, indexLow: Int, indexHigh: Int)]) {
        reading = ConcentrationReading(unit, rounding)
        bands = rows
    }

    /// Builds the rows of a table whose bands share their edges (HJ 633): `edges[i]...edges[i+1]`
    /// maps onto `indices[i]...indices[i+1]`.
    init(_ unit: ConcentrationReading.Unit, _ rounding: ConcentrationReading.Rounding, edges: [Double], indices: [Int]) {
        self.init(unit, rounding, (0..<(edges.count - 1)).map { (edges[$0], edges[$0 + 1], indices[$0], indices[$0 + 1]) })
    }

    /// The unrounded sub-index of a concentration in µg/m³, read as the agency says.
    func rawIndex(of pollutant: Pollutant, microgramsPerCubicMetre: Double) -> Double {
        rawIndex(reading.value(of: pollutant, microgramsPerCubicMetre))
    }

    /// The unrounded sub-index of a concentration already rounded or truncated as the
    /// agency says; above the top band, the top band's highest index (the scale's end).
    func rawIndex(_ concentration: Double) -> Double {
        // The band whose upper edge is not below the value: with rounded inputs and the
        // agencies' one-step gaps (9.0 | 9.1) no value falls between two bands.
        guard let band = bands.first(where: { concentration <= $0.high }) else { return Double(bands[bands.count - 1].indexHigh) }
        let low = max(concentration, band.low)
        guard band.high > band.low else { return Double(band.indexHigh) }
        return Double(band.indexHigh - band.indexLow) / (band.high - band.low) * (low - band.low) + Double(band.indexLow)
    }
}

/// The rounding rules the agencies write down for concentrations and indices.
enum AgencyRounding {
    /// Truncates to `digits` decimals (US EPA: "truncate PM2.5 to one decimal").
    /// A tiny tolerance keeps 9.1 from becoming 9.09999 → 9.0 through binary fractions.
    static func truncate(_ value: Double, digits: Int) -> Double {
        let scale = power(digits)
        return (value * scale + 1e-9).rounded(.down) / scale
    }

    /// Rounds half up to `digits` decimals.
    static func round(_ value: Double, digits: Int) -> Double {
        let scale = power(digits)
        return (value * scale + 1e-9).rounded(.toNearestOrAwayFromZero) / scale
    }

    /// Rounds an index half up to a whole number.
    static func wholeIndex(_ value: Double) -> Int {
        Int((value + 1e-9).rounded(.toNearestOrAwayFromZero))
    }

    /// Rounds an index up to a whole number (HJ 633: "进位取整数").
    static func ceilingIndex(_ value: Double) -> Int {
        Int((value - 1e-9).rounded(.up))
    }

    private static func power(_ digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        return scale
    }
}
