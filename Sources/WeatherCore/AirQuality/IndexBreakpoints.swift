/// One pollutant's breakpoint table: concentration bands, each mapped linearly onto an
/// index band, as US EPA, AirKorea, MEE and CPCB define their sub-indices:
/// `I = (I_hi − I_lo) / (C_hi − C_lo) × (C − C_lo) + I_lo`.
struct IndexBreakpoints: Sendable {
    struct Band: Sendable {
        let low: Double
        let high: Double
        let indexLow: Int
        let indexHigh: Int
    }

    let bands: [Band]

    /// `(C_lo, C_hi, I_lo, I_hi)` rows, lowest first.
    init(_ rows: [(Double, Double, Int, Int)]) {
        bands = rows.map { Band(low: $0.0, high: $0.1, indexLow: $0.2, indexHigh: $0.3) }
    }

    /// Builds the rows of a table whose bands share their edges (HJ 633): `edges[i]...edges[i+1]`
    /// maps onto `indices[i]...indices[i+1]`.
    init(edges: [Double], indices: [Int]) {
        self.init((0..<(edges.count - 1)).map { (edges[$0], edges[$0 + 1], indices[$0], indices[$0 + 1]) })
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
