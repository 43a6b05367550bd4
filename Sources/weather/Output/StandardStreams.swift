#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole strings to stdout and stderr.
enum StandardStreams {
    static func writeOutput(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    static func writeError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    /// Writes every byte, retrying partial writes; a closed pipe ends the attempt quietly.
    /// The string's own UTF-8 storage is written, not a copy: `weather --locale all` prints
    /// tens of megabytes.
    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let rest = UnsafeBufferPointer(rebasing: bytes[offset...])
                let written = writeDescriptor(descriptor, rest)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }

    /// Whether stdout is a terminal (for colour).
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }

    /// The terminal's width in columns when stdout is one: the kernel's window size, else
    /// `COLUMNS`; `nil` when stdout is not a terminal or neither says.
    static func terminalColumns(environment: [String: String]) -> Int? {
        guard outputIsTerminal else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
    }
}

/// The C library's `write(2)`, named so that `StandardStreams.write(_:to:)` does not hide it:
/// the same call on every platform's C library, with no module named.
private func writeDescriptor(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}
