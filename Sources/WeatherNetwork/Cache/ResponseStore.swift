/// Where a client keeps the answers it fetched: on disk for the command line
/// (``ResponseCache``), in memory for a long-running service (``MemoryResponseStore``).
///
/// Keys never hold the API key (they are built from keyless queries); bodies are the
/// server's answers as they arrived, saved only once they decoded.
package protocol ResponseStore: Sendable {
    /// The entry saved for `key`, if any.
    func read(key: String) -> ResponseCache.ReadResult
    /// Saves `body`, fetched at `fetchedAt` (Unix seconds), for `key`.
    func write(key: String, body: [UInt8], fetchedAt: Int) throws(CacheWriteError)
    /// Forgets `key`'s entry.
    func remove(key: String)
    /// Where `key`'s entry is kept, for a warning that names it (a file's path).
    func location(ofKey key: String) -> String
    /// Keeps `value`, decoded from `key`'s entry fetched at `fetchedAt`, for later reads to
    /// return as ``ResponseCache/Entry/decoded``, so a long-running process does not decode
    /// the same answer for every request. Files keep nothing (a process reads them once).
    func keepDecoded(_ value: any Sendable, key: String, fetchedAt: Int)
}

extension ResponseStore {
    package func keepDecoded(_ value: any Sendable, key: String, fetchedAt: Int) {}
}

extension ResponseCache: ResponseStore {
    package func location(ofKey key: String) -> String { path(forKey: key) }
}
