import HummingbirdCore
import Logging
import NIOCore

/// About ``maximum`` connections at once, set below the process's descriptor limit so
/// idle connections cannot exhaust descriptors (`EMFILE`). As nginx does, the cap makes
/// room rather than only waiting: a connection accepted past ``maximum`` closes as many of
/// the oldest idle ones (keep-alive between requests, or open with no request yet), so a new
/// client and `/healthz` are served at once; from three quarters of the cap on, a connection
/// idle for ``pressuredIdleLimit`` is closed too (the idle limit shrinks under pressure). A
/// connection busy with a request or its answer is never closed: when ``slack`` more are
/// open and none is idle, new ones wait in the listen backlog until one closes. Reaching the
/// cap is logged once.
struct ConnectionCap: AvailableConnectionsDelegate {
    let maximum: Int
    let logger: Logger
    let connections: OpenConnections
    /// How long a connection may stay idle while the server is near its cap.
    static let pressuredIdleLimit: TimeAmount = .seconds(5)
    /// Connections accepted past ``maximum`` while idle ones close (at most 32: the
    /// program's reserve of descriptors covers them).
    var slack: Int { min(32, max(1, maximum / 16)) }
    private var open = 0
    private var logged = false

    init(maximum: Int, connections: OpenConnections, logger: Logger) {
        self.maximum = max(1, maximum)
        self.connections = connections
        self.logger = logger
    }

    mutating func connectionOpened() {
        open += 1
        if open > maximum {
            if !logged {
                logged = true
                logger.warning("connection cap reached: \(maximum) connections open; the oldest idle ones are closed to make room (logged once)")
            }
            connections.closeIdle(count: open - maximum, idleLongerThan: Self.pressuredIdleLimit)
        } else if open * 4 >= maximum * 3 {
            connections.closeIdle(count: 0, idleLongerThan: Self.pressuredIdleLimit)
        }
    }

    mutating func connectionClosed() {
        open -= 1
    }

    func isAcceptingNewConnections() -> Bool {
        open < maximum + slack
    }
}
