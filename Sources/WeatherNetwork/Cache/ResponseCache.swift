import FoundationEssentials
#if canImport(Glibc)
import Glibc  // the errno names of POSIXErrorCode
#elseif canImport(Darwin)
import Darwin
#endif
import WeatherCore

/// Answers saved on disk, one file per request (endpoint and keyless query), so a second
/// `weather --city Seoul` within ten minutes asks nothing, and a failed network still has
/// something to show.
///
/// - Writes are atomic (a temporary file renamed into place): a killed process leaves no
///   half-written entry, at most a hidden temporary file that a later write removes.
/// - An entry that cannot be read, is cut short, belongs to another key, is dated outside
///   ``UnixTime/range``, is larger than ``maximumEntryBytes`` or is not a regular file (a
///   link out of the folder) is reported (``ReadResult/corrupt(path:)``), never trusted.
/// - The folder is kept under ``maximumBytes`` by removing the oldest entries. Only files
///   the cache itself names are ever removed (the folder may be shared with other files
///   when `XDG_CACHE_HOME` points somewhere unusual): no folder, no link's target, no
///   other hidden file.
/// - No entry holds the API key: keys are keyless queries, bodies are the server's answers.
package struct ResponseCache: Sendable {
    /// The folder (created with mode 700 on the first write).
    package let directory: String
    /// The most the entries may take together.
    package let maximumBytes: Int

    /// The most one entry file may hold: by default the largest body the client accepts
    /// (`HTTPSettings.maximumBodyBytes`, 4 MiB), plus room for its header lines.
    package let maximumEntryBytes: Int

    package init(directory: String, maximumBytes: Int = 20 * 1024 * 1024, maximumEntryBytes: Int = (4 * 1024 + 64) * 1024) {
        self.directory = directory
        self.maximumBytes = maximumBytes
        self.maximumEntryBytes = maximumEntryBytes
    }

    /// A saved answer and when it was fetched.
    package struct Entry: Sendable, Equatable {
        package var body: [UInt8]
        /// Unix seconds.
        package var fetchedAt: Int
        /// The body as a reader decoded it, when the store kept that too
        /// (``ResponseStore/keepDecoded(_:key:fetchedAt:)``); never part of equality.
        package var decoded: (any Sendable)?

        package init(body: [UInt8], fetchedAt: Int, decoded: (any Sendable)? = nil) {
            self.body = body
            self.fetchedAt = fetchedAt
            self.decoded = decoded
        }

        package static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.body == rhs.body && lhs.fetchedAt == rhs.fetchedAt
        }
    }

    package enum ReadResult: Sendable, Equatable {
        case missing
        case found(Entry)
        /// The file exists but is not a whole entry for this key; it will be replaced.
        case corrupt(path: String)
    }

    private static let magic = "weather-cache 1"
    /// The prefix of the temporary file an atomic write of FoundationEssentials creates
    /// beside its target (`.dat.nosync1A2B.x7Yz9Q`), renamed into place once written.
    private static let temporaryPrefix = ".dat.nosync"

    /// The file that holds `key`'s entry.
    package func path(forKey key: String) -> String {
        // FNV-1a, 64 bits: stable across runs and platforms (Swift's Hasher is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return directory + "/" + String(repeating: "0", count: 16 - hex.count) + hex + ".entry"
    }

    package func read(key: String) -> ReadResult {
        let path = path(forKey: key)
        let bytes: [UInt8]
        do throws(FileBytes.Problem) {
            // A link is refused, not followed: it could point out of the folder.
            bytes = try FileBytes.contents(of: path, limit: maximumEntryBytes, followingLinks: false)
        } catch .missing {
            return .missing
        } catch {
            return .corrupt(path: path)
        }
        guard let entry = Self.decode(bytes, key: key) else { return .corrupt(path: path) }
        return .found(entry)
    }

    /// Saves `body` for `key`, then trims the folder to its bound.
    /// - Throws: why, when the folder or file cannot be written.
    package func write(key: String, body: [UInt8], fetchedAt: Int) throws(CacheWriteError) {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try Data(Self.encode(key: key, body: body, fetchedAt: fetchedAt)).write(
                to: URL(fileURLWithPath: path(forKey: key)), options: [.atomic])
        } catch {
            throw CacheWriteError(directory: directory, problem: CacheWriteError.problem(error))
        }
        trim()
    }

    /// Removes entries, oldest first, until the rest fit in ``maximumBytes``; removes
    /// temporary files that a killed writer left behind more than a minute ago. Only
    /// regular files named as the cache names them are touched, and nothing below the folder.
    func trim() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        var entries: [(path: String, size: Int, modified: Date)] = []
        for name in names where Self.isEntryName(name) || name.hasPrefix(Self.temporaryPrefix) {
            let path = directory + "/" + name
            guard let attributes = try? manager.attributesOfItem(atPath: path),
                  attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            let modified = attributes[.modificationDate] as? Date ?? .distantPast
            if Self.isEntryName(name) {
                entries.append((path, FileBytes.integer(.size, of: attributes) ?? Int.max, modified))
            } else if modified.timeIntervalSinceNow < -60 {
                try? manager.removeItem(atPath: path)
            }
        }
        var total = entries.reduce(0) { $0 &+ $1.size }
        for entry in entries.sorted(by: { $0.modified < $1.modified }) where total > maximumBytes {
            try? manager.removeItem(atPath: entry.path)
            total -= entry.size
        }
    }

    /// Whether `name` is one ``path(forKey:)`` makes: 16 lowercase hex digits and `.entry`.
    static func isEntryName(_ name: String) -> Bool {
        let utf8 = Array(name.utf8)
        return utf8.count == 22 && name.hasSuffix(".entry")
            && utf8.prefix(16).allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// Removes an entry (a corrupt one, before it is replaced).
    package func remove(key: String) {
        try? FileManager.default.removeItem(atPath: path(forKey: key))
    }

    /// An entry file's bytes: the magic line, the time, the body's length, the key, the body.
    static func encode(key: String, body: [UInt8], fetchedAt: Int) -> [UInt8] {
        Array("\(magic)\n\(fetchedAt)\n\(body.count)\n\(key)\n".utf8) + body
    }

    /// The entry in `bytes` when they are a whole entry for `key`, dated within ``UnixTime/range``.
    static func decode(_ bytes: [UInt8], key: String) -> Entry? {
        var lines: [Substring] = []
        var index = bytes.startIndex
        for _ in 0..<4 {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            lines.append(Substring(decoding: bytes[index..<newline], as: UTF8.self))
            index = newline + 1
        }
        guard lines[0] == magic, let fetchedAt = Int(lines[1]), UnixTime.range.contains(fetchedAt), let length = Int(lines[2]),
              lines[3] == key, bytes.count - index == length
        else { return nil }
        return Entry(body: Array(bytes[index...]), fetchedAt: fetchedAt)
    }
}

/// The cache folder or an entry could not be written; the data is shown all the same.
package struct CacheWriteError: Error, Sendable, Hashable {
    package var directory: String
    /// Why, as a fact each frontend words in its user's language.
    package var problem: Problem

    /// Why the cache could not be written.
    package enum Problem: Sendable, Hashable {
        /// The system refused access (`EACCES`, `EPERM`).
        case permissionDenied
        /// The disk, or the user's quota, is full (`ENOSPC`, `EDQUOT`).
        case noSpace
        /// The file system is mounted read-only (`EROFS`).
        case readOnly
        /// A file stands where the folder must be made (`EEXIST`, `ENOTDIR`).
        case fileInTheWay
        /// Another system error, by its errno name (`EIO`); `nil` when the system gave none.
        case system(errno: String?)
    }

    /// The problem of a file system error thrown by Foundation: by its errno where it
    /// carries one, else by Foundation's code.
    static func problem(_ error: any Error) -> Problem {
        let cocoa = error as? CocoaError
        if let posix = (cocoa?.underlying ?? error) as? POSIXError {
            switch posix.code {
            case .EACCES, .EPERM: return .permissionDenied
            case .ENOSPC, .EDQUOT: return .noSpace
            case .EROFS: return .readOnly
            case .EEXIST, .ENOTDIR: return .fileInTheWay
            default: return .system(errno: "\(posix.code)")
            }
        }
        switch cocoa?.code {
        case .fileWriteNoPermission?: return .permissionDenied
        case .fileWriteOutOfSpace?: return .noSpace
        case .fileWriteVolumeReadOnly?: return .readOnly
        case .fileWriteFileExists?: return .fileInTheWay
        default: return .system(errno: nil)
        }
    }
}
