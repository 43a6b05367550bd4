/// Moonrise and moonset at a place within one local day.
///
/// Definition (as the USNO and KASI tables use it): the Moon rises or sets when its upper
/// limb touches the horizon, seen from the place (topocentric), with 34′ of refraction: the
/// centre's topocentric altitude is then −(0.5667° + s), s the Moon's semi-diameter
/// (0.2725 × its horizontal parallax, about 0.26°).
///
/// Algorithm: the Moon's geocentric equatorial position (``MoonPosition``, Meeus ch. 47) is
/// computed at five instants evenly spread over the day and interpolated (degree-4
/// Lagrange: under 0.0001° over a day); the place's position is subtracted to get the
/// topocentric direction (Meeus ch. 40 and 11, WGS-like ellipsoid, sea level). The day is
/// scanned in 10-minute steps for sign changes of (sin altitude − sin h₀), the sidereal angle
/// advanced by a rotation rather than a sine per step; each change is refined by 8 bisections
/// and a final linear interpolation (well under a second). About 60 trigonometric evaluations
/// in all. Accuracy against the almanacs: within a minute for |latitude| ≤ 60°; two crossings
/// closer than 10 minutes (a grazing Moon near the poles) can be missed.
///
/// The Moon rises about 50 minutes later each day, so one day in about 29 has no rise and
/// one has no set; near the poles a day can have neither (``alwaysUp``/``alwaysDown``).
package struct MoonHorizon: Sendable, Hashable {
    /// The first moonrise in the day, in Unix seconds; `nil` when the Moon does not rise.
    package let rise: Int?
    /// The first moonset in the day, in Unix seconds; `nil` when the Moon does not set.
    package let set: Int?
    /// Whether the Moon's upper limb is above the horizon at the start of the day.
    package let upAtStart: Bool

    /// No rise and no set, and up the whole day.
    package var alwaysUp: Bool { rise == nil && set == nil && upAtStart }
    /// No rise and no set, and down the whole day.
    package var alwaysDown: Bool { rise == nil && set == nil && !upAtStart }

    /// The rise and set at `place` between `start` and `end` (Unix seconds: the local day's
    /// first second and the next day's first, so 23 or 25 hours on a daylight-saving day).
    package init(at place: Coordinates, start: Int, end: Int) {
        let sky = DayOfMoon(place: place, start: Double(start), end: Double(max(end, start + 1)))
        let step = 600.0
        var rise: Int?
        var set: Int?
        var time = Double(start)
        var value = sky.altitudeFunction(at: time)
        upAtStart = value > 0
        // The sidereal angle after each step: a rotation by a fixed angle.
        let rotation = UnitComplex(
            cos: Trigonometry.cos(degrees: DayOfMoon.siderealDegreesPerSecond * step),
            sin: Trigonometry.sin(degrees: DayOfMoon.siderealDegreesPerSecond * step))
        var sidereal = sky.siderealAngle(at: time)
        let end = Double(max(end, start + 1))
        while time < end, rise == nil || set == nil {
            let next = min(time + step, end)
            sidereal = next - time == step ? sidereal * rotation : sky.siderealAngle(at: next)
            let nextValue = sky.altitudeFunction(at: next, sidereal: sidereal)
            if value <= 0, nextValue > 0, rise == nil {
                rise = sky.crossing(from: time, to: next, rising: true)
            } else if value > 0, nextValue <= 0, set == nil {
                set = sky.crossing(from: time, to: next, rising: false)
            }
            time = next
            value = nextValue
        }
        // A crossing refined onto the day's end belongs to the next day.
        self.rise = rise.flatMap { $0 < Int(end) ? $0 : nil }
        self.set = set.flatMap { $0 < Int(end) ? $0 : nil }
    }
}

/// The Moon over one place during one day: interpolated positions and the altitude test.
private struct DayOfMoon {
    /// The Earth turns 360.985 647° per day against the stars.
    static let siderealDegreesPerSecond = 360.985_647_366_29 / 86_400

    let start: Double
    let span: Double
    /// The Moon's geocentric equatorial vector (Earth radii) at start + k·span/4, k = 0…4.
    let nodes: (SkyVector, SkyVector, SkyVector, SkyVector, SkyVector)
    let sinLatitude: Double
    let cosLatitude: Double
    /// The place's distance from the Earth's axis and from the equator's plane, in Earth radii.
    let rhoCos: Double
    let rhoSin: Double
    /// Sidereal angle at `start`, degrees.
    let startSidereal: Double
    /// sin h₀, the altitude of the centre when the upper limb is on the horizon.
    let sinThreshold: Double

    init(place: Coordinates, start: Double, end: Double) {
        self.start = start
        span = end - start
        func vector(_ k: Double) -> (SkyVector, MoonPosition) {
            let moon = MoonPosition(time: AstronomicalTime(unixSeconds: start + k * (end - start) / 4))
            return (moon.equatorialVector, moon)
        }
        let middle = vector(2)
        nodes = (vector(0).0, vector(1).0, middle.0, vector(3).0, vector(4).0)
        sinLatitude = Trigonometry.sin(degrees: place.lat)
        cosLatitude = Trigonometry.cos(degrees: place.lat)
        // Meeus ch. 11: geocentric latitude from the geodetic one (b/a = 0.996 647 19).
        let axisRatio = 0.996_647_19
        let norm = (cosLatitude * cosLatitude + axisRatio * axisRatio * sinLatitude * sinLatitude).squareRoot()
        rhoCos = cosLatitude / norm
        rhoSin = axisRatio * axisRatio * sinLatitude / norm
        startSidereal = AstronomicalTime(unixSeconds: start).greenwichSiderealDegrees + place.lon
        // Semi-diameter: k = 0.272 5 of the Earth's radius, seen from the Moon's distance.
        let semidiameter = Trigonometry.asin(0.272_5 * MoonPosition.earthRadiusKilometres / middle.1.distanceKilometres)
        sinThreshold = Trigonometry.sin(degrees: -0.566_7 - semidiameter)
    }

    func siderealAngle(at time: Double) -> UnitComplex {
        let degrees = startSidereal + (time - start) * Self.siderealDegreesPerSecond
        return UnitComplex(cos: Trigonometry.cos(degrees: degrees), sin: Trigonometry.sin(degrees: degrees))
    }

    /// sin(topocentric altitude) − sin h₀: positive while the upper limb is up.
    func altitudeFunction(at time: Double) -> Double {
        altitudeFunction(at: time, sidereal: siderealAngle(at: time))
    }

    func altitudeFunction(at time: Double, sidereal: UnitComplex) -> Double {
        let moon = position(at: time)
        let observer = SkyVector(x: rhoCos * sidereal.cos, y: rhoCos * sidereal.sin, z: rhoSin)
        let topocentric = moon - observer
        let zenith = SkyVector(x: cosLatitude * sidereal.cos, y: cosLatitude * sidereal.sin, z: sinLatitude)
        return topocentric.dot(zenith) / topocentric.length - sinThreshold
    }

    /// Degree-4 Lagrange interpolation through the five nodes.
    func position(at time: Double) -> SkyVector {
        // u runs 0 … 4 across the day.
        let u = (time - start) / span * 4
        let w0 = (u - 1) * (u - 2) * (u - 3) * (u - 4) / 24
        let w1 = -u * (u - 2) * (u - 3) * (u - 4) / 6
        let w2 = u * (u - 1) * (u - 3) * (u - 4) / 4
        let w3 = -u * (u - 1) * (u - 2) * (u - 4) / 6
        let w4 = u * (u - 1) * (u - 2) * (u - 3) / 24
        let (a, b, c, d, e) = nodes
        return SkyVector(
            x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x + w4 * e.x,
            y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y + w4 * e.y,
            z: w0 * a.z + w1 * b.z + w2 * c.z + w3 * d.z + w4 * e.z)
    }

    /// The instant in `low ... high` where the altitude function changes sign, to a second.
    func crossing(from low: Double, to high: Double, rising: Bool) -> Int {
        var low = low, high = high
        var lowValue = altitudeFunction(at: low)
        var highValue = altitudeFunction(at: high)
        for _ in 0..<8 {
            let middle = (low + high) / 2
            let value = altitudeFunction(at: middle)
            if (value > 0) == rising {
                high = middle
                highValue = value
            } else {
                low = middle
                lowValue = value
            }
        }
        // The function is nearly linear over the last 2 seconds: interpolate.
        let fraction = lowValue == highValue ? 0.5 : lowValue / (lowValue - highValue)
        return Int((low + fraction * (high - low)).rounded())
    }
}
