import ArgumentParser

/// A failure the user can act on: one line for stderr and a sysexits-style exit code.
struct CommandFailure: Error {
    /// Exit codes from sysexits(3), documented in `weather --help`.
    enum Kind: Int32 {
        case findings = 1
        case usage = 64
        case dataError = 65
        case noInput = 66
        case software = 70
    }

    var kind: Kind
    var message: String
}

extension ParsableCommand {
    /// Runs `body`; a `CommandFailure` becomes one line on stderr and its exit code, and
    /// nothing reaches stdout unless `body` finished: output is written in one piece at the end.
    func runReportingFailures(_ body: () throws -> String) throws {
        let output: String
        do {
            output = try body()
        } catch let failure as CommandFailure {
            StandardStreams.writeError("weather: \(failure.message)\n")
            throw ExitCode(failure.kind.rawValue)
        }
        StandardStreams.writeOutput(output)
    }
}
