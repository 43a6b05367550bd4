/// The instants of the principal phases — new moon, first quarter, full moon, last
/// quarter — when the Moon's apparent longitude minus the Sun's is 0°, 90°, 180° or 270°.
///
/// Algorithm: root-finding on the elongation of ``MoonPhase`` (Meeus chapter 47 and 25
/// positions) by Newton steps with the elongation's own rate (about 12.2° a day): three or
/// four steps reach a second. The positions' 0.003° and 0.01° errors put an instant within
/// about a minute of the almanacs' (Meeus chapter 49's series is good to seconds; a minute
/// matters only for a phase within a minute of midnight).
///
/// ```swift
/// PrincipalPhase.within(start: 1_798_038_000, end: 1_798_124_400)  // (.full, 1_798_075_712): 2026-12-24 in Seoul
/// ```
package enum PrincipalPhase {
    /// The principal phase whose instant falls in `start ..< end` (Unix seconds), with its
    /// instant; `nil` when none does. A day holds at most one: they are 6 to 8 days apart.
    package static func within(start: Int, end: Int) -> (phase: MoonPhaseName, unixSeconds: Int)? {
        guard end > start else { return nil }
        let first = elongation(at: Double(start))
        let last = elongation(at: Double(end))
        // The elongation only grows; its growth over a day is 10° to 15°.
        let growth = Trigonometry.normalized(degrees: last - first)
        let quarter = Int((first / 90).rounded(.down)) + 1
        let target = Double(quarter) * 90
        let needed = target - first
        guard needed <= growth, growth > 0 else { return nil }
        let instant = solve(target: target, from: Double(start) + needed / growth * Double(end - start))
        let seconds = Int(instant.rounded())
        guard seconds >= start, seconds < end else { return nil }
        return (MoonPhaseName.principal(quarter: quarter), seconds)
    }

    /// The instant near `guess` at which the elongation is `target` degrees (mod 360).
    static func solve(target: Double, from guess: Double) -> Double {
        var instant = guess
        for _ in 0..<6 {
            var error = elongation(at: instant) - target
            error = Trigonometry.normalized(degrees: error + 180) - 180
            // Degrees per second from a one-hour difference.
            let rate = Trigonometry.normalized(degrees: elongation(at: instant + 1_800) - elongation(at: instant - 1_800)) / 3_600
            let step = error / rate
            instant -= step
            if abs(step) < 0.5 { break }
        }
        return instant
    }

    static func elongation(at unixSeconds: Double) -> Double {
        MoonPhase(unixSeconds: unixSeconds).elongation
    }
}
