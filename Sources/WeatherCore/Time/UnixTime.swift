/// The Unix times this library accepts: those a Gregorian calendar shows with a four-digit
/// year, so adding a UTC offset or converting to milliseconds can never overflow.
///
/// ```swift
/// UnixTime.range.contains(1_796_367_600)   // true  (2026-12-03)
/// UnixTime.range.contains(Int(Int64.max))  // false
/// ```
public enum UnixTime {
    /// 0001-01-01T00:00:00Z through 9999-12-31T23:59:59Z, in seconds since 1970.
    public static let range: ClosedRange<Int> = -62_135_596_800...253_402_300_799

    /// Why a time is rejected, for error details: `"9223372036854775807 is outside
    /// the years 1 to 9999 (-62135596800...253402300799)"`.
    /// A clock's reading as whole seconds within ``range`` (NaN reads as 0): a clock can
    /// be wrong, but it never stops the process with a trap.
    public static func seconds(_ clock: Double) -> Int {
        guard !clock.isNaN else { return 0 }
        return Int(min(max(clock, Double(range.lowerBound)), Double(range.upperBound)).rounded(.down))
    }

    package static func outOfRangeDetail(_ seconds: Int) -> String {
        "\(seconds) is outside the years 1 to 9999 (\(range.lowerBound)...\(range.upperBound))"
    }
}
