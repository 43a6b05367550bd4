import Synchronization

/// A bounded, thread-safe cache of expensive ICU objects keyed by plain identifiers
/// (locale id + skeleton). The object is created outside the lock, so a slow ICU open
/// never blocks readers of other keys; if two threads race, the first stored wins.
final class FormatterCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage = Mutex<[Key: Value]>([:])
    private let capacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
    }

    func value<E: Error>(for key: Key, create: () throws(E) -> Value) throws(E) -> Value {
        if let cached = storage.withLock({ $0[key] }) { return cached }
        let created = try create()
        return storage.withLock { entries in
            if let existing = entries[key] { return existing }
            // A simple bound: a process that formats with very many distinct
            // configurations starts over rather than growing without limit.
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = created
            return created
        }
    }
}
