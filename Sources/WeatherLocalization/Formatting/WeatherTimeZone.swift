internal import CICU
@_spi(Fuzzing) internal import WeatherCore

/// The time zone dates are shown in: an IANA zone (`Asia/Seoul`) or a fixed UTC offset,
/// as OpenWeather gives it (`timezone`: 32400 seconds).
///
/// ```swift
/// try WeatherTimeZone("Asia/Seoul").identifier  // "Asia/Seoul"
/// try WeatherTimeZone("+05:45").identifier      // "GMT+05:45"
/// try WeatherTimeZone(offsetSeconds: -18000).identifier  // "GMT-05:00"
/// ```
public struct WeatherTimeZone: Sendable, Hashable, CustomStringConvertible {
    /// The id ICU formats with: an IANA id, or a custom `GMT±hh:mm` id for offsets.
    public let identifier: String
    /// The offset from UTC in seconds when the zone is a fixed offset, else `nil`.
    public let fixedOffsetSeconds: Int?

    /// A zone given as an IANA id, `UTC`/`GMT`/`Z`, a signed offset (`+09:00`, `-0500`, `+9`),
    /// or an unsigned or signed count of seconds (`32400`, `-18000`) as OpenWeather sends.
    public init(_ text: String) throws(LocalizationError) {
        let trimmed = text.trimmingSpacesAndTabs
        if ["UTC", "GMT", "Z"].contains(trimmed.uppercased()) {
            try self.init(offsetSeconds: 0)
        } else if let seconds = Self.offsetSeconds(parsing: trimmed) {
            do { try self.init(offsetSeconds: seconds) } catch { throw .invalidTimeZone(text) }
        } else {
            guard Self.isSystemZone(trimmed) else { throw .invalidTimeZone(text) }
            self.init(identifier: trimmed, fixedOffsetSeconds: nil)
        }
    }

    /// A fixed offset east of UTC in seconds, whole minutes only, within ±18 hours.
    /// Any `Int` is safe to pass, `Int.min` included: it is refused, not negated.
    public init(offsetSeconds: Int) throws(LocalizationError) {
        guard UTCOffset.isValid(seconds: offsetSeconds) else {
            throw .invalidTimeZone(String(offsetSeconds))
        }
        let minutes = Int(offsetSeconds.magnitude) / 60
        let hh = minutes / 60, mm = minutes % 60
        let sign = offsetSeconds < 0 ? "-" : "+"
        self.init(identifier: "GMT\(sign)\(hh < 10 ? "0" : "")\(hh):\(mm < 10 ? "0" : "")\(mm)", fixedOffsetSeconds: offsetSeconds)
    }

    /// Coordinated Universal Time: what times are shown in when the data gives no zone.
    package static let utc = WeatherTimeZone(identifier: "UTC", fixedOffsetSeconds: 0)

    private init(identifier: String, fixedOffsetSeconds: Int?) {
        self.identifier = identifier
        self.fixedOffsetSeconds = fixedOffsetSeconds
    }

    public var description: String { identifier }

    /// The identifier ICU opens: a whole-hour offset as the tz database's fixed zone
    /// (`Etc/GMT-9` is UTC+9; POSIX signs), anything else as ``identifier``.
    ///
    /// ICU reads a custom id such as `GMT+09:00` with a number parser that it builds on
    /// first use, about 7 M instructions of a cold render; `Etc/GMT-9` is looked up as data.
    /// Both zones have the same offset at every instant and the same localized GMT name
    /// (`GMT+9`); only a pattern that prints the zone id itself (`VV`) shows the difference.
    var icuIdentifier: String {
        guard let seconds = fixedOffsetSeconds, seconds % 3600 == 0, (-12...14).contains(seconds / 3600) else { return identifier }
        let hours = seconds / 3600
        return hours == 0 ? "Etc/GMT" : "Etc/GMT\(hours > 0 ? "-" : "+")\(hours.magnitude)"
    }

    /// `+09:00`, `-05:00`, `+0545`, `+9` → seconds; a plain integer → seconds as written.
    private static func offsetSeconds(parsing text: String) -> Int? {
        guard let first = text.first else { return nil }
        let signed = first == "+" || first == "-"
        let body = signed ? text.dropFirst() : Substring(text)
        if !signed || (!body.contains(":") && body.count != 4 && body.count > 2) {
            // OpenWeather's seconds: `32400`, `-18000`. `Int(_:)` refuses what does not fit.
            return body.allSatisfy(\.isASCIIDigit) && !body.isEmpty ? Int(text) : nil
        }
        return UTCOffset.seconds(parsing: text)
    }

    /// Whether ICU knows `id` as a zone of its database (`Asia/Seoul`, also aliases).
    private static func isSystemZone(_ id: String) -> Bool {
        guard !id.isEmpty, id.allSatisfy({ $0.isASCII }) else { return false }
        var isSystemID: UBool = 0
        let canonical = try? id.withUTF16Buffer { chars, length in
            try icuString("ucal_getCanonicalTimeZoneID") {
                cicu_ucal_getCanonicalTimeZoneID(chars, length, $0, $1, &isSystemID, &$2)
            }
        }
        return canonical != nil && isSystemID != 0
    }
}

extension WeatherTimeZone: Codable {
    /// Encodes as the identifier (`Asia/Seoul`, `GMT+09:00`); decoding validates it again.
    public init(from decoder: any Decoder) throws {
        try self.init(decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
