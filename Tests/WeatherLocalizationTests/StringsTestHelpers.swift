import WeatherLocalization

/// Bytes of `text` in UTF-16, with or without a byte order mark.
func utf16Bytes(_ text: String, bigEndian: Bool, byteOrderMark: Bool = true) -> [UInt8] {
    let units = (byteOrderMark ? [0xFEFF] : []) + Array(text.utf16)
    return units.flatMap { unit -> [UInt8] in
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        return bigEndian ? [high, low] : [low, high]
    }
}

/// The error `body` throws, or nil if it returns.
func parseError(_ body: () throws(StringsParseError) -> StringsFile) -> StringsParseError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// Parses `.strings` text under a fixed display path.
func parseStrings(_ text: String, rejectingDuplicates: Bool = false) throws(StringsParseError) -> StringsFile {
    try StringsParser.parse(text: text, file: "ko.lproj/Localizable.strings", rejectingDuplicates: rejectingDuplicates)
}

/// English plural rules as CLDR gives them for whole numbers: 1 is `one`, anything else `other`.
struct FakeEnglishPluralRules: PluralRules {
    func category(for number: Double) -> PluralCategory { number == 1 ? .one : .other }
}

/// Korean has no plural distinctions: every number is `other`.
struct FakeKoreanPluralRules: PluralRules {
    func category(for number: Double) -> PluralCategory { .other }
}
