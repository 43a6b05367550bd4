import FoundationEssentials

/// Answers saved on disk, one file per request (endpoint and keyless query), so a second
/// `weather --city Seoul` within ten minutes asks nothing, and a failed network still has
/// something to show.
///
/// - Writes are atomic (a temporary file renamed into place): a killed process leaves no
///   half-written entry, at most a hidden temporary file that a later write removes.
/// - An entry that cannot be read, is cut short or belongs to another key is reported
///   (``ReadResult/corrupt(path:)``), never trusted.
/// - The folder is kept under ``maximumBytes`` by removing the oldest entries.
/// - No entry holds the API key: keys are keyless queries, bodies are the server's answers.
public struct ResponseCache: Sendable {
    /// The folder (created with mode 700 on the first write).
    public let directory: String
    /// The most the entries may take together.
    public let maximumBytes: Int

    public init(directory: String, maximumBytes: Int = 20 * 1024 * 1024) {
        self.directory = directory
        self.maximumBytes = maximumBytes
    }

    /// A saved answer and when it was fetched.
    public struct Entry: Sendable, Equatable {
        public var body: [UInt8]
        /// Unix seconds.
        public var fetchedAt: Int
    }

    public enum ReadResult: Sendable, Equatable {
        case missing
        case found(Entry)
        /// The file exists but is not a whole entry for this key; it will be replaced.
        case corrupt(path: String)
    }

    private static let magic = "weather-cache 1"

    /// The file that holds `key`'s entry.
    public func path(forKey key: String) -> String {
        // FNV-1a, 64 bits: stable across runs and platforms (Swift's Hasher is seeded per process).
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return directory + "/" + String(repeating: "0", count: 16 - hex.count) + hex + ".entry"
    }

    public func read(key: String) -> ReadResult {
        let path = path(forKey: key)
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        guard let data = FileManager.default.contents(atPath: path), let entry = Self.decode(Array(data), key: key) else {
            return .corrupt(path: path)
        }
        return .found(entry)
    }

    /// Saves `body` for `key`, then trims the folder to its bound.
    /// - Throws: the file system's error, as text, when the folder or file cannot be written.
    public func write(key: String, body: [UInt8], fetchedAt: Int) throws(CacheWriteError) {
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            var bytes = Array("\(Self.magic)\n\(fetchedAt)\n\(body.count)\n\(key)\n".utf8)
            bytes += body
            try Data(bytes).write(to: URL(fileURLWithPath: path(forKey: key)), options: [.atomic])
        } catch {
            throw CacheWriteError(directory: directory, reason: String(describing: error))
        }
        trim()
    }

    /// Removes entries, oldest first, until the rest fit in ``maximumBytes``; removes
    /// temporary files that a killed writer left behind.
    func trim() {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory) else { return }
        var entries: [(path: String, size: Int, modified: Date)] = []
        for name in names {
            let path = directory + "/" + name
            guard let attributes = try? manager.attributesOfItem(atPath: path) else { continue }
            let modified = attributes[.modificationDate] as? Date ?? .distantPast
            if name.hasSuffix(".entry") && !name.hasPrefix(".") {
                entries.append((path, (attributes[.size] as? Int) ?? 0, modified))
            } else if name.hasPrefix("."), modified.timeIntervalSinceNow < -60 {
                try? manager.removeItem(atPath: path)
            }
        }
        var total = entries.reduce(0) { $0 + $1.size }
        for entry in entries.sorted(by: { $0.modified < $1.modified }) where total > maximumBytes {
            try? manager.removeItem(atPath: entry.path)
            total -= entry.size
        }
    }

    /// Removes an entry (a corrupt one, before it is replaced).
    public func remove(key: String) {
        try? FileManager.default.removeItem(atPath: path(forKey: key))
    }

    static func decode(_ bytes: [UInt8], key: String) -> Entry? {
        var lines: [Substring] = []
        var index = bytes.startIndex
        for _ in 0..<4 {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            lines.append(Substring(decoding: bytes[index..<newline], as: UTF8.self))
            index = newline + 1
        }
        guard lines[0] == magic, let fetchedAt = Int(lines[1]), let length = Int(lines[2]), lines[3] == key,
              bytes.count - index == length
        else { return nil }
        return Entry(body: Array(bytes[index...]), fetchedAt: fetchedAt)
    }
}

/// The cache folder or an entry could not be written; the data is shown all the same.
public struct CacheWriteError: Error, Sendable, Hashable {
    public var directory: String
    public var reason: String
}
