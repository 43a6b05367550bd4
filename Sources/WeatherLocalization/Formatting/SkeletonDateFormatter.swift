import WeatherCore

/// Formats instants from an ICU date skeleton (`MMMEd`, `jm`, `yMd`) in one locale and
/// time zone, through ICU's date-time pattern generator. Creating one validates the
/// skeleton and zone and opens (or reuses) the ICU objects; formatting cannot fail.
///
/// ```swift
/// let formatter = try SkeletonDateFormatter(
///     locale: WeatherLocale("ko_KR"), skeleton: "MMMEdj", timeZone: WeatherTimeZone("Asia/Seoul"))
/// formatter.format(unixSeconds: 1_781_244_000)  // "6월 12일 (금) 오후 3시"
/// ```
public struct SkeletonDateFormatter: Sendable {
    package let locale: WeatherLocale
    package let skeleton: String
    package let timeZone: WeatherTimeZone
    /// The pattern ICU chose for the skeleton in this locale (`M월 d일 (E) a h시`).
    package let pattern: String
    private let formatter: ICUDateFormatter
    /// The formatter for the first hour of the day where the locale writes it otherwise
    /// (``HourStyle/midnightAsZero``), opened when first needed.
    private let midnight: MidnightFormatter?
    /// Added to every instant before ICU formats it: the zone's offset when the formatter
    /// runs in UTC (see ``icuZone(for:pattern:)``), otherwise zero.
    private let shiftMilliseconds: Double

    /// Whether the first word is capitalized, for texts that start a line (French "lundi" → "Lundi").
    public enum Capitalization: Sendable, Hashable {
        case asInSentence
        case beginningOfSentence
    }

    /// The letters ICU date skeletons are made of (UTS #35 date field symbols).
    static let skeletonLetters = Set("GyYuUrQqMLlwWdDFgEecabBhHkKjJCmsSAzZOvVXx")

    private static let generators = Locked(LeastRecentlyUsed<String, ICUDatePatternGenerator>(maximumCost: 8))
    private static let patterns = Locked(LeastRecentlyUsed<PatternKey, String>(maximumCost: 64))
    private static let formatters = Locked(LeastRecentlyUsed<FormatterKey, ICUDateFormatter>(maximumCost: 64))

    /// A skeleton's best pattern depends on the locale alone.
    private struct PatternKey: Hashable, Sendable {
        var localeID: String
        var skeleton: String
    }

    /// One ICU date formatter per locale, zone, capitalization and pattern.
    private struct FormatterKey: Hashable, Sendable {
        var localeID: String
        var timeZoneID: String
        var capitalized: Bool
        var pattern: String
    }

    public init(
        locale: WeatherLocale,
        skeleton: String,
        timeZone: WeatherTimeZone,
        capitalization: Capitalization = .asInSentence
    ) throws(LocalizationError) {
        guard !skeleton.isEmpty, skeleton.allSatisfy(Self.skeletonLetters.contains) else {
            throw .invalidSkeleton(skeleton)
        }
        self.locale = locale
        self.skeleton = skeleton
        self.timeZone = timeZone
        do {
            let hourStyle = locale.weatherServiceHourStyle
            var effectiveSkeleton = Self.applying(locale.hourCycle ?? locale.weatherServiceHourCycle, to: skeleton)
            if let hourStyle { effectiveSkeleton = hourStyle.skeleton(effectiveSkeleton) }
            let patternKey = PatternKey(localeID: locale.identifier, skeleton: effectiveSkeleton)
            let pattern = try Self.patterns.value(for: patternKey) { () throws(ICUError) in
                let generator = try Self.generators.value(for: locale.identifier) { () throws(ICUError) in
                    try ICUDatePatternGenerator(localeID: locale.identifier)
                }
                let best = try generator.bestPattern(skeleton: effectiveSkeleton)
                return hourStyle?.pattern(best) ?? best
            }
            let (zoneID, shift) = Self.icuZone(for: timeZone, pattern: pattern)
            let key = FormatterKey(
                localeID: locale.identifier, timeZoneID: zoneID,
                capitalized: capitalization == .beginningOfSentence, pattern: pattern)
            self.formatter = try Self.formatter(for: key)
            self.pattern = pattern
            self.shiftMilliseconds = Double(shift) * 1000
            self.midnight = hourStyle?.midnightPattern(pattern).map {
                MidnightFormatter(
                    key: FormatterKey(localeID: key.localeID, timeZoneID: zoneID, capitalized: key.capitalized, pattern: $0),
                    hourKey: zoneID == "UTC" ? nil : FormatterKey(localeID: key.localeID, timeZoneID: zoneID, capitalized: false, pattern: "H"))
            }
        } catch {
            throw error.localizationError
        }
        // Letters ICU accepts but turns into nothing (17 `x`s: found by FuzzTimeValues) would
        // print empty dates; such a skeleton is refused here, where failing is allowed.
        guard !formatter.format(millisecondsSince1970: 0).isEmpty else { throw .invalidSkeleton(skeleton) }
    }

    /// Formats a Unix time in seconds (OpenWeather's `dt`).
    public func format(unixSeconds: Int) -> String {
        let milliseconds = Double(unixSeconds) * 1000 + shiftMilliseconds
        if let midnight, let text = midnight.format(millisecondsSince1970: milliseconds) { return text }
        return formatter.format(millisecondsSince1970: milliseconds)
    }

    /// The pattern for the first hour of the day (Korean "오전 0시"), and how to tell that hour:
    /// in UTC (a fixed offset, already added) by arithmetic, in a named zone by ICU's hour.
    private struct MidnightFormatter: Sendable {
        let key: FormatterKey
        /// A formatter of the bare 24-hour field in the zone, for zones that are not UTC.
        let hourKey: FormatterKey?

        /// The text for an instant in the day's first hour; `nil` for any other hour, or
        /// should ICU not open the formatter (the locale's own pattern is used then).
        func format(millisecondsSince1970 milliseconds: Double) -> String? {
            do throws(ICUError) {
                if let hourKey {
                    guard try SkeletonDateFormatter.formatter(for: hourKey).format(millisecondsSince1970: milliseconds) == "0" else { return nil }
                } else {
                    let millisecondsPerDay = 86_400_000.0
                    let intoDay = milliseconds - (milliseconds / millisecondsPerDay).rounded(.down) * millisecondsPerDay
                    guard intoDay < 3_600_000 else { return nil }
                }
                return try SkeletonDateFormatter.formatter(for: key).format(millisecondsSince1970: milliseconds)
            } catch {
                return nil
            }
        }
    }

    /// The shared ICU formatter for a key, opened on first use.
    private static func formatter(for key: FormatterKey) throws(ICUError) -> ICUDateFormatter {
        try formatters.value(for: key) { () throws(ICUError) in
            try ICUDateFormatter(
                pattern: key.pattern, localeID: key.localeID, timeZoneID: key.timeZoneID,
                capitalization: key.capitalized ? .beginningOfSentence : .asInSentence, memoizesFields: true)
        }
    }

    /// The pattern used in the first hour of the day where the locale writes that hour
    /// otherwise (Korean `a K시`: "오전 0시"), `nil` where `pattern` serves every hour.
    package var midnightPattern: String? { midnight?.key.pattern }

    /// Whether the pattern is an hour and nothing else (`HH` in Russian, Spanish, British
    /// English: "15"), which reads as any number; `HH 'Uhr'`, `HH 'h'`, `H時` and `h a`
    /// say they are a time.
    ///
    /// ```swift
    /// try SkeletonDateFormatter(locale: WeatherLocale("ru_RU"), skeleton: "j", timeZone: .utc).isBareHour  // true
    /// try SkeletonDateFormatter(locale: WeatherLocale("de_DE"), skeleton: "j", timeZone: .utc).isBareHour  // false
    /// ```
    package var isBareHour: Bool { pattern.allSatisfy { "HhKk".contains($0) } }

    /// Whether dates are written from remembered field texts (``DateFieldMemo``): a Gregorian
    /// calendar, a fixed offset, a pattern without zone or week fields.
    var memoizesFields: Bool { formatter.memoizesFields }

    /// The zone ICU formats in, and the seconds added to each instant first. A fixed offset
    /// (`GMT+09:00`, what OpenWeather's data gives) shows the same wall time as UTC at the
    /// instant moved by the offset, so a pattern without zone fields is formatted in UTC:
    /// ICU computes UTC fields faster than a custom zone's (about a quarter of a date's
    /// cost), and one formatter per locale and pattern serves every offset. A pattern that
    /// names or shows the zone (`z`, `Z`, `O`, `v`, `V`, `X`, `x`) keeps the real zone.
    static func icuZone(for timeZone: WeatherTimeZone, pattern: String) -> (identifier: String, shiftSeconds: Int) {
        guard let offset = timeZone.fixedOffsetSeconds, !showsZone(pattern) else { return (timeZone.icuIdentifier, 0) }
        return ("UTC", offset)
    }

    /// Whether an ICU date pattern has a time-zone field outside its quoted literal text.
    static func showsZone(_ pattern: String) -> Bool {
        var shows = false
        DatePatternFieldScanner.forEachField(in: pattern) { letter in
            shows = zoneFieldLetters.contains(letter)
            return !shows
        }
        return shows
    }

    private static let zoneFieldLetters: Set<UInt8> = Set("zZOvVXx".utf8)

    /// An explicit `-u-hc-` hour cycle turns the skeleton's locale-default hour (`j`)
    /// into that cycle's field; explicit `h`, `H`, `k`, `K` in a skeleton are kept.
    static func applying(_ hourCycle: HourCycle?, to skeleton: String) -> String {
        guard let hourCycle else { return skeleton }
        let hourField: Character = switch hourCycle {
        case .h11: "K"
        case .h12: "h"
        case .h23: "H"
        case .h24: "k"
        }
        return String(skeleton.map { $0 == "j" ? hourField : $0 })
    }
}
