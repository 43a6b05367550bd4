internal import FoundationEssentials

/// Reads whole files for the parsers, turning file-system failures into parse errors.
enum FileBytes {
    static func read(_ path: String, displayPath: String) throws(StringsParseError) -> [UInt8] {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw StringsParseError(file: displayPath, line: 0, column: 0, kind: .unreadable(reason: "no such file"))
        }
        guard !isDirectory else {
            throw StringsParseError(file: displayPath, line: 0, column: 0, kind: .unreadable(reason: "is a directory"))
        }
        do {
            return Array(try Data(contentsOf: URL(filePath: path)))
        } catch {
            throw StringsParseError(file: displayPath, line: 0, column: 0, kind: .unreadable(reason: "not readable"))
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
