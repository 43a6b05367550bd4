#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to the standard streams at once, unbuffered: the listening line must reach a
/// script reading a pipe, and a startup error must be seen before the exit.
enum StandardStreams {
    static func writeOutput(_ text: String) { write(text, to: 1) }
    static func writeError(_ text: String) { write(text, to: 2) }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
