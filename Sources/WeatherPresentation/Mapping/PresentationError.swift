/// Why a response cannot be presented, naming the JSON field at fault.
public enum PresentationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither current conditions nor a forecast was given.
    case noData
    /// The response's UTC offset is not a whole number of minutes within ±18 hours.
    case invalidTimeZoneOffset(path: String, seconds: Int)

    public var description: String {
        switch self {
        case .noData:
            "no current conditions and no forecast to show"
        case .invalidTimeZoneOffset(let path, let seconds):
            "\(path): \(seconds) is not a usable UTC offset in seconds"
        }
    }
}
