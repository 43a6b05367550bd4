/// The entry of the fuzz package's `FuzzCacheEntry` (Fuzz/, which reaches this package only
/// through its products): the cache's entry format. Not for frontends.
@_spi(Fuzzing) public enum CacheEntryFuzzing {
    /// ``ResponseCache``'s reading of an entry file's bytes for `key`: its body and date, or `nil`.
    public static func decode(_ bytes: [UInt8], key: String) -> (body: [UInt8], fetchedAt: Int)? {
        ResponseCache.decode(bytes, key: key).map { ($0.body, $0.fetchedAt) }
    }

    /// The bytes ``ResponseCache`` writes for an entry.
    public static func encode(key: String, body: [UInt8], fetchedAt: Int) -> [UInt8] {
        ResponseCache.encode(key: key, body: body, fetchedAt: fetchedAt)
    }

    /// Whether ``ResponseCache`` takes a file name for one of its own entries (and may remove it).
    public static func isEntryName(_ name: String) -> Bool {
        ResponseCache.isEntryName(name)
    }
}
