#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input file whole, or standard input for `-`.
enum InputFile {
    /// The bytes of `path`; failures name the file and the system's reason.
    /// Whether anything (file or folder) is at `path`.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The failure for a file or folder that is not there (exit 66).
    static func missing(_ path: String) -> CommandFailure {
        CommandFailure(kind: .noInput, message: .fileUnreadable(path: .path(path), errno: ENOENT, reason: String(cString: strerror(ENOENT))))
    }

    static func read(_ path: String) throws(CommandFailure) -> [UInt8] {
        if path == "-" { return try readAll(descriptor: STDIN_FILENO, displayName: .standardInput) }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw unreadable(.path(path), errno) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw unreadable(.path(path), EISDIR)
        }
        return try readAll(descriptor: descriptor, displayName: .path(path))
    }

    private static func readAll(descriptor: Int32, displayName: InputName) throws(CommandFailure) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(displayName, errno)
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
        }
    }

    private static func unreadable(_ path: InputName, _ code: Int32) -> CommandFailure {
        CommandFailure(kind: .noInput, message: .fileUnreadable(path: path, errno: code, reason: String(cString: strerror(code))))
    }
}
