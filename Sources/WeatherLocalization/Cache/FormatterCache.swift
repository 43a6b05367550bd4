import Synchronization

/// A bounded, thread-safe cache of expensive ICU objects keyed by plain identifiers
/// (locale id + skeleton). The object is created outside the lock, so a slow ICU open
/// never blocks readers of other keys; if two threads race, the first stored wins.
///
/// At most `capacity` objects are kept: storing one more evicts the least recently used,
/// so a run over every ICU locale keeps the formatters of the last few locales, not of all.
final class FormatterCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var value: Value
        /// The tick of the entry's last use; the smallest is the least recently used.
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var tick: UInt64 = 0

        /// The value for `key`, marked as just used.
        mutating func use(_ key: Key) -> Value? {
            guard let index = entries.index(forKey: key) else { return nil }
            tick &+= 1
            entries.values[index].lastUse = tick
            return entries.values[index].value
        }

        /// Removes the entry used longest ago. A linear scan: it runs only when a new ICU
        /// object was just opened, which costs far more than looking at a few hundred ticks.
        mutating func evictLeastRecentlyUsed() {
            guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key else { return }
            entries.removeValue(forKey: oldest)
        }
    }

    private let state = Mutex(State())
    private let capacity: Int

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
    }

    func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
        if let cached = state.withLock({ state in state.use(key) }) { return cached }
        let created = try create()
        return state.withLock { state in
            if let existing = state.use(key) { return existing }
            if state.entries.count >= capacity { state.evictLeastRecentlyUsed() }
            state.tick &+= 1
            state.entries[key] = Entry(value: created, lastUse: state.tick)
            return created
        }
    }

    /// The number of objects kept, for tests of the bound.
    var count: Int { state.withLock { $0.entries.count } }

    /// Whether `key` is kept, without counting as a use.
    func contains(_ key: Key) -> Bool { state.withLock { $0.entries[key] != nil } }
}
