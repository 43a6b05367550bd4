import WeatherCore

/// Answers kept in memory, least recently used out, within a byte bound: the cache of a
/// service that runs for days and serves many places.
///
/// ```swift
/// let store = MemoryResponseStore(maximumBytes: 32 << 20)
/// try store.write(key: "k", body: Array("{}".utf8), fetchedAt: 0)
/// store.read(key: "k")  // .found(Entry(body: [123, 125], fetchedAt: 0))
/// ```
package final class MemoryResponseStore: ResponseStore {
    /// The most the bodies (and keys) may take together.
    package let maximumBytes: Int
    private let state: Locked<LeastRecentlyUsed<String, ResponseCache.Entry>>

    package init(maximumBytes: Int = 48 << 20) {
        self.maximumBytes = maximumBytes
        state = Locked(LeastRecentlyUsed(maximumCost: maximumBytes))
    }

    package func read(key: String) -> ResponseCache.ReadResult {
        state.withLock { $0.value(for: key) }.map { .found($0) } ?? .missing
    }

    package func write(key: String, body: [UInt8], fetchedAt: Int) throws(CacheWriteError) {
        let entry = ResponseCache.Entry(body: body, fetchedAt: fetchedAt)
        state.withLock { $0.insert(entry, for: key, cost: body.count + key.utf8.count) }
    }

    /// Keeps `value` beside the entry it was decoded from, if that entry is still the one kept.
    package func keepDecoded(_ value: any Sendable, key: String, fetchedAt: Int) {
        state.withLock { entries in
            entries.modify(key) { entry in
                if entry.fetchedAt == fetchedAt { entry.decoded = value }
            }
        }
    }

    package func remove(key: String) {
        state.withLock { $0.remove(key) }
    }

    package func location(ofKey key: String) -> String { "memory: " + key }

    /// Entries and the bytes they take (for metrics and tests).
    package var usage: (entries: Int, bytes: Int) {
        state.withLock { ($0.count, $0.totalCost) }
    }
}
