import WeatherCore

/// The file `--api-key-file` names (systemd's `LoadCredential`): read through the bounded
/// reader every file goes through, so a stream (`/dev/zero`, a FIFO with no writer) is
/// refused at once, and a file over ``maximumBytes`` is refused before it is read.
package enum APIKeyFile {
    /// A key is 32 characters; a file longer than this is not a key file.
    package static let maximumBytes = 4096

    /// The key in the file at `path`, trimmed (empty when the file holds only whitespace).
    /// - Throws: ``SettingsError/keyFileUnreadable(path:reason:)`` for a missing, unreadable,
    ///   oversized, non-regular or non-UTF-8 file.
    package static func key(at path: String) throws(SettingsError) -> String {
        let bytes: [UInt8]
        do throws(FileBytes.Problem) {
            bytes = try FileBytes.contents(of: path, limit: maximumBytes)
        } catch {
            throw .keyFileUnreadable(path: path, reason: .file(error))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .keyFileUnreadable(path: path, reason: .notUTF8)
        }
        return text.trimmingWhitespace
    }
}
