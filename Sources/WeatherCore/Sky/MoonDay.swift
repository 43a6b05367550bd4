/// The Moon on one local day at one place: what a forecast's day shows — the phase's
/// name, the illuminated fraction, moonrise and moonset.
///
/// The caller gives the day as Unix seconds (its first second and the next day's first), so
/// time zones and daylight saving stay with the caller. The name is the principal phase
/// whose instant falls in the day (so the full moon is on the day almanacs print it in that
/// zone), else the stretch the Moon is in at the middle of the day; the fraction is the one
/// at the middle of the day.
///
/// ```swift
/// let seoul = Coordinates(lon: 126.98, lat: 37.57)
/// let day = MoonDay(at: seoul, start: 1_798_038_000, end: 1_798_124_400)  // 2026-12-24 KST
/// day.phase               // .full
/// day.illuminatedPercent  // 100
/// day.horizon.rise        // Unix seconds of the moonrise, or nil
/// ```
package struct MoonDay: Sendable, Hashable {
    /// The phase's name for the day.
    package let phase: MoonPhaseName
    /// The instant of the principal phase in the day, when ``phase`` is one.
    package let principalPhaseInstant: Int?
    /// The phase at the middle of the day.
    package let phaseAtMidday: MoonPhase
    /// Moonrise and moonset.
    package let horizon: MoonHorizon

    package init(at place: Coordinates, start: Int, end: Int) {
        // Five Moon positions serve the rise and set, the phase and the principal-phase test.
        let moon = MoonOverDay(start: start, end: end)
        let middle = (Double(start) + Double(end)) / 2
        phaseAtMidday = MoonPhase(moon: moon.positions.2, sun: SunLongitude(time: AstronomicalTime(unixSeconds: middle)))
        let first = MoonPhase.elongation(moon: moon.positions.0, sun: SunLongitude(time: AstronomicalTime(unixSeconds: Double(start))))
        let last = MoonPhase.elongation(moon: moon.positions.4, sun: SunLongitude(time: AstronomicalTime(unixSeconds: Double(end))))
        if let principal = PrincipalPhase.within(start: start, end: end, first: first, last: last) {
            phase = principal.phase
            principalPhaseInstant = principal.unixSeconds
        } else {
            phase = MoonPhaseName.between(elongation: phaseAtMidday.elongation)
            principalPhaseInstant = nil
        }
        horizon = MoonHorizon(at: place, moon: moon)
    }

    /// The illuminated fraction at midday as a whole percentage, 0 to 100.
    package var illuminatedPercent: Int {
        Int((phaseAtMidday.illuminatedFraction * 100).rounded())
    }
}
