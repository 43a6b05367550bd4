extension CivilDate {
    /// The date as ISO 8601 writes it (`2026-12-03`): the form of the view models' `date` fields.
    package var isoText: String { Self.isoText(year: year, month: month, day: day) }

    /// `2026-12-03` from its fields; each is written with at least 4, 2 and 2 digits.
    package static func isoText(year: Int, month: Int, day: Int) -> String {
        guard (0...9999).contains(year), (0...99).contains(month), (0...99).contains(day) else {
            func padded(_ value: Int, _ width: Int) -> String {
                let digits = String(value)
                return String(repeating: "0", count: max(0, width - digits.count)) + digits
            }
            return padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2)
        }
        // Every render writes one per day and hour: digit by digit, without number formatting.
        return String(unsafeUninitializedCapacity: 10) { buffer in
            func digit(_ value: Int) -> UInt8 { UInt8(ascii: "0") + UInt8(value) }
            (buffer[0], buffer[1], buffer[2], buffer[3]) = (digit(year / 1000), digit(year / 100 % 10), digit(year / 10 % 10), digit(year % 10))
            (buffer[4], buffer[5], buffer[6]) = (UInt8(ascii: "-"), digit(month / 10), digit(month % 10))
            (buffer[7], buffer[8], buffer[9]) = (UInt8(ascii: "-"), digit(day / 10), digit(day % 10))
            return 10
        }
    }
}
