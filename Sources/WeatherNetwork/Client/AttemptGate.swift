import OpenWeatherAPI

/// What a caller decides around each attempt of one call.
struct AttemptGate: Sendable {
    /// Before every attempt: `nil` to make it, else the error to end the call with (the
    /// budget is spent, the upstream asked for a pause).
    var admit: @Sendable () -> NetworkError?
    /// After every failed attempt, with whether a retry follows.
    var failed: @Sendable (AttemptFailure, _ retrying: Bool) -> Void

    /// Every attempt made, nothing told.
    static let open = AttemptGate(admit: { nil }, failed: { _, _ in })
}
