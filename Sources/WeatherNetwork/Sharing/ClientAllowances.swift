import WeatherCore

/// Each client's share of the upstream calls that start new work (a place no cache holds):
/// a token bucket per client, inside the global ``UpstreamBudget``. The table is bounded
/// (least recently seen out): a client forgotten starts again with a full share, which
/// costs at most one share per address a client controls.
///
/// ```swift
/// let shares = ClientAllowances(callsPerMinute: 15)
/// shares.take("203.0.113.7", now: 0)   // .admitted(light: true), 14 left
/// ```
package final class ClientAllowances: Sendable {
    /// What one client may spend at once, and per minute.
    package let callsPerMinute: Int
    private let buckets: Locked<LeastRecentlyUsed<String, Bucket>>

    private struct Bucket {
        var tokens: Double
        var updated: Double
    }

    /// What ``take(_:now:)`` decided.
    package enum Decision: Equatable, Sendable {
        /// The call may be made; `light`: the client has used less than half its share, so
        /// the budget's reserve is open to it.
        case admitted(light: Bool)
        /// The client has spent its share: the next call is allowed in `retryAfter` seconds.
        case refused(retryAfter: Int)
    }

    /// - Parameters:
    ///   - callsPerMinute: one client's share (at least 1).
    ///   - maximumClients: how many clients are remembered at once.
    package init(callsPerMinute: Int, maximumClients: Int = 10_000) {
        self.callsPerMinute = max(1, callsPerMinute)
        buckets = Locked(LeastRecentlyUsed(maximumCost: max(1, maximumClients)))
    }

    /// A quarter of `budget` per client (at least one new place's three calls): three clients
    /// at their share spend what the budget's reserve leaves, so a fourth is still served.
    package convenience init(sharing budget: UpstreamBudget) {
        self.init(callsPerMinute: max(3, budget.callsPerMinute / 4))
    }

    /// Spends one of `client`'s calls if it has one at `now` (Unix seconds).
    package func take(_ client: String, now: Double) -> Decision {
        let capacity = Double(callsPerMinute)
        return buckets.withLock { table in
            var bucket = table.value(for: client) ?? Bucket(tokens: capacity, updated: now)
            if now > bucket.updated {
                bucket.tokens = min(capacity, bucket.tokens + (now - bucket.updated) * capacity / 60)
                bucket.updated = now
            }
            let decision: Decision
            if bucket.tokens >= 1 {
                decision = .admitted(light: bucket.tokens * 2 > capacity)
                bucket.tokens -= 1
            } else {
                decision = .refused(retryAfter: max(1, Int(((1 - bucket.tokens) * 60 / capacity).rounded(.up))))
            }
            table.insert(bucket, for: client, cost: 1)
            return decision
        }
    }

    /// Gives back a call taken for one the global budget then refused.
    package func refund(_ client: String) {
        let capacity = Double(callsPerMinute)
        buckets.withLock { table in
            table.modify(client) { $0.tokens = min(capacity, $0.tokens + 1) }
        }
    }

    /// How many clients are remembered (for tests).
    package var count: Int { buckets.withLock { $0.count } }
}
