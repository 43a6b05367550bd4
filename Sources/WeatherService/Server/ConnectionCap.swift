import HummingbirdCore
import Logging

/// At most ``maximum`` connections at once: past it the server stops accepting (new ones
/// wait in the listen backlog) until one closes. Set below the process's descriptor limit,
/// it keeps idle connections from exhausting descriptors (`EMFILE`), so the server never
/// spins on failing accepts and `/healthz` answers as soon as a connection is free. Reaching
/// the cap is logged once. One accept cycle may take a few more connections than the cap
/// (NIO accepts several per read), which the reserve below the limit absorbs.
struct ConnectionCap: AvailableConnectionsDelegate {
    let maximum: Int
    let logger: Logger
    private var open = 0
    private var logged = false

    init(maximum: Int, logger: Logger) {
        self.maximum = max(1, maximum)
        self.logger = logger
    }

    mutating func connectionOpened() {
        open += 1
        if open >= maximum, !logged {
            logged = true
            logger.warning("connection cap reached: \(maximum) connections open; new ones wait until one closes (logged once)")
        }
    }

    mutating func connectionClosed() {
        open -= 1
    }

    func isAcceptingNewConnections() -> Bool {
        open < maximum
    }
}
