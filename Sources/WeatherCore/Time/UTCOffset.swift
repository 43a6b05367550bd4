/// UTC offsets: the one limit and the one parser every part of the project uses
/// (`--time-zone`, `--now`, OpenWeather's `timezone`).
///
/// ```swift
/// UTCOffset.seconds(parsing: "+09:00")  // 32400
/// UTCOffset.seconds(parsing: "-0545")   // -20700
/// UTCOffset.seconds(parsing: "+9")      // 32400
/// UTCOffset.seconds(parsing: "+19:00")  // nil (beyond ±18 hours)
/// UTCOffset.isValid(seconds: Int.min)   // false, without trapping
/// ```
@_spi(Fuzzing) public enum UTCOffset {
    /// Offsets on Earth run from −12:00 to +14:00; ICU accepts up to ±23:59, ISO 8601 up to ±18:00.
    package static let limitSeconds = 18 * 3600

    /// Whether `seconds` is a whole number of minutes within ±18 hours.
    public static func isValid(seconds: Int) -> Bool {
        seconds.magnitude <= UInt(limitSeconds) && seconds % 60 == 0
    }

    /// Reads a signed offset: `±HH:MM`, `±HHMM`, `±HH` or `±H`; nil for anything else
    /// or beyond ±18 hours.
    public static func seconds<Text: StringProtocol>(parsing text: Text) -> Int? {
        let bytes = Array(text.utf8)
        guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else { return nil }
        let body = bytes.dropFirst()
        let hourDigits: ArraySlice<UInt8>
        var minuteDigits: ArraySlice<UInt8> = []
        if let colon = body.firstIndex(of: UInt8(ascii: ":")) {
            hourDigits = body[..<colon]
            minuteDigits = body[(colon + 1)...]
            guard minuteDigits.count == 2 else { return nil }
        } else if body.count == 4 {
            hourDigits = body.prefix(2)
            minuteDigits = body.suffix(2)
        } else {
            hourDigits = body
        }
        guard (1...2).contains(hourDigits.count), let hours = decimal(hourDigits), hours <= 18 else { return nil }
        let minutes = minuteDigits.isEmpty ? 0 : decimal(minuteDigits) ?? 60
        guard minutes < 60 else { return nil }
        let magnitude = hours * 3600 + minutes * 60
        guard magnitude <= limitSeconds else { return nil }
        return sign == UInt8(ascii: "-") ? -magnitude : magnitude
    }

    /// ASCII digits → their value; nil when empty or anything else is there.
    private static func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 2 else { return nil }
        var value = 0
        for byte in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
