import Foundation
import WeatherTestSupport

/// Runs the built `weather` executable, as a user would, from another directory.
enum WeatherBinary {
    typealias Result = ChildProcess.Result

    /// The executable beside the test bundle in the build folder (`.build/debug/weather`).
    static var url: URL { BuildProducts.url("weather") }

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
        let (executable, arguments) = command(arguments, launcher: launcher)
        return try ChildProcess.run(
            executable, arguments, environment: baseEnvironment.merging(environment) { $1 },
            currentDirectory: FileManager.default.temporaryDirectory, standardInput: .bytes(standardInput ?? Data()))
    }

    /// The program to start and its arguments: the binary itself, or the launcher before it.
    private static func command(_ arguments: [String], launcher: [String]?) -> (URL, [String]) {
        guard let launcher, let command = launcher.first else { return (url, arguments) }
        return (URL(fileURLWithPath: command), launcher.dropFirst() + [url.path] + arguments)
    }

    /// The absolute path of a fixture, since the binary runs in another directory.
    static func fixture(_ name: String) -> String {
        Fixture.directory.appendingPathComponent("\(name).json").path
    }
}

extension WeatherBinary {
    /// ``run(_:environment:standardInput:launcher:)`` on a thread of its own, so a test server
    /// in this process keeps serving while the binary runs (``ChildProcess/runInBackground(_:_:environment:currentDirectory:standardInput:timeout:)``).
    static func runInBackground(
        _ arguments: [String], environment: [String: String] = [:], launcher: [String]? = nil
    ) async throws -> Result {
        let (executable, arguments) = command(arguments, launcher: launcher)
        return try await ChildProcess.runInBackground(
            executable, arguments, environment: baseEnvironment.merging(environment) { $1 },
            currentDirectory: FileManager.default.temporaryDirectory)
    }
}
