package import FoundationEssentials

/// Reads whole regular files, at most ``maximumBytes``: translation tables, catalogs, the
/// CLI's input files, the configuration file and cache entries all go through here, so every
/// file gets the same limit, the same type check and the same reasons for failing.
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
    /// - Parameter followingLinks: whether a symbolic link is read as the file it points to
    ///   (a user's dotfiles often are links), or refused as ``Problem/notRegularFile`` (the
    ///   cache, whose folder holds only files it wrote).
    package static func contents(of path: String, limit: Int = maximumBytes, followingLinks: Bool = true) throws(Problem) -> [UInt8] {
        var path = path
        var attributes: [FileAttributeKey: Any]
        do {
            // The attributes of the item itself: a link is seen as a link.
            attributes = try FileManager.default.attributesOfItem(atPath: path)
            if followingLinks, attributes[.type] as? FileAttributeType == .typeSymbolicLink {
                path = URL(filePath: path).resolvingSymlinksInPath().path
                attributes = try FileManager.default.attributesOfItem(atPath: path)
            }
        } catch {
            throw problem(error, path: path)
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: throw .isDirectory
        default: throw .notRegularFile
        }
        if let size = integer(.size, of: attributes), size > limit {
            throw .tooLarge(limit: limit)
        }
        // By path, not through a URL: a URL's path is percent-decoded through a set that a
        // cold start pays about 460,000 instructions to make.
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileManager.default.isReadableFile(atPath: path) ? .unreadable : .permissionDenied
        }
        let bytes = Array(data)
        // The file may have grown between the check and the read.
        guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return bytes
    }

    /// An integer attribute (size, permissions): an `NSNumber` where all of Foundation is
    /// loaded, a fixed-width integer (`UInt`, `Int16`, …) where only FoundationEssentials is.
    ///
    /// `Int` and `UInt` (FoundationEssentials' type on Linux) are tried first: a cast to
    /// `any BinaryInteger` searches every protocol conformance in the binary the first time,
    /// about 550,000 instructions of a 24 M instruction cold render.
    package static func integer(_ key: FileAttributeKey, of attributes: [FileAttributeKey: Any]) -> Int? {
        let value = attributes[key]
        if let value = value as? Int { return value }
        if let value = value as? UInt { return Int(clamping: value) }
        return (value as? any BinaryInteger).map { Int(clamping: $0) }
    }

    private static func problem(_ error: any Error, path: String) -> Problem {
        switch (error as? CocoaError)?.code {
        case .fileReadNoSuchFile?, .fileNoSuchFile?: .missing
        case .fileReadNoPermission?: .permissionDenied
        default: FileManager.default.fileExists(atPath: path) ? .unreadable : .missing
        }
    }
}
