internal import FoundationEssentials
internal import WeatherCore

extension FileBytes {
    /// `contents(of:)` for the table parsers, whose errors carry the file's display path.
    static func read(_ path: String, displayPath: String) throws(StringsParseError) -> [UInt8] {
        do throws(Problem) {
            return try contents(of: path)
        } catch {
            throw StringsParseError(file: displayPath, line: 0, column: 0, kind: .unreadable(TableFileProblem(error)))
        }
    }

    /// The names of the entries of a directory, sorted, or nil if it cannot be listed.
    static func directoryEntries(_ path: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory
    }
}
