package import WeatherCore

extension WeatherTimeZone {
    /// The first second of a local calendar day in this zone and the first of the next, in
    /// Unix seconds: 86 400 seconds apart, 82 800 or 90 000 on a daylight-saving change.
    ///
    /// ```swift
    /// try WeatherTimeZone("America/New_York").dayBounds(of: CivilDate(year: 2026, month: 3, day: 8)!)
    /// // (1_772_946_000, 1_773_028_800): 23 hours
    /// ```
    package func dayBounds(of date: CivilDate) -> (start: Int, end: Int) {
        (startOfDay(date), startOfDay(CivilDate(daysSince1970: date.daysSince1970 + 1)))
    }

    /// Local midnight of `date` (the first second whose local date is `date`, when a
    /// change skips midnight).
    private func startOfDay(_ date: CivilDate) -> Int {
        let utcMidnight = date.daysSince1970 * 86_400
        // The offset twelve hours before is the day's opening offset except on a change
        // between then and midnight; a second look at the candidate settles it.
        var start = utcMidnight - offsetSeconds(atUnixSeconds: utcMidnight - 43_200)
        let offset = offsetSeconds(atUnixSeconds: start)
        if utcMidnight - offset != start, offsetSeconds(atUnixSeconds: utcMidnight - offset) == offset {
            start = utcMidnight - offset
        }
        // A change that skips midnight (00:00 → 01:00): the day starts at the change.
        if localDate(atUnixSeconds: start).julianDay < date.julianDay {
            var low = start, high = start + 7_200
            while high - low > 1 {
                let middle = (low + high) / 2
                if localDate(atUnixSeconds: middle).julianDay < date.julianDay { low = middle } else { high = middle }
            }
            start = high
        }
        return start
    }
}
