/// Why no connection to the server could be made or kept: facts, worded by each frontend in
/// its user's language (the transport's own text is English and technical).
public enum ConnectionProblem: Sendable, Hashable, CustomStringConvertible {
    /// Nothing listens on the port (ECONNREFUSED).
    case refused
    /// No route to the network (ENETUNREACH).
    case networkUnreachable
    /// No route to the host (EHOSTUNREACH).
    case hostUnreachable
    /// The connection attempt timed out in the system (ETIMEDOUT).
    case timedOut
    /// The server closed the connection before answering.
    case closed
    /// The connection was reset (ECONNRESET).
    case reset
    /// The proxy refused the connection or asked for credentials.
    case proxyRefused
    /// What came back is not HTTP the client can read.
    case invalidHTTP
    /// No connection could be made, and the transport said no more.
    case none
    /// Another system error, by its number.
    case system(code: Int32)

    /// English, for logs and tests.
    public var description: String {
        switch self {
        case .refused: "connection refused"
        case .networkUnreachable: "network is unreachable"
        case .hostUnreachable: "no route to host"
        case .timedOut: "connection timed out"
        case .closed: "the connection was closed"
        case .reset: "the connection was reset"
        case .proxyRefused: "the proxy refused the connection"
        case .invalidHTTP: "the answer is not valid HTTP"
        case .none: "no connection could be made"
        case .system(let code): "system error \(code)"
        }
    }
}
