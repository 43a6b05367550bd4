#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starting the service's program in place of this process (the platform calls of `serve`).
enum ServerProgram {
    /// `name` in the folder `weather` runs from (`/proc/self/exe` on Linux, else `argv[0]`'s folder).
    static func path(named name: String) -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let own = length > 0
            ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments.first ?? name
        guard let slash = own.lastIndex(of: "/") else { return name }
        return String(own[...slash]) + name
    }

    /// Replaces this process with `path` (same environment); returns only on failure.
    static func replaceProcess(with path: String, arguments: [String]) {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        for pointer in argv { free(pointer) }
    }
}
