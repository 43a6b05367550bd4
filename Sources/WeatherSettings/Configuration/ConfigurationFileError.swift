package import WeatherCore

/// What is wrong with the configuration file, with where it is: the file's path and, for a
/// mistake in its text, the line (and column, or key). A frontend words ``problem`` in the
/// user's language; ``detail`` is the English built from it, for logs and the server's start-up.
package struct ConfigurationFileError: Error, Sendable, Hashable {
    package var path: String
    package var problem: Problem

    /// One mistake.
    package enum Problem: Sendable, Hashable {
        /// The file is there but cannot be read (a folder, a device, no permission, too large).
        case unreadable(FileBytes.Problem)
        /// The bytes are not UTF-8.
        case notUTF8
        /// The text breaks TOML's grammar at `line` and `column` (characters, from 1).
        case syntax(line: Int, column: Int, TOMLSyntaxProblem)
        /// A key on `line` is wrong; `key` is dotted with its table (`serve.port`).
        case key(String, line: Int, KeyProblem)
    }

    /// What is wrong with one key.
    package enum KeyProblem: Sendable, Hashable {
        /// Not one of `known` (the keys of its table).
        case unknown(known: [String])
        /// A value of another type than `expected`.
        case wrongType(expected: ValueKind)
        /// A number outside `low...high` (as written in the message: `-90`, `90`).
        case outOfRange(low: String, high: String)
        /// A whole number outside `low...high`, or not a whole number.
        case notWholeNumber(low: Int, high: Int)
        /// A text that must not be empty.
        case empty
        /// A text that must be one of `choices`.
        case notOneOf([String])
        /// Given without the other keys of `pair` (`lat` and `lon`).
        case unpaired([String])
        /// A text that is neither an address nor a CIDR block (`10.0.0.0/8`).
        case notAddressRange(String)
    }

    /// The kinds of value a key may require.
    package enum ValueKind: String, Sendable, Hashable {
        case string = "a string", boolean = "true or false", number = "a number", table = "a table"
    }

    /// The mistake in English, as the command's and the service's messages quote it:
    /// `line 2: 'lat' must be between -90 and 90`.
    package var detail: String {
        switch problem {
        case .unreadable(let reason): reason.reason
        case .notUTF8: "not UTF-8 text"
        case .syntax(let line, let column, let problem): "line \(line), column \(column): \(problem.detail)"
        case .key(let key, let line, let keyProblem): "line \(line): " + Self.words(keyProblem, key: key)
        }
    }

    private static func words(_ problem: KeyProblem, key: String) -> String {
        switch problem {
        case .unknown(let known): "unknown key '\(key)' (known: \(known.joined(separator: ", ")))"
        case .wrongType(let expected): "'\(key)' must be \(expected.rawValue)"
        case .outOfRange(let low, let high): "'\(key)' must be between \(low) and \(high)"
        case .notWholeNumber(let low, let high): "'\(key)' must be a whole number from \(low) to \(high)"
        case .empty: "'\(key)' must not be empty"
        case .notOneOf(let choices): "'\(key)' must be one of \(choices.joined(separator: ", "))"
        case .unpaired(let pair): pair.map { "'\($0)'" }.joined(separator: " and ") + " go together"
        case .notAddressRange(let text): "'\(key)' must list addresses or CIDR blocks such as 10.0.0.0/8 or ::1/128, not '\(text)'"
        }
    }
}
