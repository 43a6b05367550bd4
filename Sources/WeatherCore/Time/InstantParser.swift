/// Reads `--now`: ISO 8601 with a zone (`2026-12-03T15:00:00+09:00`, `2026-12-03T06:00Z`)
/// or Unix seconds (`1796367600`). Dates that do not exist (`2026-02-31`) and times outside
/// ``UnixTime/range`` are refused.
///
/// ```swift
/// InstantParser.unixSeconds("2026-12-03T15:00:00+09:00")  // 1796277600
/// InstantParser.unixSeconds("2026-02-31T00:00Z")          // nil
/// ```
@_spi(Fuzzing) public enum InstantParser {
    /// Seconds since 1970 for an ISO 8601 date-time with a zone or a plain integer; nil otherwise.
    public static func unixSeconds(_ text: String) -> Int? {
        if let seconds = Int(text) { return UnixTime.range.contains(seconds) ? seconds : nil }
        return parse(text, localOffset: nil)
    }

    /// Seconds since 1970 for a local date-time without a zone (`2025-11-17T06:00`, as
    /// Open-Meteo's `timeformat=iso8601` writes) or a date (`2025-11-17`: its midnight), at
    /// `offsetSeconds` east of UTC; a zone given in the text wins. `nil` for anything else.
    package static func unixSeconds(local text: String, offsetSeconds: Int) -> Int? {
        parse(text, localOffset: offsetSeconds)
    }

    private static func parse(_ text: String, localOffset: Int?) -> Int? {
        let chars = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int? {
            guard start + count <= chars.count else { return nil }
            var value = 0
            for byte in chars[start..<(start + count)] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        func byte(_ index: Int) -> UInt8? { index < chars.count ? chars[index] : nil }

        // YYYY-MM-DD
        guard let year = number(0, 4), byte(4) == UInt8(ascii: "-"), let month = number(5, 2),
              byte(7) == UInt8(ascii: "-"), let day = number(8, 2),
              year >= 1, let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        // The date alone, where a local offset is given: that date's midnight.
        if let localOffset, chars.count == 10 {
            let seconds = date.daysSince1970 * 86_400 - localOffset
            return UnixTime.range.contains(seconds) ? seconds : nil
        }
        // THH:MM[:SS]
        guard byte(10) == UInt8(ascii: "T") || byte(10) == UInt8(ascii: " "),
              let hour = number(11, 2), byte(13) == UInt8(ascii: ":"), let minute = number(14, 2),
              hour < 24, minute < 60
        else { return nil }
        var index = 16
        var second = 0
        if byte(index) == UInt8(ascii: ":") {
            guard let value = number(index + 1, 2), value < 60 else { return nil }
            second = value
            index += 3
        }
        // Everything before is ASCII, so byte and character offsets agree.
        // Zone: Z or ±HH:MM / ±HHMM; required, so the instant never depends on the machine.
        let offset: Int
        if let localOffset, index == chars.count {
            offset = localOffset
        } else if byte(index) == UInt8(ascii: "Z"), index + 1 == chars.count {
            offset = 0
        } else if index + 3 <= chars.count, let parsed = UTCOffset.seconds(parsing: text.dropFirst(index)) {
            offset = parsed
        } else {
            return nil
        }
        let seconds = date.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second - offset
        return UnixTime.range.contains(seconds) ? seconds : nil
    }
}
