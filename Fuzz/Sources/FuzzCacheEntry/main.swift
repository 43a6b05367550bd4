#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import WeatherCore
@_spi(Fuzzing) import WeatherNetwork

/// A cache entry file as anything with access to the cache folder may leave it. Input: eight
/// bytes of clock (a `Double`'s bits: NaN, infinities, 1e300 included), the key on one line,
/// then the file's bytes.
let status = FuzzDriver.run { data, size in
    var input = FuzzInput(FuzzDriver.bytes(data, size))
    let clock = Double(bitPattern: UInt64(truncatingIfNeeded: input.integer()))
    let key = input.field()
    let bytes = input.rest
    if let entry = CacheEntryFuzzing.decode(bytes, key: key) {
        // A trusted entry is dated so that its age is plain arithmetic, and reads back whole.
        fuzzRequire(UnixTime.range.contains(entry.fetchedAt), "accepted a time of \(entry.fetchedAt)")
        let age = UnixTime.seconds(clock) - entry.fetchedAt
        fuzzRequire(age.magnitude <= UInt(UnixTime.range.upperBound - UnixTime.range.lowerBound), "age \(age)")
        fuzzRequire(entry.body[...] == bytes.suffix(entry.body.count), "a body that is not the file's last bytes")
    }
    // Whatever the key and time, what the cache writes it reads back (times within range).
    let fetchedAt = UnixTime.seconds(clock)
    if !key.contains("\n") {
        let written = CacheEntryFuzzing.encode(key: key, body: bytes, fetchedAt: fetchedAt)
        let read = CacheEntryFuzzing.decode(written, key: key)
        fuzzRequire(read?.body == bytes && read?.fetchedAt == fetchedAt, "a written entry does not read back")
    }
    // Names the cache would trim are its own.
    if CacheEntryFuzzing.isEntryName(key) {
        fuzzRequire(key.utf8.count == 22 && key.hasSuffix(".entry") && !key.hasPrefix("."), "\(key) taken for an entry name")
    }
    return 0
}
exit(status)
