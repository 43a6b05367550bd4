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
    static let baseEnvironment = ["PATH": "/usr/bin:/bin", "TZ": "Pacific/Kiritimati"]

    static func run(_ arguments: [String], environment: [String: String] = [:], standardInput: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.environment = baseEnvironment.merging(environment) { $1 }
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let output = Pipe(), error = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let standardInput { writeAll(standardInput, to: input.fileHandleForWriting.fileDescriptor) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot block the child.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
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
