import WeatherCore

/// A calendar day in some time zone (Gregorian), used to group forecasts by the
/// location's own days and to name them relative to today.
public struct LocalDate: Sendable, Hashable, Comparable, Codable {
    public var year: Int
    public var month: Int
    public var day: Int
    /// Days since 4713 BC: consecutive days differ by one, across months and years.
    public var julianDay: Int

    public init(year: Int, month: Int, day: Int, julianDay: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.julianDay = julianDay
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.julianDay < rhs.julianDay }

    /// Days from `other` to this date (tomorrow minus today is 1).
    public func days(since other: LocalDate) -> Int { julianDay - other.julianDay }
}

extension WeatherTimeZone {
    private static let calendars = FormatterCache<String, ICUCalendar>(capacity: 32)

    /// The zone's calendar; the identifier was validated when the zone was made, so only
    /// memory exhaustion could make opening fail.
    private var calendar: ICUCalendar? {
        try? Self.calendars.value(for: icuIdentifier) { () throws(ICUError) in try ICUCalendar(timeZoneID: icuIdentifier) }
    }

    /// The offset from UTC at a Unix time, daylight saving included (`Asia/Kathmandu` → 20700).
    public func offsetSeconds(atUnixSeconds seconds: Int) -> Int {
        // A fixed offset has no daylight saving: the calendar would say the same.
        if let fixedOffsetSeconds { return fixedOffsetSeconds }
        return calendar?.offsetSeconds(millisecondsSince1970: Double(seconds) * 1000) ?? 0
    }

    /// The local calendar date at a Unix time in this zone (not the machine's zone).
    public func localDate(atUnixSeconds seconds: Int) -> LocalDate {
        // In a fixed offset, the date of the local time read as UTC, worked out by arithmetic
        // for the years ICU's calendar is Gregorian in (a warm render asks about 100 times;
        // through ICU's calendar each cost about 4,000 instructions).
        if let fixedOffsetSeconds, case (let local, false) = seconds.addingReportingOverflow(fixedOffsetSeconds),
            case let (civil, _) = CivilDate.of(unixSeconds: local), CivilTime.years.contains(civil.year)
        {
            return LocalDate(year: civil.year, month: civil.month, day: civil.day, julianDay: civil.daysSince1970 + 2_440_588)
        }
        guard let calendar else {
            let julianDay = Int((Double(seconds + (fixedOffsetSeconds ?? 0)) / 86_400).rounded(.down)) + 2_440_588
            return LocalDate(year: 0, month: 0, day: 0, julianDay: julianDay)
        }
        let date = calendar.localDate(millisecondsSince1970: Double(seconds) * 1000)
        return LocalDate(year: date.year, month: date.month, day: date.day, julianDay: date.julianDay)
    }
}
