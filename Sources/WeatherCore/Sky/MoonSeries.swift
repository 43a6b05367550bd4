/// The periodic terms of the Moon's geocentric longitude, distance and latitude: Meeus,
/// Astronomical Algorithms (2nd ed., 1998), tables 47.A and 47.B, from Chapront's ELP-2000/82
/// truncated to its largest terms. Each term is a sine (longitude, latitude) or cosine
/// (distance) of D·d + M·m + M′·m′ + F·f, with D the Moon's mean elongation, M the Sun's
/// mean anomaly, M′ the Moon's mean anomaly and F its argument of latitude.
///
/// Units as Meeus prints them: longitude and latitude in 10⁻⁶ degree, distance in metres.
enum MoonSeries {
    /// One term: the multiples of D, M, M′ and F, then the coefficients, as the evaluation
    /// reads them: each multiple + 4 (an index into ``UnitPowers``), |multiple of M| (the
    /// power of the eccentricity factor E) and the coefficients as `Double`.
    struct Term: Sendable {
        let d: Int, m: Int, mPrime: Int, f: Int
        let eccentricity: Int
        let first: Double
        let second: Double

        init(d: Int, m: Int, mPrime: Int, f: Int, first: Int, second: Int) {
            self.d = d + 4
            self.m = m + 4
            self.mPrime = mPrime + 4
            self.f = f + 4
            eccentricity = abs(m)
            self.first = Double(first)
            self.second = Double(second)
        }
    }

    /// Table 47.A: longitude (first) and distance (second).
    static let longitudeAndDistance: [Term] = [
        Term(d: 0, m: 0, mPrime: 1, f: 0, first: 6_288_774, second: -20_905_355),
        Term(d: 2, m: 0, mPrime: -1, f: 0, first: 1_274_027, second: -3_699_111),
        Term(d: 2, m: 0, mPrime: 0, f: 0, first: 658_314, second: -2_955_968),
        Term(d: 0, m: 0, mPrime: 2, f: 0, first: 213_618, second: -569_925),
        Term(d: 0, m: 1, mPrime: 0, f: 0, first: -185_116, second: 48_888),
        Term(d: 0, m: 0, mPrime: 0, f: 2, first: -114_332, second: -3_149),
        Term(d: 2, m: 0, mPrime: -2, f: 0, first: 58_793, second: 246_158),
        Term(d: 2, m: -1, mPrime: -1, f: 0, first: 57_066, second: -152_138),
        Term(d: 2, m: 0, mPrime: 1, f: 0, first: 53_322, second: -170_733),
        Term(d: 2, m: -1, mPrime: 0, f: 0, first: 45_758, second: -204_586),
        Term(d: 0, m: 1, mPrime: -1, f: 0, first: -40_923, second: -129_620),
        Term(d: 1, m: 0, mPrime: 0, f: 0, first: -34_720, second: 108_743),
        Term(d: 0, m: 1, mPrime: 1, f: 0, first: -30_383, second: 104_755),
        Term(d: 2, m: 0, mPrime: 0, f: -2, first: 15_327, second: 10_321),
        Term(d: 0, m: 0, mPrime: 1, f: 2, first: -12_528, second: 0),
        Term(d: 0, m: 0, mPrime: 1, f: -2, first: 10_980, second: 79_661),
        Term(d: 4, m: 0, mPrime: -1, f: 0, first: 10_675, second: -34_782),
        Term(d: 0, m: 0, mPrime: 3, f: 0, first: 10_034, second: -23_210),
        Term(d: 4, m: 0, mPrime: -2, f: 0, first: 8_548, second: -21_636),
        Term(d: 2, m: 1, mPrime: -1, f: 0, first: -7_888, second: 24_208),
        Term(d: 2, m: 1, mPrime: 0, f: 0, first: -6_766, second: 30_824),
        Term(d: 1, m: 0, mPrime: -1, f: 0, first: -5_163, second: -8_379),
        Term(d: 1, m: 1, mPrime: 0, f: 0, first: 4_987, second: -16_675),
        Term(d: 2, m: -1, mPrime: 1, f: 0, first: 4_036, second: -12_831),
        Term(d: 2, m: 0, mPrime: 2, f: 0, first: 3_994, second: -10_445),
        Term(d: 4, m: 0, mPrime: 0, f: 0, first: 3_861, second: -11_650),
        Term(d: 2, m: 0, mPrime: -3, f: 0, first: 3_665, second: 14_403),
        Term(d: 0, m: 1, mPrime: -2, f: 0, first: -2_689, second: -7_003),
        Term(d: 2, m: 0, mPrime: -1, f: 2, first: -2_602, second: 0),
        Term(d: 2, m: -1, mPrime: -2, f: 0, first: 2_390, second: 10_056),
        Term(d: 1, m: 0, mPrime: 1, f: 0, first: -2_348, second: 6_322),
        Term(d: 2, m: -2, mPrime: 0, f: 0, first: 2_236, second: -9_884),
        Term(d: 0, m: 1, mPrime: 2, f: 0, first: -2_120, second: 5_751),
        Term(d: 0, m: 2, mPrime: 0, f: 0, first: -2_069, second: 0),
        Term(d: 2, m: -2, mPrime: -1, f: 0, first: 2_048, second: -4_950),
        Term(d: 2, m: 0, mPrime: 1, f: -2, first: -1_773, second: 4_130),
        Term(d: 2, m: 0, mPrime: 0, f: 2, first: -1_595, second: 0),
        Term(d: 4, m: -1, mPrime: -1, f: 0, first: 1_215, second: -3_958),
        Term(d: 0, m: 0, mPrime: 2, f: 2, first: -1_110, second: 0),
        Term(d: 3, m: 0, mPrime: -1, f: 0, first: -892, second: 3_258),
        Term(d: 2, m: 1, mPrime: 1, f: 0, first: -810, second: 2_616),
        Term(d: 4, m: -1, mPrime: -2, f: 0, first: 759, second: -1_897),
        Term(d: 0, m: 2, mPrime: -1, f: 0, first: -713, second: -2_117),
        Term(d: 2, m: 2, mPrime: -1, f: 0, first: -700, second: 2_354),
        Term(d: 2, m: 1, mPrime: -2, f: 0, first: 691, second: 0),
        Term(d: 2, m: -1, mPrime: 0, f: -2, first: 596, second: 0),
        Term(d: 4, m: 0, mPrime: 1, f: 0, first: 549, second: -1_423),
        Term(d: 0, m: 0, mPrime: 4, f: 0, first: 537, second: -1_117),
        Term(d: 4, m: -1, mPrime: 0, f: 0, first: 520, second: -1_571),
        Term(d: 1, m: 0, mPrime: -2, f: 0, first: -487, second: -1_739),
        Term(d: 2, m: 1, mPrime: 0, f: -2, first: -399, second: 0),
        Term(d: 0, m: 0, mPrime: 2, f: -2, first: -381, second: -4_421),
        Term(d: 1, m: 1, mPrime: 1, f: 0, first: 351, second: 0),
        Term(d: 3, m: 0, mPrime: -2, f: 0, first: -340, second: 0),
        Term(d: 4, m: 0, mPrime: -3, f: 0, first: 330, second: 0),
        Term(d: 2, m: -1, mPrime: 2, f: 0, first: 327, second: 0),
        Term(d: 0, m: 2, mPrime: 1, f: 0, first: -323, second: 1_165),
        Term(d: 1, m: 1, mPrime: -1, f: 0, first: 299, second: 0),
        Term(d: 2, m: 0, mPrime: 3, f: 0, first: 294, second: 0),
        Term(d: 2, m: 0, mPrime: -1, f: -2, first: 0, second: 8_752),
    ]

    /// Table 47.B: latitude (first; second unused).
    static let latitude: [Term] = latitudeRows.map { Term(d: $0.0, m: $0.1, mPrime: $0.2, f: $0.3, first: $0.4, second: 0) }

    private static let latitudeRows: [(Int, Int, Int, Int, Int)] = [
        (0, 0, 0, 1, 5_128_122), (0, 0, 1, 1, 280_602), (0, 0, 1, -1, 277_693), (2, 0, 0, -1, 173_237),
        (2, 0, -1, 1, 55_413), (2, 0, -1, -1, 46_271), (2, 0, 0, 1, 32_573), (0, 0, 2, 1, 17_198),
        (2, 0, 1, -1, 9_266), (0, 0, 2, -1, 8_822), (2, -1, 0, -1, 8_216), (2, 0, -2, -1, 4_324),
        (2, 0, 1, 1, 4_200), (2, 1, 0, -1, -3_359), (2, -1, -1, 1, 2_463), (2, -1, 0, 1, 2_211),
        (2, -1, -1, -1, 2_065), (0, 1, -1, -1, -1_870), (4, 0, -1, -1, 1_828), (0, 1, 0, 1, -1_794),
        (0, 0, 0, 3, -1_749), (0, 1, -1, 1, -1_565), (1, 0, 0, 1, -1_491), (0, 1, 1, 1, -1_475),
        (0, 1, 1, -1, -1_410), (0, 1, 0, -1, -1_344), (1, 0, 0, -1, -1_335), (0, 0, 3, 1, 1_107),
        (4, 0, 0, -1, 1_021), (4, 0, -1, 1, 833), (0, 0, 1, -3, 777), (4, 0, -2, 1, 671),
        (2, 0, 0, -3, 607), (2, 0, 2, -1, 596), (2, -1, 1, -1, 491), (2, 0, -2, 1, -451),
        (0, 0, 3, -1, 439), (2, 0, 2, 1, 422), (2, 0, -3, -1, 421), (2, 1, -1, 1, -366),
        (2, 1, 0, 1, -351), (4, 0, 0, 1, 331), (2, -1, 1, 1, 315), (2, -2, 0, -1, 302),
        (0, 0, 1, 3, -283), (2, 1, 1, -1, -229), (1, 1, 0, -1, 223), (1, 1, 0, 1, 223),
        (0, 1, -2, -1, -220), (2, 1, -1, -1, -220), (1, 0, 1, 1, -185), (2, -1, -2, -1, 181),
        (0, 1, 2, 1, -177), (4, 0, -2, -1, 176), (4, -1, -1, -1, 166), (1, 0, 1, -1, -164),
        (4, 0, 1, -1, 132), (1, 0, -1, -1, -119), (4, -1, 0, -1, 115), (2, -2, 0, 1, 107),
    ]
}
