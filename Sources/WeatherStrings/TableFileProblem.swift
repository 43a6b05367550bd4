package import WeatherCore

/// Why a translation file, catalog or folder could not be read or written: a value a
/// frontend words in its user's language; ``reason`` says it in English for reports.
public enum TableFileProblem: Sendable, Hashable {
    /// Nothing is at the path (a file was expected).
    case missing
    /// Nothing is at the path (a folder was expected).
    case missingDirectory
    /// A folder is at the path where a file was expected.
    case isDirectory
    /// A file is at the path where a folder was expected.
    case notADirectory
    /// A pipe, socket or device: not a file to read.
    case notRegularFile
    /// The file may not be read by this user.
    case permissionDenied
    /// The file is larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// Another failure of the file system while reading.
    case unreadable
    /// The file or folder could not be written.
    case cannotWrite

    /// The reason in a few English words (`no such file`), as the errors' descriptions quote it.
    public var reason: String {
        switch self {
        case .missingDirectory: "no such directory"
        case .notADirectory: "not a directory"
        case .cannotWrite: "cannot write"
        case .missing: FileBytes.Problem.missing.reason
        case .isDirectory: FileBytes.Problem.isDirectory.reason
        case .notRegularFile: FileBytes.Problem.notRegularFile.reason
        case .permissionDenied: FileBytes.Problem.permissionDenied.reason
        case .tooLarge(let limit): FileBytes.Problem.tooLarge(limit: limit).reason
        case .unreadable: FileBytes.Problem.unreadable.reason
        }
    }

    /// The problem `FileBytes` reported.
    package init(_ problem: FileBytes.Problem) {
        self = switch problem {
        case .missing: .missing
        case .isDirectory: .isDirectory
        case .notRegularFile: .notRegularFile
        case .permissionDenied: .permissionDenied
        case .tooLarge(let limit): .tooLarge(limit: limit)
        case .unreadable: .unreadable
        }
    }
}
