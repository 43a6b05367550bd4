import WeatherCore

/// The client whose request is making upstream calls, set around the request by a service
/// (``current``): new work (a call for an answer no cache holds) is spent from its share in
/// ``ClientAllowances`` before the global budget, and a refusal is remembered here for the
/// service to answer 429 rather than 503.
///
/// ```swift
/// let spender = UpstreamSpender(client: "203.0.113.7", allowances: shares)
/// try await UpstreamSpender.$current.withValue(spender) { try await client.weather(for: .name("Seoul")) }
/// spender.refusedFor   // nil, or the seconds until the client may ask for new work again
/// ```
package final class UpstreamSpender: Sendable {
    /// The spender of the calls made in this task (and in the tasks it starts).
    @TaskLocal package static var current: UpstreamSpender?

    package let client: String
    let allowances: ClientAllowances
    private let refusal = Locked<Int?>(nil)

    package init(client: String, allowances: ClientAllowances) {
        self.client = client
        self.allowances = allowances
    }

    /// Seconds until the client may start new work again, once one of its calls was refused.
    package var refusedFor: Int? { refusal.withLock { $0 } }

    /// Spends one call of the client's share; `nil` when refused, else whether the client is
    /// light. The refusal of an `optional` call (which never fails the answer) is not kept.
    func take(now: Double, optional: Bool) -> Bool? {
        switch allowances.take(client, now: now) {
        case .admitted(let light): return light
        case .refused(let seconds):
            if !optional { refusal.withLock { $0 = seconds } }
            return nil
        }
    }

    func refund() { allowances.refund(client) }
}
