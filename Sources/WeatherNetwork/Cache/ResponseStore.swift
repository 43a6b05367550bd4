/// Where a client keeps the answers it fetched: on disk for the command line
/// (``ResponseCache``), in memory for a long-running service (``MemoryResponseStore``).
///
/// Keys never hold the API key (they are built from keyless queries); bodies are the
/// server's answers as they arrived, saved only once they decoded.
public protocol ResponseStore: Sendable {
    /// The entry saved for `key`, if any.
    func read(key: String) -> ResponseCache.ReadResult
    /// Saves `body`, fetched at `fetchedAt` (Unix seconds), for `key`.
    func write(key: String, body: [UInt8], fetchedAt: Int) throws(CacheWriteError)
    /// Forgets `key`'s entry.
    func remove(key: String)
}

extension ResponseCache: ResponseStore {}
