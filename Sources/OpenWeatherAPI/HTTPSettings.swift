/// How patient and how careful the client is. The defaults suit a person at a terminal.
///
/// ```swift
/// var settings = HTTPSettings()
/// settings.totalTimeoutSeconds = 5   // give up sooner on a status bar
/// ```
public struct HTTPSettings: Sendable, Hashable {
    /// Time to open a connection (TCP and TLS), per attempt.
    public var connectTimeoutSeconds: Double = 5
    /// Time for the whole exchange, every attempt and wait included. Once it has passed,
    /// no retry starts.
    public var totalTimeoutSeconds: Double = 20
    /// Time for optional data (air pollution), every attempt included, on connections of
    /// its own: a slow Air Pollution service keeps the weather waiting no longer than this.
    public var optionalTimeoutSeconds: Double = 2.5
    /// Retries after the first attempt, on 429, 5xx, a reset connection or a timeout.
    public var maximumRetries: Int = 2
    /// The first retry waits about this long, each further one twice as long (with jitter).
    public var backoffBaseSeconds: Double = 0.5
    /// A `Retry-After` longer than this is not waited for: the request fails as rate limited.
    public var longestRetryAfterSeconds: Double = 10
    /// A larger body is refused: real answers are below 100 kB.
    public var maximumBodyBytes: Int = 4 * 1024 * 1024

    public init() {}
}
