/// Concentrations of the pollutants a scale rates, each in µg/m³ (CO too, as OpenWeather
/// sends it); `nil` where a pollutant is not known.
///
/// ```swift
/// let air = PollutantConcentrations([.pm2_5: 35.5, .pm10: 60])
/// air[.pm2_5]  // 35.5
/// air[.o3]     // nil
/// ```
package struct PollutantConcentrations: Sendable, Hashable {
    // One stored value per pollutant, inline: a forecast holds ~100 of these, and an array
    // each would be ~100 allocations per decoded answer.
    private var values = PerPollutant<Double>()

    /// The concentrations a reading can have, in µg/m³: above 1 g/m³ no air is breathable
    /// and no instrument reports; such a figure is a typing or unit error.
    package static let plausibleRange: ClosedRange<Double> = 0...1_000_000

    /// No concentration known.
    package init() {}

    /// Concentrations by pollutant, in µg/m³.
    package init(_ values: [Pollutant: Double]) {
        for (pollutant, value) in values { self[pollutant] = value }
    }

    /// The concentration of `pollutant` in µg/m³, or `nil`.
    package subscript(pollutant: Pollutant) -> Double? {
        get { values[pollutant] }
        set { values[pollutant] = newValue }
    }

    /// The pollutants with a concentration, in ``Pollutant/allCases`` order.
    package var known: [Pollutant] {
        Pollutant.allCases.filter { self[$0] != nil }
    }

    /// The first pollutant whose concentration is negative, NaN, infinite or beyond
    /// ``plausibleRange``, with its value; `nil` when every value is plausible.
    package var firstImplausible: (pollutant: Pollutant, value: Double)? {
        for pollutant in Pollutant.allCases {
            if let value = self[pollutant], !Self.plausibleRange.contains(value) { return (pollutant, value) }
        }
        return nil
    }
}

extension Pollutant {
    /// The position in ``allCases``, for fixed-size storage.
    var ordinal: Int {
        switch self {
        case .pm2_5: 0
        case .pm10: 1
        case .o3: 2
        case .no2: 3
        case .so2: 4
        case .co: 5
        case .nh3: 6
        }
    }
}
