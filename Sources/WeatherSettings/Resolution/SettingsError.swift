package import WeatherCore

/// Why the settings cannot be resolved: typed, with the path, key and line that are wrong;
/// each frontend words it in its user's language and maps it to its exit code.
package enum SettingsError: Error, Sendable, Hashable {
    /// The configuration file is unreadable or wrong (sysexits 78).
    case configurationFile(ConfigurationFileError)
    /// `--api-key-file` names a file that cannot be read as a key (sysexits 66).
    case keyFileUnreadable(path: String, reason: KeyFileProblem)
    /// The base URL given is not an `http` or `https` URL with a host and a valid port (a
    /// usage error, sysexits 64): the text as given, with where it came from.
    case invalidBaseURL(Sourced<String>)

    /// Why a key file could not be read.
    package enum KeyFileProblem: Sendable, Hashable {
        /// Missing, a folder, a stream or device, no permission, too large.
        case file(FileBytes.Problem)
        /// The bytes are not UTF-8.
        case notUTF8
    }
}
