/// One of the 16 points of the compass, as wind directions are named.
package enum CompassPoint: String, Sendable, Hashable, Codable, CaseIterable {
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
    package init?(degrees: Double) {
        self.init(degrees: degrees, points: .sixteen)
    }

    /// The nearest point of an 8- or 16-point rose. Each point owns a fixed band of
    /// bearings (45° or 22.5° wide, centred on it), so one bearing always gets one name and
    /// neighbouring rows never flip between names for the same band.
    ///
    /// ```swift
    /// CompassPoint(degrees: 292, points: .eight)    // .nw (the 16-point name would be WNW)
    /// CompassPoint(degrees: 337.4, points: .eight)  // .nw
    /// CompassPoint(degrees: 337.5, points: .eight)  // .n
    /// ```
    package init?(degrees: Double, points: CompassRose) {
        guard degrees.isFinite else { return nil }
        var normalized = degrees.truncatingRemainder(dividingBy: 360)
        if normalized < 0 { normalized += 360 }
        let step = 360.0 / Double(points.rawValue)
        let index = Int((normalized / step).rounded(.toNearestOrAwayFromZero)) % points.rawValue
        self = Self.allCases[index * (16 / points.rawValue)]
    }
}

/// How many points a compass rose names: 8 in tables, 16 where there is room.
package enum CompassRose: Int, Sendable, Hashable, Codable {
    case eight = 8
    case sixteen = 16
}
