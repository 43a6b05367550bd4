import WeatherCore

/// Which forecast steps the hourly forecast shows.
enum HourlySelection {
    /// The steps from `now` (or from the first step, when the forecast starts later) that
    /// begin within the window; every step for ``HourlyWindow/all``.
    ///
    /// With `now` at 14:50 and 24 hours: the steps at 15:00 … 12:00 the next day (8 steps).
    static func items(_ items: [ForecastStep], window: HourlyWindow, now: Int) -> [ForecastStep] {
        guard case .hours(let hours) = window else { return items }
        let start = max(now, items.first?.time ?? now)
        let (span, overflow) = hours.multipliedReportingOverflow(by: 3600)
        let (sum, pastEnd) = start.addingReportingOverflow(span)
        let end = overflow || pastEnd ? Int.max : sum
        return items.filter { $0.time >= start && $0.time < end }
    }
}
