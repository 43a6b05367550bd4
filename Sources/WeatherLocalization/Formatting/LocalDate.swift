import Logging
import WeatherCore
import WeatherStrings

/// A calendar day in some time zone (Gregorian), used to group forecasts by the
/// location's own days and to name them relative to today.
public struct LocalDate: Sendable, Hashable, Comparable, Codable {
    public var year: Int
    public var month: Int
    public var day: Int
    /// Days since 4713 BC: consecutive days differ by one, across months and years.
    package var julianDay: Int

    package init(year: Int, month: Int, day: Int, julianDay: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.julianDay = julianDay
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.julianDay < rhs.julianDay }

    /// Days from `other` to this date (tomorrow minus today is 1).
    package func days(since other: LocalDate) -> Int { julianDay - other.julianDay }
}

extension WeatherTimeZone {
    private static let calendars = Locked(LeastRecentlyUsed<String, ICUCalendar>(maximumCost: 32))

    /// The zone's calendar; the identifier was validated when the zone was made, so only
    /// memory exhaustion could make opening fail.
    private func calendar() throws(ICUError) -> ICUCalendar {
        try Self.calendars.value(for: icuIdentifier) { () throws(ICUError) in try ICUCalendar(timeZoneID: icuIdentifier) }
    }

    /// Opens the zone's calendar now, so that a zone ICU cannot compute in fails here, with
    /// an error, rather than in ``offsetSeconds(atUnixSeconds:)`` or ``localDate(atUnixSeconds:)``,
    /// which can only fall back (to UTC) and say so on the diagnostic channel.
    package func checkCalendar() throws(LocalizationError) {
        guard fixedOffsetSeconds == nil else { return }
        do {
            _ = try calendar().offsetSeconds(millisecondsSince1970: 0)
        } catch {
            throw error.localizationError
        }
    }

    /// The offset from UTC at a Unix time, daylight saving included (`Asia/Kathmandu` → 20700).
    public func offsetSeconds(atUnixSeconds seconds: Int) -> Int {
        // A fixed offset has no daylight saving: the calendar would say the same.
        if let fixedOffsetSeconds { return fixedOffsetSeconds }
        do {
            return try calendar().offsetSeconds(millisecondsSince1970: Double(seconds) * 1000)
        } catch {
            calendarFailed(error)
            return 0
        }
    }

    /// Says on the diagnostic channel that times in this zone are shown in UTC.
    private func calendarFailed(_ error: ICUError) {
        WeatherDiagnostics.logger.error("Times are shown in UTC: ICU could not compute in the time zone", metadata: [
            "zone": "\(identifier)", "reason": "\(error)",
        ])
    }

    /// The local calendar date at a Unix time in this zone (not the machine's zone).
    public func localDate(atUnixSeconds seconds: Int) -> LocalDate {
        // In a fixed offset, the date of the local time read as UTC, worked out by arithmetic
        // for the years ICU's calendar is Gregorian in (a warm render asks about 100 times;
        // through ICU's calendar each cost about 4,000 instructions).
        if let fixedOffsetSeconds, case (let local, false) = seconds.addingReportingOverflow(fixedOffsetSeconds),
            case let (civil, _) = CivilDate.of(unixSeconds: local), CivilTime.years.contains(civil.year)
        {
            return LocalDate(year: civil.year, month: civil.month, day: civil.day, julianDay: civil.julianDay)
        }
        do {
            let date = try calendar().localDate(millisecondsSince1970: Double(seconds) * 1000)
            return LocalDate(year: date.year, month: date.month, day: date.day, julianDay: date.julianDay)
        } catch {
            // The UTC date, as the offset above falls back to UTC: the error says so. (Only the
            // Julian day is known before 1583, where the Gregorian fields are left 0.)
            calendarFailed(error)
            let civil = CivilTime(millisecondsSince1970: Double(seconds) * 1000)
            let julianDay = Int((Double(seconds) / 86_400).rounded(.down)) + CivilDate.julianDayOf1970
            return LocalDate(year: civil?.year ?? 0, month: civil?.month ?? 0, day: civil?.day ?? 0, julianDay: julianDay)
        }
    }
}
