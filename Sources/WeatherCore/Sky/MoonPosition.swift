/// Where the Moon is, seen from the Earth's centre: ecliptic longitude and latitude (mean
/// equinox of date) and distance.
///
/// Algorithm: Meeus, Astronomical Algorithms (2nd ed., 1998), chapter 47 — the mean
/// arguments to T⁴, the 60 largest longitude and distance terms and 60 latitude terms of
/// ELP-2000/82 (``MoonSeries``), the additive terms for Venus, Jupiter and the flattening.
/// Meeus gives its accuracy as about 10″ in longitude and 4″ in latitude (0.003°, 0.001°),
/// well inside the 0.01° that rise and set times within seconds need. Nutation (under 0.005°)
/// is left out: it cancels in the phase, and is below what rise and set times show.
///
/// The sines and cosines of the 120 terms are built from those of D, M, M′ and F by
/// multiplying unit complex numbers: a position costs 17 sines and about 11 k instructions.
///
/// ```swift
/// let moon = MoonPosition(time: AstronomicalTime(unixSeconds: 703_036_742))  // 1992-04-12 00:00 TT
/// moon.longitude            // 133.16270  (Meeus example 47.a: 133.162655°)
/// moon.latitude             // -3.22913   (−3.229126°)
/// moon.distanceKilometres   // 368 409.7  (368 409.7 km)
/// ```
package struct MoonPosition: Sendable, Hashable {
    /// Geocentric ecliptic longitude in degrees, 0 ..< 360.
    package let longitude: Double
    /// Geocentric ecliptic latitude in degrees.
    package let latitude: Double
    /// Distance between the centres of the Earth and the Moon in kilometres.
    package let distanceKilometres: Double
    /// Mean obliquity of the ecliptic at the same instant, in degrees.
    package let obliquity: Double

    /// The Earth's equatorial radius in kilometres (Meeus, IAU 1976).
    package static let earthRadiusKilometres = 6_378.14

    package init(time: AstronomicalTime) {
        let t = time.centuriesTT
        let meanLongitude = 218.316_447_7 + t * (481_267.881_234_21 + t * (-0.001_578_6 + t * (1 / 538_841 - t / 65_194_000)))
        let d = 297.850_192_1 + t * (445_267.111_403_4 + t * (-0.001_881_9 + t * (1 / 545_868 - t / 113_065_000)))
        let m = 357.529_109_2 + t * (35_999.050_290_9 + t * (-0.000_153_5 + t / 24_490_000))
        let mPrime = 134.963_396_4 + t * (477_198.867_505_5 + t * (0.008_741_4 + t * (1 / 69_699 - t / 14_712_000)))
        let f = 93.272_095 + t * (483_202.017_523_3 + t * (-0.003_653_9 + t * (-1 / 3_526_000 + t / 863_310_000)))
        let a1 = 119.75 + 131.849 * t
        let a2 = 53.09 + 479_264.29 * t
        let a3 = 313.45 + 481_266.484 * t
        // The Earth's orbital eccentricity decreases: terms in M are scaled by E, in 2M by E².
        let e = 1 - t * (0.002_516 + t * 0.000_007_4)

        let d1 = UnitComplex(degrees: d), m1 = UnitComplex(degrees: m)
        let mPrime1 = UnitComplex(degrees: mPrime), f1 = UnitComplex(degrees: f)
        let dPowers = UnitPowers(d1), mPowers = UnitPowers(m1), mPrimePowers = UnitPowers(mPrime1), fPowers = UnitPowers(f1)
        // Terms in M are scaled by E, in 2M by E² (index: |multiple of M|).
        let eSquared = e * e

        var sumLongitude = 3_958 * Trigonometry.sin(degrees: a1) + 1_962 * Trigonometry.sin(degrees: meanLongitude - f)
            + 318 * Trigonometry.sin(degrees: a2)
        var sumDistance = 0.0
        MoonSeries.longitudeAndDistance.withUnsafeBufferPointer { terms in
            for term in terms {
                let angle = dPowers[term.d] * mPowers[term.m] * mPrimePowers[term.mPrime] * fPowers[term.f]
                let scale = term.eccentricity == 0 ? 1 : term.eccentricity == 1 ? e : eSquared
                sumLongitude += term.first * scale * angle.sin
                sumDistance += term.second * scale * angle.cos
            }
        }
        var sumLatitude = -2_235 * Trigonometry.sin(degrees: meanLongitude) + 382 * Trigonometry.sin(degrees: a3)
            + 175 * Trigonometry.sin(degrees: a1 - f) + 175 * Trigonometry.sin(degrees: a1 + f)
            + 127 * Trigonometry.sin(degrees: meanLongitude - mPrime) - 115 * Trigonometry.sin(degrees: meanLongitude + mPrime)
        MoonSeries.latitude.withUnsafeBufferPointer { terms in
            for term in terms {
                let angle = dPowers[term.d] * mPowers[term.m] * mPrimePowers[term.mPrime] * fPowers[term.f]
                let scale = term.eccentricity == 0 ? 1 : term.eccentricity == 1 ? e : eSquared
                sumLatitude += term.first * scale * angle.sin
            }
        }

        longitude = Trigonometry.normalized(degrees: meanLongitude + sumLongitude / 1_000_000)
        latitude = sumLatitude / 1_000_000
        distanceKilometres = 385_000.56 + sumDistance / 1_000
        obliquity = 23.439_291_1 - 0.013_004_2 * t
    }

    /// The equatorial horizontal parallax in degrees (about 0.9° to 1°): the angle the
    /// Earth's equatorial radius makes seen from the Moon (Meeus, p. 337).
    package var horizontalParallax: Double {
        Trigonometry.asin(Self.earthRadiusKilometres / distanceKilometres)
    }

    /// The Moon's geocentric position in equatorial coordinates (x toward the vernal
    /// equinox, z toward the north celestial pole), in Earth radii.
    package var equatorialVector: SkyVector {
        let cosLatitude = Trigonometry.cos(degrees: latitude)
        let x = cosLatitude * Trigonometry.cos(degrees: longitude)
        let y = cosLatitude * Trigonometry.sin(degrees: longitude)
        let z = Trigonometry.sin(degrees: latitude)
        let cosObliquity = Trigonometry.cos(degrees: obliquity)
        let sinObliquity = Trigonometry.sin(degrees: obliquity)
        let radii = distanceKilometres / Self.earthRadiusKilometres
        return SkyVector(x: x * radii, y: (y * cosObliquity - z * sinObliquity) * radii, z: (y * sinObliquity + z * cosObliquity) * radii)
    }

    /// Right ascension and declination in degrees (geocentric; RA 0 ..< 360).
    package var equatorial: (rightAscension: Double, declination: Double) {
        equatorialVector.angles
    }
}

/// A vector in equatorial coordinates; its length is in whatever unit the maker chose.
package struct SkyVector: Sendable, Hashable {
    package var x: Double
    package var y: Double
    package var z: Double

    package var length: Double { (x * x + y * y + z * z).squareRoot() }

    static func - (lhs: SkyVector, rhs: SkyVector) -> SkyVector {
        SkyVector(x: lhs.x - rhs.x, y: lhs.y - rhs.y, z: lhs.z - rhs.z)
    }

    func dot(_ other: SkyVector) -> Double { x * other.x + y * other.y + z * other.z }

    /// Right ascension (0 ..< 360) and declination in degrees.
    package var angles: (rightAscension: Double, declination: Double) {
        let horizontal = (x * x + y * y).squareRoot()
        return (Trigonometry.normalized(degrees: Trigonometry.atan2(y, x)), Trigonometry.atan2(z, horizontal))
    }
}

/// cos θ + i sin θ: multiplying two adds their angles.
struct UnitComplex {
    var cos: Double
    var sin: Double

    static let one = UnitComplex(cos: 1, sin: 0)

    init(cos: Double, sin: Double) {
        self.cos = cos
        self.sin = sin
    }

    init(degrees: Double) {
        self.init(cos: Trigonometry.cos(degrees: degrees), sin: Trigonometry.sin(degrees: degrees))
    }

    static func * (lhs: UnitComplex, rhs: UnitComplex) -> UnitComplex {
        UnitComplex(cos: lhs.cos * rhs.cos - lhs.sin * rhs.sin, sin: lhs.sin * rhs.cos + lhs.cos * rhs.sin)
    }

    var conjugate: UnitComplex { UnitComplex(cos: cos, sin: -sin) }
}

/// The multiples −4θ … 4θ of one angle as unit complex numbers, indexed 0 … 8 (the
/// multiple + 4), made by multiplication from θ's. Four stored values, not an array: an
/// inline array here was copied at every use (half the instructions of a position).
struct UnitPowers {
    private let p1, p2, p3, p4: UnitComplex

    init(_ angle: UnitComplex) {
        p1 = angle
        p2 = angle * angle
        p3 = p2 * angle
        p4 = p2 * p2
    }

    /// `index` is the multiple + 4.
    @inline(__always) subscript(index: Int) -> UnitComplex {
        switch index {
        case 5: p1
        case 3: p1.conjugate
        case 6: p2
        case 2: p2.conjugate
        case 7: p3
        case 1: p3.conjugate
        case 8: p4
        case 0: p4.conjugate
        default: .one
        }
    }
}
