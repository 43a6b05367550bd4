internal import FoundationEssentials

/// Reads whole regular files, at most ``maximumBytes``: translation tables, catalogs and the
/// CLI's input files all go through here, so every file gets the same limit and the same
/// reasons for failing.
///
/// Streams (standard input, pipes, devices such as `/dev/zero`) are not files here: they
/// have no size to check, so whoever reads them bounds the read itself.
package enum FileBytes {
    /// The largest file read: far above any translation table or OpenWeather response
    /// (a 5-day forecast is about 16 KB), far below what would strain memory.
    package static let maximumBytes = 32 * 1024 * 1024

    /// Why a file's bytes could not be had.
    package enum Problem: Error, Sendable, Hashable {
        /// Nothing is at the path.
        case missing
        /// A folder is at the path.
        case isDirectory
        /// A pipe, socket or device: no size to check before reading.
        case notRegularFile
        /// The file may not be read by this user.
        case permissionDenied
        /// The file is larger than the limit (in bytes).
        case tooLarge(limit: Int)
        /// Another failure of the file system.
        case unreadable

        /// The reason in a few English words, for reports that quote it.
        package var reason: String {
            switch self {
            case .missing: "no such file"
            case .isDirectory: "is a directory"
            case .notRegularFile: "not a regular file"
            case .permissionDenied: "permission denied"
            case .tooLarge(let limit): "larger than \(limit / (1024 * 1024)) MB"
            case .unreadable: "not readable"
            }
        }
    }

    /// The bytes of the regular file at `path`, if it is at most `limit` bytes long.
    package static func contents(of path: String, limit: Int = maximumBytes) throws(Problem) -> [UInt8] {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw problem(error, path: path)
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: throw .isDirectory
        default: throw .notRegularFile
        }
        let size: Int? = if let size = attributes[.size] as? UInt { Int(clamping: size) } else { attributes[.size] as? Int }
        if let size, size > limit {
            throw .tooLarge(limit: limit)
        }
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: URL(filePath: path)))
        } catch {
            throw problem(error, path: path)
        }
        // The file may have grown between the check and the read.
        guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return bytes
    }

    private static func problem(_ error: any Error, path: String) -> Problem {
        switch (error as? CocoaError)?.code {
        case .fileReadNoSuchFile?, .fileNoSuchFile?: .missing
        case .fileReadNoPermission?: .permissionDenied
        default: FileManager.default.fileExists(atPath: path) ? .unreadable : .missing
        }
    }

    /// `contents(of:)` for the table parsers, whose errors carry the file's display path.
    static func read(_ path: String, displayPath: String) throws(StringsParseError) -> [UInt8] {
        do throws(Problem) {
            return try contents(of: path)
        } catch {
            throw StringsParseError(file: displayPath, line: 0, column: 0, kind: .unreadable(reason: error.reason))
        }
    }

    /// The names of the entries of a directory, sorted, or nil if it cannot be listed.
    static func directoryEntries(_ path: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }
}
