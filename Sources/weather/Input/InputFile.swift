#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import WeatherCore
import WeatherLocalization
import WeatherStrings

/// Reads an input whole: a file through the library's ``FileBytes`` (the same size limit
/// and reasons as translation files), standard input (`-`) and pipes such as `<(curl …)`
/// as streams, stopped at the same limit (`--current /dev/zero` ends, it does not fill memory).
enum InputFile {
    /// Whether anything (file or folder) is at `path`.
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The failure for a file or folder that is not there (exit 66).
    static func missing(_ path: String) -> CommandFailure {
        CommandFailure(kind: .noInput, message: .fileUnreadable(path: .path(path), .missing))
    }

    static func read(_ path: String) throws(CommandFailure) -> [UInt8] {
        if path == "-" { return try stream(descriptor: STDIN_FILENO, name: .standardInput) }
        do throws(FileBytes.Problem) {
            return try FileBytes.contents(of: path)
        } catch .notRegularFile {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw unreadable(.path(path), .unreadable) }
            defer { close(descriptor) }
            return try stream(descriptor: descriptor, name: .path(path))
        } catch {
            throw unreadable(.path(path), error)
        }
    }

    /// Everything a descriptor gives until its end, or a `tooLarge` failure past the limit.
    private static func stream(descriptor: Int32, name: InputName) throws(CommandFailure) -> [UInt8] {
        let limit = FileBytes.maximumBytes
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { readDescriptor(descriptor, into: $0) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(name, errno == EACCES || errno == EPERM ? .permissionDenied : errno == EISDIR ? .isDirectory : .unreadable)
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw unreadable(name, .tooLarge(limit: limit)) }
            bytes += chunk[..<count]
        }
    }

    private static func unreadable(_ name: InputName, _ problem: FileBytes.Problem) -> CommandFailure {
        CommandFailure(kind: .noInput, message: .fileUnreadable(path: name, problem))
    }
}

/// The C library's `read(2)`, named so that `InputFile.read(_:)` does not hide it: the same
/// call on every platform's C library, with no module named.
private func readDescriptor(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
