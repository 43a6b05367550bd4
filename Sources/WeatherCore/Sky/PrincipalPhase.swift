/// The instants of the principal phases — new moon, first quarter, full moon, last
/// quarter — when the Moon's apparent longitude minus the Sun's is 0°, 90°, 180° or 270°.
///
/// Algorithm: root-finding on the elongation (the Moon of Meeus chapter 47, the Sun of
/// chapter 25's VSOP87 form) by Newton steps with the day's mean rate (about 12.2° a day):
/// four steps reach a second. The Moon's 10″ put an instant within about 30 seconds of the
/// almanacs' (PyEphem 2024–2027), so only a phase that close to midnight can land on the
/// neighbouring day.
///
/// ```swift
/// PrincipalPhase.within(start: 1_798_038_000, end: 1_798_124_400)  // (.full, 1_798_075_698): 2026-12-24 in Seoul
/// ```
package enum PrincipalPhase {
    /// The principal phase whose instant falls in `start ..< end` (Unix seconds), with its
    /// instant; `nil` when none does. A day holds at most one: they are 6 to 8 days apart.
    package static func within(start: Int, end: Int) -> (phase: MoonPhaseName, unixSeconds: Int)? {
        guard end > start else { return nil }
        return within(start: start, end: end, first: elongation(at: Double(start)), last: elongation(at: Double(end)))
    }

    /// ``within(start:end:)`` with the elongations at the day's ends already known.
    static func within(start: Int, end: Int, first: Double, last: Double) -> (phase: MoonPhaseName, unixSeconds: Int)? {
        // The elongation only grows; its growth over a day is 10° to 15°. The day's ends
        // come from the quick Sun (0.01°): a phase that close to them is tried, and the
        // instant found with the precise Sun decides.
        let margin = 0.02
        let growth = Trigonometry.normalized(degrees: last - first)
        let quarter = Int(((first - margin) / 90).rounded(.down)) + 1
        let target = Double(quarter) * 90
        let needed = target - first
        guard end > start, needed <= growth + margin, growth > 0 else { return nil }
        let rate = growth / Double(end - start)
        let instant = solve(target: target, from: Double(start) + max(needed, 0) / rate, rate: rate)
        let seconds = Int(instant.rounded())
        guard seconds >= start, seconds < end else { return nil }
        return (MoonPhaseName.principal(quarter: quarter), seconds)
    }

    /// The instant near `guess` at which the elongation is `target` degrees (mod 360), by
    /// Newton steps with the day's mean rate (degrees a second): it varies by a few percent
    /// over a day, so each step gains more than a digit, and four reach a second.
    static func solve(target: Double, from guess: Double, rate: Double) -> Double {
        var instant = guess
        for _ in 0..<8 {
            let error = Trigonometry.normalized(degrees: elongation(at: instant) - target + 180) - 180
            let step = error / rate
            instant -= step
            if abs(step) < 0.5 { break }
        }
        return instant
    }

    static func elongation(at unixSeconds: Double) -> Double {
        let time = AstronomicalTime(unixSeconds: unixSeconds)
        return MoonPhase.elongation(moon: MoonPosition(time: time), sun: SunLongitude(preciseAt: time))
    }
}
