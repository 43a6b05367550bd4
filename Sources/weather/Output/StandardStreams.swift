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
    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Darwin)
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Whether stdout is a terminal (for colour).
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}
