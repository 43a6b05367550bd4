/// The 24 solar terms (节气, 절기) of the Chinese and Korean calendars: the instants the
/// Sun's apparent ecliptic longitude reaches a multiple of 15°, from 立春/입춘 (315°) to
/// 大寒/대한 (300°). A day "has" a term when that instant falls inside it, in the reader's
/// zone (almanacs print them in their country's time: China UTC+8, Korea UTC+9).
///
/// Algorithm: ``SunLongitude`` at the day's ends (Meeus ch. 25's quick formula, 0.01°) says
/// whether a term can fall in the day; Newton steps on the precise longitude (VSOP87, 1″)
/// find its instant, to within a minute of the almanacs (PyEphem's equinoxes and solstices
/// 2025–2027: within 20 s), so only a term within a minute of midnight can land on the
/// neighbouring day.
///
/// ```swift
/// SolarTerm.within(start: 1_797_865_200, end: 1_797_951_600)  // (.winterSolstice, 1_797_886_205): 2026-12-22 in Seoul
/// ```
package enum SolarTerm: Int, Sendable, Hashable, Codable, CaseIterable {
    // Raw values: the Sun's longitude / 15. Listed in the year's order from 立春.
    case beginningOfSpring = 21, rainWater = 22, awakeningOfInsects = 23, springEquinox = 0
    case pureBrightness = 1, grainRain = 2, beginningOfSummer = 3, grainBuds = 4
    case grainInEar = 5, summerSolstice = 6, minorHeat = 7, majorHeat = 8
    case beginningOfAutumn = 9, endOfHeat = 10, whiteDew = 11, autumnEquinox = 12
    case coldDew = 13, frostsDescent = 14, beginningOfWinter = 15, minorSnow = 16
    case majorSnow = 17, winterSolstice = 18, minorCold = 19, majorCold = 20

    /// The Sun's apparent longitude at this term, in degrees.
    package var solarLongitude: Int { rawValue * 15 }

    /// A stable identifier for keys and JSON (`winter-solstice`).
    package var id: String {
        switch self {
        case .beginningOfSpring: "beginning-of-spring"
        case .rainWater: "rain-water"
        case .awakeningOfInsects: "awakening-of-insects"
        case .springEquinox: "spring-equinox"
        case .pureBrightness: "pure-brightness"
        case .grainRain: "grain-rain"
        case .beginningOfSummer: "beginning-of-summer"
        case .grainBuds: "grain-buds"
        case .grainInEar: "grain-in-ear"
        case .summerSolstice: "summer-solstice"
        case .minorHeat: "minor-heat"
        case .majorHeat: "major-heat"
        case .beginningOfAutumn: "beginning-of-autumn"
        case .endOfHeat: "end-of-heat"
        case .whiteDew: "white-dew"
        case .autumnEquinox: "autumn-equinox"
        case .coldDew: "cold-dew"
        case .frostsDescent: "frosts-descent"
        case .beginningOfWinter: "beginning-of-winter"
        case .minorSnow: "minor-snow"
        case .majorSnow: "major-snow"
        case .winterSolstice: "winter-solstice"
        case .minorCold: "minor-cold"
        case .majorCold: "major-cold"
        }
    }

    /// The term whose instant falls in `start ..< end` (Unix seconds), with the instant;
    /// `nil` when none does (terms are 14 to 16 days apart, so a day has at most one).
    package static func within(start: Int, end: Int) -> (term: SolarTerm, unixSeconds: Int)? {
        guard end > start else { return nil }
        // The quick Sun (0.01°) says whether a term can fall in the day, with that much to
        // spare on each side; the precise one (1″) finds the instant, which decides.
        let margin = 0.02
        let first = longitude(at: Double(start))
        let growth = Trigonometry.normalized(degrees: longitude(at: Double(end)) - first)
        let index = Int(((first - margin) / 15).rounded(.down)) + 1
        let target = Double(index) * 15
        let needed = target - first
        guard growth > 0, needed <= growth + margin else { return nil }
        let rate = growth / Double(end - start)
        var instant = Double(start) + max(needed, 0) / rate
        for _ in 0..<6 {
            let error = Trigonometry.normalized(degrees: preciseLongitude(at: instant) - target + 180) - 180
            let step = error / rate
            instant -= step
            if abs(step) < 0.5 { break }
        }
        let seconds = Int(instant.rounded())
        guard seconds >= start, seconds < end, let term = SolarTerm(rawValue: index % 24) else { return nil }
        return (term, seconds)
    }

    private static func preciseLongitude(at unixSeconds: Double) -> Double {
        SunLongitude(preciseAt: AstronomicalTime(unixSeconds: unixSeconds)).apparentLongitude
    }

    private static func longitude(at unixSeconds: Double) -> Double {
        SunLongitude(time: AstronomicalTime(unixSeconds: unixSeconds)).apparentLongitude
    }
}
