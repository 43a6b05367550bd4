/// Why a locale, time zone, skeleton or option cannot be used. Thrown when a formatter is
/// created; once created, formatting does not fail.
public enum LocalizationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU has no data for the locale's language or region (`xx_YY`, `zz`, an empty string).
    case unknownLocale(String)
    /// A `-u-` keyword (or ICU `@keyword=`) has a value this engine does not know.
    case invalidLocaleKeyword(locale: String, keyword: String, value: String)
    /// Neither an IANA time zone ICU knows nor a UTC offset such as `+05:45`.
    case invalidTimeZone(String)
    /// Not a date skeleton: empty, or holding characters that are not ICU date fields.
    case invalidSkeleton(String)
    /// A formatting option out of its range (negative fraction digits, a zero increment).
    case invalidOption(name: NumberOption, value: String)
    /// ICU refused an operation that should have worked, with ICU's name for the code.
    case icuFailure(operation: String, code: String)

    public var description: String {
        switch self {
        case .unknownLocale(let locale):
            "unknown locale '\(locale)': ICU has no data for it"
        case .invalidLocaleKeyword(let locale, let keyword, let value):
            "locale '\(locale)': '\(value)' is not a valid value for the '\(keyword)' keyword"
        case .invalidTimeZone(let zone):
            "unknown time zone '\(zone)': expected an IANA id (Asia/Seoul) or an offset (+09:00)"
        case .invalidSkeleton(let skeleton):
            "invalid date skeleton '\(skeleton)': expected ICU date field letters such as MMMEd or jm"
        case .invalidOption(let name, let value):
            "invalid value '\(value)' for \(name.rawValue)"
        case .icuFailure(let operation, let code):
            "ICU \(operation) failed: \(code)"
        }
    }
}

extension ICUError {
    var localizationError: LocalizationError { .icuFailure(operation: operation, code: name) }
}

/// A number-formatting option that can be out of range, for the frontend to name as its
/// own (`--fraction-digits`, a page's parameter); `rawValue` is the English name logs use.
public enum NumberOption: String, Sendable, Hashable {
    case fractionDigits = "fraction digits"
    case roundingIncrement = "rounding increment"
}
