package import WeatherCore
package import WeatherStrings

/// The Moon on one local day at one place, in the reader's words: what a forecast's day
/// shows (the presenter puts it in the view model, the `weather format moon` command
/// prints it).
package struct MoonDayWords: Sendable, Hashable {
    /// The day.
    package let date: CivilDate
    /// The computed day: phase, fraction, rise and set instants.
    package let day: MoonDay
    /// The phase's name ("Waning Crescent", "그믐달").
    package let phaseName: String
    /// The illuminated fraction at midday as a percentage ("8%", "%8").
    package let illumination: String
    /// The moonrise's local time ("4:50 AM"), or `nil` without one.
    package let riseTime: String?
    /// The moonset's local time, or `nil` without one.
    package let setTime: String?
    /// "Moonrise 4:50 AM" or "No moonrise".
    package let riseText: String
    /// "Moonset 2:47 PM" or "No moonset".
    package let setText: String
}

/// Words for the Moon's days and the lunar calendar in one locale and time zone: made once
/// (its ICU formatters are opened and checked here), then asked per day.
///
/// ```swift
/// let korea = try WeatherLocale("ko_KR")
/// let words = try SkyWords(
///     locale: korea, timeZone: WeatherTimeZone("Asia/Seoul"), localizer: korean,
///     lunarCalendar: LunarCalendar.shown(for: korea, setting: nil))
/// let day = words.moon(at: Coordinates(lon: 126.98, lat: 37.57), on: CivilDate(year: 2026, month: 12, day: 6)!)
/// day.phaseName   // "그믐달"
/// day.riseText    // "월출 오전 4:50"
/// words.lunarDate(CivilDate(year: 2026, month: 12, day: 6)!)  // "음력 10월 28일"
/// ```
package struct SkyWords: Sendable {
    package let timeZone: WeatherTimeZone
    private let localizer: Localizer
    private let times: SkeletonDateFormatter
    private let percent: PercentFormatter
    /// `nil` when the locale shows no lunar calendar.
    package let lunar: LunarDateFormatter?

    /// - Parameters:
    ///   - locale: The reader's locale; its `-u-ca-` keyword turns the lunar date on or off.
    ///   - timeZone: The place's zone: days begin at its midnight, times are shown in it.
    ///   - localizer: The tables' words for `locale`.
    ///   - lunarCalendar: The calendar of the lunar date, `nil` for none: usually
    ///     ``LunarCalendar/shown(for:setting:)`` with the configuration's `lunar` setting.
    /// - Throws: ``LocalizationError`` when ICU cannot make the formatters.
    package init(locale: WeatherLocale, timeZone: WeatherTimeZone, localizer: Localizer, lunarCalendar: LunarCalendar?) throws(LocalizationError) {
        self.timeZone = timeZone
        self.localizer = localizer
        try timeZone.checkCalendar()
        times = try SkeletonDateFormatter(locale: locale, skeleton: "jm", timeZone: timeZone)
        percent = try PercentFormatter(locale: locale)
        lunar = try lunarCalendar.flatMap { (calendar) throws(LocalizationError) in try LunarDateFormatter(locale: locale, calendar: calendar) }
    }

    /// The local day `date` in the zone, as Unix seconds (start, next day's start).
    package func bounds(of date: CivilDate) -> (start: Int, end: Int) {
        timeZone.dayBounds(of: date)
    }

    /// The Moon at `place` on the local day `date`; a day computed before (for the same
    /// place and bounds) is taken from a process-wide cache, so a warm render pays only for
    /// the words.
    package func moon(at place: Coordinates, on date: CivilDate) -> MoonDayWords {
        let (start, end) = bounds(of: date)
        let key = MoonDayKey(lat: place.lat, lon: place.lon, start: start, end: end)
        let day = Self.days.value(for: key) { MoonDay(at: place, start: start, end: end) }
        let rise = day.horizon.rise.map(nearestMinute)
        let set = day.horizon.set.map(nearestMinute)
        return MoonDayWords(
            date: date, day: day,
            phaseName: localizer.string(StringKey.moonPhaseKey(day.phase)),
            illumination: percent.format(percent: Double(day.illuminatedPercent)),
            riseTime: rise, setTime: set,
            riseText: rise.map { localizer.string(.moonRise, .string($0)) } ?? localizer.string(.moonNoRise),
            setText: set.map { localizer.string(.moonSet, .string($0)) } ?? localizer.string(.moonNoSet))
    }

    /// A time to the nearest minute, as almanacs print rise and set (ICU's `jm` drops the
    /// seconds: 15:00:56 would read 15:00).
    private func nearestMinute(_ unixSeconds: Int) -> String {
        times.format(unixSeconds: unixSeconds + 30)
    }

    /// Computed days (about 80 k instructions each: five series evaluations of the Moon and
    /// a scan of the horizon), keyed by place and bounds: a forecast shows up to 8 days for
    /// a few hundred places at most.
    private static let days = Locked(LeastRecentlyUsed<MoonDayKey, MoonDay>(maximumCost: 2_048))

    /// The lunar date of `date` ("음력 10월 28일", "农历十月廿八"), or `nil` when the locale
    /// shows none.
    /// - Throws: ``LocalizationError`` when ICU cannot compute the calendar.
    package func lunarDate(_ date: CivilDate) throws(LocalizationError) -> String? {
        try lunar?.format(date)
    }

    /// The solar term falling on the local day `date` in the zone, with its name.
    package func solarTerm(on date: CivilDate) -> (term: SolarTerm, name: String, unixSeconds: Int)? {
        let (start, end) = bounds(of: date)
        guard let found = SolarTerm.within(start: start, end: end) else { return nil }
        return (found.term, localizer.string(StringKey.solarTermKey(found.term)), found.unixSeconds)
    }
}

/// A computed day's cache key: the place as given and the day's bounds.
private struct MoonDayKey: Hashable, Sendable {
    var lat: Double
    var lon: Double
    var start: Int
    var end: Int
}
