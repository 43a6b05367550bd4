import Glibc
import Foundation

/// Runs the built `weather` executable, as a user would, from another directory.
enum WeatherBinary {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The executable beside the test bundle in the build folder (`.build/debug/weather`).
    static var url: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent()
            .appendingPathComponent("weather")
    }

    /// A fixed, minimal environment: no locale, no colour settings, no terminal, so the
    /// output depends on the arguments alone.
    static let baseEnvironment = ["PATH": "/usr/bin:/bin", "TZ": "Pacific/Kiritimati"].merging(sanitizerSettings) { $1 }

    /// Under `.ci/sanitize` the binary is instrumented too: it gets the same sanitizer
    /// options (suppressions included) as the test process.
    private static var sanitizerSettings: [String: String] {
        ProcessInfo.processInfo.environment.filter { ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE"].contains($0.key) }
    }

    /// - Parameter launcher: when given, a command that runs the binary (its path follows the
    ///   launcher's own arguments), to set limits or signal dispositions first.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], standardInput: Data? = nil, launcher: [String]? = nil
    ) throws -> Result {
        let process = Process()
        if let launcher, let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = launcher.dropFirst() + [url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        process.environment = baseEnvironment.merging(environment) { $1 }
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let output = Pipe(), error = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let standardInput { writeAll(standardInput, to: input.fileHandleForWriting.fileDescriptor) }
        try input.fileHandleForWriting.close()
        // Read both pipes at once before waiting, so a large output on either cannot block the child.
        let errorReader = PipeReader(error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// Writes every byte, retrying when a signal (another test's child exiting) interrupts
    /// the write; a child that exits without reading ends the attempt.
    private static func writeAll(_ data: Data, to descriptor: Int32) {
        var bytes = Array(data)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// The absolute path of a fixture, since the binary runs in another directory.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("\(name).json").path
    }
}

extension WeatherBinary {
    /// ``run(_:environment:standardInput:)`` on a thread of its own, so a test server in this
    /// process keeps serving while the binary runs: on Linux, Swift's tasks and Dispatch's
    /// global queues share a pool as wide as the machine has cores, which blocked waits
    /// would fill.
    static func runInBackground(
        _ arguments: [String], environment: [String: String] = [:], launcher: [String]? = nil
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Swift.Result { try run(arguments, environment: environment, launcher: launcher) })
            }.start()
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// The whole content, once the writer closed the pipe. `data` is written before the
    /// semaphore is signalled and read only after waiting on it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
