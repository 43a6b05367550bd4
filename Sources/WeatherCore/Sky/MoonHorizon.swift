/// Moonrise and moonset at a place within one local day.
///
/// Definition (as the USNO and KASI tables use it): the Moon rises or sets when its upper
/// limb touches the horizon, seen from the place (topocentric), with 34′ of refraction: the
/// centre's topocentric altitude is then −(0.5667° + s), s the Moon's semi-diameter
/// (0.2725 × its horizontal parallax, about 0.26°).
///
/// Algorithm: the Moon's geocentric equatorial position (``MoonPosition``, Meeus ch. 47) is
/// computed at five instants evenly spread over the day and interpolated (``MoonOverDay``);
/// the place's position is subtracted to get the topocentric direction (Meeus ch. 40 and 11,
/// IAU 1976 ellipsoid, sea level). The day is scanned for sign changes of
/// (sin altitude − sin h₀) in steps of 10 minutes near the horizon and longer ones where the
/// Moon is too far from it to reach it sooner; each change is bisected to under 8 seconds
/// and interpolated. About 150 sines in all. Accuracy: within 10 seconds of PyEphem for
/// |latitude| ≤ 60° (the requirement is 2 minutes); two crossings closer than 10 minutes
/// (a grazing Moon near the poles) can be missed.
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
        self.init(at: place, moon: MoonOverDay(start: start, end: end))
    }

    /// The rise and set over a day whose Moon positions are already computed.
    init(at place: Coordinates, moon: MoonOverDay) {
        let sky = DayOfMoon(place: place, moon: moon)
        let end = moon.start + moon.span
        var rise: Int?
        var set: Int?
        var time = moon.start
        var value = sky.altitudeFunction(at: time)
        upAtStart = value > 0
        while time < end, rise == nil || set == nil {
            // sin(altitude) changes by at most 7.5e-5 a second (the sky turns 15.04° an hour):
            // no crossing can come sooner than |value| / 7.5e-5 seconds, so far from the
            // horizon the scan strides (a day takes 20 to 40 steps, not 144).
            let stride = abs(value) / 7.5e-5
            // `!(stride > 600)` also catches NaN, which must not stall the scan.
            let next = min(time + (stride > 600 ? stride : 600), end)
            let nextValue = sky.altitudeFunction(at: next)
            if value <= 0, nextValue > 0, rise == nil {
                rise = sky.crossing(from: time, to: next, rising: true)
            } else if value > 0, nextValue <= 0, set == nil {
                set = sky.crossing(from: time, to: next, rising: false)
            }
            time = next
            value = nextValue
        }
        // A crossing refined onto the day's end belongs to the next day.
        self.rise = rise.flatMap { Double($0) < end ? $0 : nil }
        self.set = set.flatMap { Double($0) < end ? $0 : nil }
    }
}

/// The Moon's geocentric positions at five instants evenly spread over a day (start,
/// quarters, end), from which its position at any instant of the day is interpolated
/// (degree-4 Lagrange: under 0.0001° over a day). Shared by the day's rise and set, its
/// phase and its principal-phase search.
struct MoonOverDay {
    let start: Double
    let span: Double
    let positions: (MoonPosition, MoonPosition, MoonPosition, MoonPosition, MoonPosition)
    /// The same, as equatorial vectors in Earth radii.
    let vectors: (SkyVector, SkyVector, SkyVector, SkyVector, SkyVector)

    init(start: Int, end: Int) {
        let start = Double(start)
        let span = Double(max(end - Int(start), 1))
        func position(_ k: Double) -> MoonPosition { MoonPosition(time: AstronomicalTime(unixSeconds: start + k * span / 4)) }
        self.start = start
        self.span = span
        positions = (position(0), position(1), position(2), position(3), position(4))
        vectors = (
            positions.0.equatorialVector, positions.1.equatorialVector, positions.2.equatorialVector,
            positions.3.equatorialVector, positions.4.equatorialVector)
    }

    /// The geocentric equatorial vector (Earth radii) at `time`.
    func vector(at time: Double) -> SkyVector {
        // u runs 0 … 4 across the day.
        let u = (time - start) / span * 4
        let w0 = (u - 1) * (u - 2) * (u - 3) * (u - 4) / 24
        let w1 = -u * (u - 2) * (u - 3) * (u - 4) / 6
        let w2 = u * (u - 1) * (u - 3) * (u - 4) / 4
        let w3 = -u * (u - 1) * (u - 2) * (u - 4) / 6
        let w4 = u * (u - 1) * (u - 2) * (u - 3) / 24
        let (a, b, c, d, e) = vectors
        return SkyVector(
            x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x + w4 * e.x,
            y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y + w4 * e.y,
            z: w0 * a.z + w1 * b.z + w2 * c.z + w3 * d.z + w4 * e.z)
    }
}

/// The Moon over one place during one day: the altitude test and its refinement.
private struct DayOfMoon {
    /// The Earth turns 360.985 647° per day against the stars.
    static let siderealDegreesPerSecond = 360.985_647_366_29 / 86_400

    let moon: MoonOverDay
    let sinLatitude: Double
    let cosLatitude: Double
    /// The place's distance from the Earth's axis and from the equator's plane, in Earth radii.
    let rhoCos: Double
    let rhoSin: Double
    /// Sidereal angle at the day's start, degrees.
    let startSidereal: Double
    /// sin h₀, the altitude of the centre when the upper limb is on the horizon.
    let sinThreshold: Double

    init(place: Coordinates, moon: MoonOverDay) {
        self.moon = moon
        sinLatitude = Trigonometry.sin(degrees: place.lat)
        cosLatitude = Trigonometry.cos(degrees: place.lat)
        // Meeus ch. 11: geocentric latitude from the geodetic one (b/a = 0.996 647 19).
        let axisRatio = 0.996_647_19
        let norm = (cosLatitude * cosLatitude + axisRatio * axisRatio * sinLatitude * sinLatitude).squareRoot()
        rhoCos = cosLatitude / norm
        rhoSin = axisRatio * axisRatio * sinLatitude / norm
        startSidereal = AstronomicalTime(unixSeconds: moon.start).greenwichSiderealDegrees + place.lon
        // Semi-diameter: k = 0.272 5 of the Earth's radius, seen from the Moon's distance.
        let semidiameter = Trigonometry.asin(0.272_5 * MoonPosition.earthRadiusKilometres / moon.positions.2.distanceKilometres)
        sinThreshold = Trigonometry.sin(degrees: -0.566_7 - semidiameter)
    }

    /// sin(topocentric altitude) − sin h₀: positive while the upper limb is up.
    func altitudeFunction(at time: Double) -> Double {
        let sidereal = UnitComplex(degrees: startSidereal + (time - moon.start) * Self.siderealDegreesPerSecond)
        let observer = SkyVector(x: rhoCos * sidereal.cos, y: rhoCos * sidereal.sin, z: rhoSin)
        let topocentric = moon.vector(at: time) - observer
        let zenith = SkyVector(x: cosLatitude * sidereal.cos, y: cosLatitude * sidereal.sin, z: sinLatitude)
        return topocentric.dot(zenith) / topocentric.length - sinThreshold
    }

    /// The instant in `low ... high` where the altitude function changes sign, to a second.
    func crossing(from low: Double, to high: Double, rising: Bool) -> Int {
        var low = low, high = high
        var lowValue = altitudeFunction(at: low)
        var highValue = altitudeFunction(at: high)
        // Bisection down to under 10 s whatever the bracket (the scan's strides can be hours).
        while high - low > 8 {
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
        // The function is nearly linear over the last seconds: interpolate.
        let fraction = lowValue == highValue ? 0.5 : lowValue / (lowValue - highValue)
        return Int((low + fraction * (high - low)).rounded())
    }
}
