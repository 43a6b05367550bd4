import WeatherCore

/// A bounded, thread-safe cache of expensive ICU objects keyed by plain identifiers
/// (locale id + skeleton). The object is created outside the lock, so a slow ICU open
/// never blocks readers of other keys; if two threads race, the first stored wins.
///
/// At most `capacity` objects are kept: storing one more evicts the least recently used,
/// so a run over every ICU locale keeps the formatters of the last few locales, not of all.
package final class FormatterCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private struct Entry {
        var key: Key
        var value: Value
        /// The tick of the entry's last use; the smallest is the least recently used.
        var lastUse: UInt64
    }

    private struct State {
        /// The entries in no particular order; `slots` finds one by key.
        var entries: [Entry] = []
        var slots: [Key: Int] = [:]
        var tick: UInt64 = 0

        /// The value for `key`, marked as just used.
        mutating func use(_ key: Key) -> Value? {
            guard let slot = slots[key] else { return nil }
            tick &+= 1
            entries[slot].lastUse = tick
            return entries[slot].value
        }

        /// Stores `value`, in the place of the entry used longest ago when `capacity` are kept.
        /// The eviction scans the ticks (integers, no keys copied): it runs only when a new
        /// ICU object was just opened, which costs far more than comparing a few dozen ticks.
        mutating func store(_ value: Value, for key: Key, capacity: Int) {
            tick &+= 1
            let entry = Entry(key: key, value: value, lastUse: tick)
            guard entries.count >= capacity else {
                slots[key] = entries.count
                entries.append(entry)
                return
            }
            var oldest = 0
            for slot in entries.indices where entries[slot].lastUse < entries[oldest].lastUse { oldest = slot }
            slots.removeValue(forKey: entries[oldest].key)
            entries[oldest] = entry
            slots[key] = oldest
        }
    }

    private let state = Locked(State())
    private let capacity: Int

    package init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
    }

    package func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
        if let cached = state.withLock({ state in state.use(key) }) { return cached }
        let created = try create()
        return state.withLock { state in
            if let existing = state.use(key) { return existing }
            state.store(created, for: key, capacity: capacity)
            return created
        }
    }

    /// The number of objects kept, for tests of the bound.
    package var count: Int { state.withLock { $0.entries.count } }

    /// Whether `key` is kept, without counting as a use.
    func contains(_ key: Key) -> Bool { state.withLock { $0.slots[key] != nil } }
}
