import WeatherCore

/// Reads `weather format moon` and `lunar-date` arguments as calendar days (`2026-12-06`),
/// or fails naming the first that is not one (`2026-02-30`, `12/06/2026`): a usage error.
func parseCalendarDays(_ values: [String]) throws(CommandFailure) -> [CivilDate] {
    let given = values.filter { $0 != "--" && !$0.isEmpty }
    guard !given.isEmpty else { throw CommandFailure(kind: .usage, message: .nothingToFormat) }
    return try given.map { value throws(CommandFailure) in
        guard let date = calendarDay(value) else { throw .invalidOption(value, "DATE (YYYY-MM-DD)") }
        return date
    }
}

/// `YYYY-MM-DD` with a four-digit year from 1 to 9999, or `nil`.
func calendarDay(_ text: String) -> CivilDate? {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
        var value = 0
        for byte in bytes[range] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
    guard let year = number(0..<4), year >= 1, let month = number(5..<7), let day = number(8..<10) else { return nil }
    return CivilDate(year: year, month: month, day: day)
}

extension CivilDate {
    /// `2026-12-06`.
    var isoText: String { CivilDate.isoText(year: year, month: month, day: day) }
}
