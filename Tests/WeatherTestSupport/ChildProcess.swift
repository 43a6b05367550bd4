public import FoundationEssentials
import Foundation
import Glibc

/// The tests' one way to run a program and collect what it did: its exit status and
/// everything it wrote, stdout and stderr read at once so that a large output on either
/// cannot block it.
///
/// ```swift
/// let result = try ChildProcess.run(URL(fileURLWithPath: "/bin/echo"), ["hi"])
/// result.status          // 0
/// result.standardOutput  // "hi\n"
/// ```
public enum ChildProcess {
    /// What a program ended with.
    public struct Result: Sendable, Equatable {
        /// The exit status (or, when a signal ended it, the signal's number).
        public var status: Int32
        public var standardOutput: String
        public var standardError: String

        public init(status: Int32, standardOutput: String, standardError: String) {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// What the program reads.
    public enum Input: Sendable {
        /// A pipe holding these bytes, closed after them (empty: a pipe closed at once).
        case bytes(Data)
        /// `/dev/null`.
        case nullDevice
    }

    /// No exit within a run's time limit.
    public struct TimedOut: Error, CustomStringConvertible {
        public var executable: String
        public var seconds: Double
        public var description: String { "\(executable) did not exit within \(seconds) s and was stopped" }
    }

    /// Runs `executable` with `arguments` to its end.
    /// - Parameters:
    ///   - environment: the whole environment; `nil` keeps this process's.
    ///   - currentDirectory: where it runs; `nil` keeps this process's.
    ///   - standardInput: what it reads (a pipe closed at once unless told otherwise).
    ///   - timeout: seconds after which it is sent SIGKILL and ``TimedOut`` is thrown; `nil`: no limit.
    public static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, currentDirectory: URL? = nil,
        standardInput: Input = .bytes(Data()), timeout: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let input: Pipe?
        switch standardInput {
        case .bytes:
            input = Pipe()
            process.standardInput = input
        case .nullDevice:
            input = nil
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        let watchdog = timeout.map { Watchdog(process: process, seconds: $0) }
        if let input {
            if case .bytes(let bytes) = standardInput, !bytes.isEmpty { writeAll(bytes, to: input.fileHandleForWriting.fileDescriptor) }
            try input.fileHandleForWriting.close()
        }
        // Read both pipes at once before waiting, so a large output on either cannot block the child.
        let errorReader = PipeReader(error)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorReader.wait()
        process.waitUntilExit()
        if let watchdog, watchdog.stop() {
            throw TimedOut(executable: executable.path, seconds: watchdog.seconds)
        }
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// ``run(_:_:environment:currentDirectory:standardInput:timeout:)`` on a thread of its
    /// own, so a test server in this process keeps serving while the program runs: on Linux,
    /// Swift's tasks and Dispatch's global queues share a pool as wide as the machine has
    /// cores, which blocked waits would fill.
    public static func runInBackground(
        _ executable: URL, _ arguments: [String], environment: [String: String]? = nil, currentDirectory: URL? = nil,
        standardInput: Input = .bytes(Data()), timeout: Double? = nil
    ) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Swift.Result {
                    try run(
                        executable, arguments, environment: environment, currentDirectory: currentDirectory,
                        standardInput: standardInput, timeout: timeout)
                })
            }.start()
        }
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

/// Kills a process still running after its time limit.
private final class Watchdog: @unchecked Sendable {
    let seconds: Double
    /// Signalled when the process ended in time; `fired` is written before the thread ends
    /// and read only after `finished` was waited on.
    private let ended = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var fired = false

    init(process: Process, seconds: Double) {
        self.seconds = seconds
        let pid = process.processIdentifier
        Thread { [self] in
            if ended.wait(timeout: .now() + seconds) == .timedOut {
                fired = true
                kill(pid, SIGKILL)
            }
            finished.signal()
        }.start()
    }

    /// Stops watching (the process has exited); whether the limit had passed first.
    func stop() -> Bool {
        ended.signal()
        finished.wait()
        return fired
    }
}
