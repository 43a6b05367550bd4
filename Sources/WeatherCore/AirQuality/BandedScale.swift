/// A scale of bands without interpolation (the EAQI, the DAQI): each pollutant falls in the
/// first band whose upper limit it does not exceed, and the worst band decides.
struct BandedScale: Sendable {
    /// One pollutant's upper limits, one per band but the last (which is open-ended).
    struct Limits: Sendable {
        let upperLimits: [Double]

        /// The band (0-based) of a value.
        func band(of value: Double) -> Int {
            upperLimits.firstIndex { value <= $0 } ?? upperLimits.count
        }
    }
}
