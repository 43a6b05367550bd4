internal import WeatherCore

/// Why a response cannot be presented, naming the JSON field at fault.
public enum PresentationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither current conditions nor a forecast was given.
    case noData
    /// The response's UTC offset is not a whole number of minutes within ±18 hours.
    case invalidTimeZoneOffset(path: String, seconds: Int)
    /// A Unix time outside `UnixTime.range` (years 1 to 9999), such as a `dt` near `Int.max`.
    case timeOutOfRange(path: String, seconds: Int)

    public var description: String {
        switch self {
        case .noData:
            "no current conditions and no forecast to show"
        case .invalidTimeZoneOffset(let path, let seconds):
            "\(path): \(seconds) is not a usable UTC offset in seconds"
        case .timeOutOfRange(let path, let seconds):
            "\(path): \(UnixTime.outOfRangeDetail(seconds))"
        }
    }
}
