public import OpenWeatherAPI
/// How one upstream call ended, for a caller's metrics.
public enum UpstreamOutcome: Sendable {
    case success
    /// Refused before it was made: the per-minute budget was spent.
    case overBudget
    /// Refused before it was made: the upstream asked for a pause (`Retry-After`) not yet over.
    case paused
    case failed(NetworkError)
}
