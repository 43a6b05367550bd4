/// The sun and the moon for each day shown: the moon's phase, rise and set computed here
/// (Meeus, for any feed and date), and the lunar date where the reader's culture uses it.
public struct SkyViewModel: Sendable, Equatable, Codable {
    /// The heading (`해와 달`, `Sun and Moon`).
    public var title: String
    /// Today first, then each day of the daily list.
    public var days: [SkyDayViewModel]
}

/// One local day's sky at the place.
public struct SkyDayViewModel: Sendable, Equatable, Codable {
    /// The day, `YYYY-MM-DD` in the place's zone.
    public var localDate: String
    /// The moon's phase that day (the principal phase whose instant falls in it, else the
    /// phase at local noon).
    public var phase: MoonPhaseViewModel
    /// `Moonrise 4:50 AM`, or `No moonrise` on a day without one.
    public var moonrise: String
    /// `Moonset 2:47 PM`, or `No moonset`.
    public var moonset: String
    /// The times alone, `nil` on a day without a rise or set.
    public var moonriseTime: String?
    public var moonsetTime: String?
    /// The lunar date (`음력 10월 28일`, `农历十月廿八`), where the reader's culture uses it
    /// or the locale or setting asks; `nil` otherwise.
    public var lunarDate: String?
    /// The solar term that falls on the day (`입동`, `冬至`), if any.
    public var solarTerm: String?
}

/// The moon's phase: its name, how much of it is lit, a symbol.
public struct MoonPhaseViewModel: Sendable, Equatable, Codable {
    /// Stable across languages: `new`, `waxing-crescent`, `first-quarter`, `waxing-gibbous`,
    /// `full`, `waning-gibbous`, `last-quarter`, `waning-crescent`.
    public var id: String
    /// As the language's almanacs name it (`그믐달`, `Waning Crescent`).
    public var name: String
    /// The illuminated fraction at local noon (`8%`), and in words (`8% illuminated`).
    public var illumination: String
    public var illuminationLabel: String
    /// The lit fraction, 0…1, and whether it grows: enough to draw the disk.
    public var illuminatedFraction: Double
    public var isWaxing: Bool
    public var emoji: String
    public var ascii: String
}
