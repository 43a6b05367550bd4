import WeatherCore

/// The calendar value a date field's text depends on, and nothing else: the text ICU writes
/// for that field in one pattern, locale and context is a function of this value alone.
enum DateFieldValue: Sendable {
    /// `G`: always the common era from 1583 on.
    case era
    /// `y`: the year.
    case year
    /// `Q`, `q`: the quarter.
    case quarter
    /// `M`, `L`: the month.
    case month
    /// `d`: the day of the month.
    case day
    /// `E`, `e`, `c`: the day of the week (`e` and `c` count from the locale's first day,
    /// fixed per formatter).
    case weekday
    /// `a`: before or after noon.
    case amPm
    /// `b`, `B`: day periods (noon, "in the afternoon") depend on the hour, minute and second.
    case secondOfDay
    /// `h`, `H`, `K`, `k`: the hour of the day.
    case hour
    /// `m`.
    case minute
    /// `s`.
    case second

    /// The value at `time`, as a table key.
    func key(at time: CivilTime) -> UInt64 {
        let value = switch self {
        case .era: 1
        case .year: time.year
        case .quarter: (time.month - 1) / 3
        case .month: time.month
        case .day: time.day
        case .weekday: time.weekday
        case .amPm: time.secondOfDay < 43_200 ? 0 : 1
        case .secondOfDay: time.secondOfDay
        case .hour: time.secondOfDay / 3_600
        case .minute: time.secondOfDay / 60 % 60
        case .second: time.secondOfDay % 60
        }
        return UInt64(truncatingIfNeeded: value)
    }

    /// How many texts are kept for the field: every value for the small ranges; for years
    /// and seconds of the day a few, the table starting over when full (`RecentResults`).
    var capacity: Int {
        switch self {
        case .era, .amPm: 2
        case .quarter: 4
        case .month: 12
        case .day: 31
        case .weekday: 7
        case .hour: 24
        case .minute, .second: 60
        case .year: 16
        case .secondOfDay: 64
        }
    }
}

/// One field of an ICU date pattern (`MMM`, `E`, `h`) that the memo can key by value.
struct DatePatternField: Sendable {
    /// What the field's text depends on.
    var value: DateFieldValue
    /// ICU's `UDateFormatField` number for the letter, as `udat_formatForFields` reports it.
    var icuField: Int32

    /// The field of a pattern letter whose text depends on one calendar value (UTS #35
    /// letters, with ICU's `UDateFormatField` numbers), or `nil`: the others (`w W D F g Y
    /// u U r S A` and the zone letters) depend on more (week rules, zones, fractions).
    static func memoizable(_ letter: UInt8) -> DatePatternField? {
        switch letter {
        case UInt8(ascii: "G"): DatePatternField(value: .era, icuField: 0)
        case UInt8(ascii: "y"): DatePatternField(value: .year, icuField: 1)
        case UInt8(ascii: "M"): DatePatternField(value: .month, icuField: 2)
        case UInt8(ascii: "d"): DatePatternField(value: .day, icuField: 3)
        case UInt8(ascii: "k"): DatePatternField(value: .hour, icuField: 4)
        case UInt8(ascii: "H"): DatePatternField(value: .hour, icuField: 5)
        case UInt8(ascii: "m"): DatePatternField(value: .minute, icuField: 6)
        case UInt8(ascii: "s"): DatePatternField(value: .second, icuField: 7)
        case UInt8(ascii: "E"): DatePatternField(value: .weekday, icuField: 9)
        case UInt8(ascii: "a"): DatePatternField(value: .amPm, icuField: 14)
        case UInt8(ascii: "h"): DatePatternField(value: .hour, icuField: 15)
        case UInt8(ascii: "K"): DatePatternField(value: .hour, icuField: 16)
        case UInt8(ascii: "e"): DatePatternField(value: .weekday, icuField: 19)
        case UInt8(ascii: "c"): DatePatternField(value: .weekday, icuField: 25)
        case UInt8(ascii: "L"): DatePatternField(value: .month, icuField: 26)
        case UInt8(ascii: "Q"): DatePatternField(value: .quarter, icuField: 27)
        case UInt8(ascii: "q"): DatePatternField(value: .quarter, icuField: 28)
        case UInt8(ascii: "b"): DatePatternField(value: .secondOfDay, icuField: 35)
        case UInt8(ascii: "B"): DatePatternField(value: .secondOfDay, icuField: 36)
        default: nil
        }
    }

    /// The fields of `pattern` in order (a run of one letter is one field; quoted text is
    /// literal), or `nil` when one of them is not memoizable.
    ///
    /// ```swift
    /// DatePatternField.fields(of: "M월 d일 (E) a h시")?.map(\.icuField)  // [2, 3, 9, 14, 15]
    /// DatePatternField.fields(of: "w'th week'")                         // nil
    /// ```
    static func fields(of pattern: String) -> [DatePatternField]? {
        var fields: [DatePatternField] = []
        var memoizable = true
        DatePatternFieldScanner.forEachField(in: pattern) { letter in
            guard let field = Self.memoizable(letter) else {
                memoizable = false
                return false
            }
            fields.append(field)
            return true
        }
        return memoizable ? fields : nil
    }
}

/// The Gregorian calendar fields of an instant in UTC, for the years the memo serves (and
/// `WeatherTimeZone.localDate(atUnixSeconds:)` in a fixed offset).
struct CivilTime: Sendable, Equatable {
    var year: Int
    var month: Int
    var day: Int
    /// 1 is Sunday, as ICU's `UCAL_DAY_OF_WEEK`.
    var weekday: Int
    var secondOfDay: Int

    /// The years whose dates the memo serves: after the Gregorian reform of 1582 (ICU's
    /// calendar is Julian before it) and with at most four year digits.
    static let years = 1583...9999

    init(year: Int, month: Int, day: Int, weekday: Int, secondOfDay: Int) {
        self.year = year
        self.month = month
        self.day = day
        self.weekday = weekday
        self.secondOfDay = secondOfDay
    }

    /// The fields at an instant in milliseconds since 1970 (UTC), or `nil` outside ``years``.
    init?(millisecondsSince1970 date: Double) {
        // 1583-01-01 and 10000-01-01 are within ±2.6e14 ms; a cheap bound before the exact check.
        guard date.isFinite, date > -1.3e13, date < 2.6e14 else { return nil }
        let (civil, secondOfDay) = CivilDate.of(unixSeconds: Int((date / 1000).rounded(.down)))
        guard Self.years.contains(civil.year) else { return nil }
        self.init(year: civil.year, month: civil.month, day: civil.day, weekday: civil.weekday, secondOfDay: secondOfDay)
    }
}

/// The text of each field of one date pattern by its value, and the literal text between
/// the fields, learned from ICU's own output, so an instant whose field values were all
/// seen before is written without ICU.
///
/// ICU writes a pattern as its literal text interleaved with its fields, and (in the
/// Gregorian calendar, without zone fields) each field's text depends only on its own
/// calendar value: "6월 12일 (금) 오후 3시" is "6월", " ", "12일"… from `M월 d일 (E) a h시`.
/// Each instant ICU formats teaches the memo: ICU reports every field's span
/// (`udat_formatForFields`), the text between spans must equal what earlier instants gave,
/// and a value's text must equal what it gave before. If either ever differs, the memo
/// turns off for good and ICU formats every instant. The tables are bounded per field.
struct DateFieldMemo {
    let fields: [DatePatternField]
    /// The text before each field and after the last; empty until ICU first formats.
    private var literals: [String] = []
    private var texts: [RecentResults<UInt64>]
    /// Whether the memo still serves; false after an inconsistency.
    private(set) var isOn = true

    init(fields: [DatePatternField]) {
        self.fields = fields
        texts = fields.map { RecentResults(capacity: $0.value.capacity) }
    }

    /// The text at `time` when every field's value was seen before, else `nil`.
    func text(at time: CivilTime) -> String? {
        guard isOn, !literals.isEmpty else { return nil }
        var length = literals[0].utf8.count
        for index in fields.indices {
            guard let text = texts[index].lookUp(fields[index].value.key(at: time)).text else { return nil }
            length += text.utf8.count + literals[index + 1].utf8.count
        }
        // The pieces' bytes are copied into one buffer (`String.append` costs more per piece
        // than the whole copy: it checks grapheme boundaries at every join).
        return String(unsafeUninitializedCapacity: length) { buffer in
            var count = Self.copy(literals[0], into: buffer, at: 0)
            for index in fields.indices {
                count = Self.copy(texts[index].lookUp(fields[index].value.key(at: time)).text ?? "", into: buffer, at: count)
                count = Self.copy(literals[index + 1], into: buffer, at: count)
            }
            return count
        }
    }

    /// Copies `piece`'s UTF-8 into `buffer` from `offset`, which has room; returns the offset after it.
    private static func copy(_ piece: String, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let copied = piece.utf8.withContiguousStorageIfAvailable { bytes in
            UnsafeMutableBufferPointer(rebasing: buffer[offset..<offset + bytes.count]).initialize(fromContentsOf: bytes)
        }
        if let copied { return offset + copied }
        var offset = offset
        for byte in piece.utf8 {
            buffer[offset] = byte
            offset += 1
        }
        return offset
    }

    /// Why ICU's output could not be learned (the memo is then off).
    enum Inconsistency: Error, CustomStringConvertible {
        case fieldsDiffer(expected: [Int32], reported: [Int32])
        case literalTextDiffers(index: Int, expected: String, found: String)
        case valueTextDiffers(field: Int32, expected: String, found: String)

        var description: String {
            switch self {
            case .fieldsDiffer(let expected, let reported):
                "ICU reported fields \(reported), the pattern has \(expected)"
            case .literalTextDiffers(let index, let expected, let found):
                "literal text \(index) was \"\(expected)\", now \"\(found)\""
            case .valueTextDiffers(let field, let expected, let found):
                "field \(field) was \"\(expected)\" for the same value, now \"\(found)\""
            }
        }
    }

    /// Learns ICU's text for `time`: `units` with each field's span (`UDateFormatField`,
    /// start, limit) in the order ICU reported them. On an inconsistency the memo turns
    /// off and the reason is returned; ICU's text is right either way.
    mutating func learn(_ units: UnsafeBufferPointer<UInt16>, spans: [(field: Int32, start: Int, limit: Int)], at time: CivilTime) -> Inconsistency? {
        guard isOn else { return nil }
        // (Plain index loops: this runs on every miss, and in debug builds too.)
        var consistent = spans.count == fields.count
        var previousLimit = 0
        for index in spans.indices where consistent {
            let span = spans[index]
            consistent = span.field == fields[index].icuField && previousLimit <= span.start
                && span.start < span.limit && span.limit <= units.count
            previousLimit = span.limit
        }
        guard consistent else {
            isOn = false
            return .fieldsDiffer(expected: fields.map(\.icuField), reported: spans.map(\.field))
        }
        func text(_ start: Int, _ limit: Int) -> String {
            String(icuUTF16: UnsafeBufferPointer(rebasing: units[start..<limit]))
        }
        let learnsLiterals = literals.isEmpty
        for index in 0...spans.count {
            let literal = text(index == 0 ? 0 : spans[index - 1].limit, index == spans.count ? units.count : spans[index].start)
            if learnsLiterals {
                literals.append(literal)
            } else if literal != literals[index] {
                isOn = false
                return .literalTextDiffers(index: index, expected: literals[index], found: literal)
            }
        }
        for index in spans.indices {
            let key = fields[index].value.key(at: time)
            let fieldText = text(spans[index].start, spans[index].limit)
            let (slot, known) = texts[index].lookUp(key)
            if let known {
                guard known == fieldText else {
                    isOn = false
                    return .valueTextDiffers(field: spans[index].field, expected: known, found: fieldText)
                }
            } else {
                texts[index].remember(fieldText, for: key, in: slot)
            }
        }
        return nil
    }
}
