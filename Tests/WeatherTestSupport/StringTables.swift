import FoundationEssentials
@_spi(Fuzzing) package import WeatherStrings

// Translation tables built in a test: for the tests of the parsers and of the lookups, in
// WeatherStringsTests and WeatherLocalizationTests alike.

/// Bytes of `text` in UTF-16, with or without a byte order mark.
package func utf16Bytes(_ text: String, bigEndian: Bool, byteOrderMark: Bool = true) -> [UInt8] {
    let units = (byteOrderMark ? [0xFEFF] : []) + Array(text.utf16)
    return units.flatMap { unit -> [UInt8] in
        let high = UInt8(unit >> 8)
        let low = UInt8(unit & 0xFF)
        return bigEndian ? [high, low] : [low, high]
    }
}

/// The error `body` throws, or nil if it returns.
package func parseError(_ body: () throws(StringsParseError) -> StringsFile) -> StringsParseError? {
    do {
        _ = try body()
        return nil
    } catch {
        return error
    }
}

/// Parses `.strings` text under a fixed display path.
package func parseStrings(_ text: String, rejectingDuplicates: Bool = false) throws(StringsParseError) -> StringsFile {
    try StringsParser.parse(text: text, file: "ko.lproj/Localizable.strings", rejectingDuplicates: rejectingDuplicates)
}

/// English plural rules as CLDR gives them for whole numbers: 1 is `one`, anything else `other`.
package struct FakeEnglishPluralRules: PluralRules {
    package init() {}
    package func category(for number: Double) -> PluralCategory { number == 1 ? .one : .other }
}

/// Korean has no plural distinctions: every number is `other`.
package struct FakeKoreanPluralRules: PluralRules {
    package init() {}
    package func category(for number: Double) -> PluralCategory { .other }
}

/// Tables from literal `.strings` values per language, for lookups that need no files.
package func tables(_ strings: [String: [String: String]], plurals: [String: [PluralEntry]] = [:]) -> LocalizationTables {
    var languages: [String: LanguageTable] = [:]
    for language in Set(strings.keys).union(plurals.keys) {
        languages[language] = LanguageTable(
            strings: strings[language] ?? [:],
            plurals: Dictionary(uniqueKeysWithValues: (plurals[language] ?? []).map { ($0.key, $0) }))
    }
    return LocalizationTables(languages: languages)
}

/// A one-variable plural entry whose format is `%#@<variable>@`-based.
package func pluralEntry(
    _ key: String, format: String? = nil, variable: String = "count", type: FormatValueType = .integer,
    _ forms: [PluralCategory: String]
) -> PluralEntry {
    PluralEntry(
        key: key, format: format ?? "%#@\(variable)@",
        variables: [variable: PluralVariable(name: variable, valueType: type, forms: forms)])
}

/// Digits 0–9 written as fullwidth forms, to show which text went through `NumberRendering`.
package struct FullwidthNumberRendering: NumberRendering {
    package init() {}
    package func integer(_ value: Int) -> String { fullwidth(String(value)) }
    package func decimal(_ value: Double, fractionDigits: Int?) -> String {
        fullwidth(ASCIINumberRendering().decimal(value, fractionDigits: fractionDigits))
    }
    private func fullwidth(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            ("0"..."9").contains(scalar) ? Unicode.Scalar(scalar.value + 0xFF10 - 0x30) ?? scalar : scalar
        }))
    }
}

/// The path of a file or folder under `Tests/Fixtures/strings/` (translation tables, good
/// and broken, in every format the readers take).
package func stringsDataPath(_ relative: String) -> String {
    Fixture.directory.appendingPathComponent("strings").appendingPathComponent(relative).path
}

/// An XML property list whose root dictionary holds `body`.
package func plist(_ body: String) -> [UInt8] {
    Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>\(body)</dict></plist>
        """.utf8)
}
