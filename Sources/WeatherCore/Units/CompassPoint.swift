/// One of the 16 points of the compass, as wind directions are named.
public enum CompassPoint: String, Sendable, Hashable, Codable, CaseIterable {
    case n = "N", nne = "NNE", ne = "NE", ene = "ENE"
    case e = "E", ese = "ESE", se = "SE", sse = "SSE"
    case s = "S", ssw = "SSW", sw = "SW", wsw = "WSW"
    case w = "W", wnw = "WNW", nw = "NW", nnw = "NNW"

    /// The point nearest to a meteorological direction in degrees (where the wind
    /// comes from; 0 is north, 90 east). Any finite angle is accepted and normalised;
    /// a boundary (11.25°) belongs to the point clockwise of it.
    ///
    /// ```swift
    /// CompassPoint(degrees: 350)  // .n
    /// CompassPoint(degrees: 11.25)  // .nne
    /// ```
    public init?(degrees: Double) {
        guard degrees.isFinite else { return nil }
        var normalized = degrees.truncatingRemainder(dividingBy: 360)
        if normalized < 0 { normalized += 360 }
        let index = Int((normalized / 22.5).rounded(.toNearestOrAwayFromZero)) % 16
        self = Self.allCases[index]
    }
}
