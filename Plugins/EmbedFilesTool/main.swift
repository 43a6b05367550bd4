// Writes a Swift source file that carries the bytes of the given files, so a
// target can ship data (translation tables, a sample forecast) inside its binary.
//
// Usage: EmbedFilesTool <enum-name> <root-dir> <output.swift> <file>...
// Each file is keyed by its path relative to <root-dir>.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: EmbedFilesTool <enum-name> <root-dir> <output.swift> <file>...\n".utf8))
    exit(64)
}
let enumName = arguments[arguments.startIndex]
let root = URL(fileURLWithPath: arguments[arguments.startIndex + 1]).standardizedFileURL.path
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 2])
let files = arguments.dropFirst(3).sorted()

var source = """
// Generated at build time by EmbedFilesTool from \(URL(fileURLWithPath: root).lastPathComponent)/. Do not edit.

/// Files embedded in the binary at build time, keyed by their path relative to their folder.
enum \(enumName) {
    /// Relative path and Base64 of the bytes of each embedded file, sorted by path.
    static let base64Files: [(path: String, base64: String)] = [

"""
for file in files {
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    guard path.hasPrefix(root + "/") else {
        FileHandle.standardError.write(Data("EmbedFilesTool: \(path) is not inside \(root)\n".utf8))
        exit(65)
    }
    let relative = String(path.dropFirst(root.count + 1))
    do {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        source += "        (path: \"\(relative)\", base64: \"\(bytes.base64EncodedString())\"),\n"
    } catch {
        FileHandle.standardError.write(Data("EmbedFilesTool: cannot read \(path): \(error)\n".utf8))
        exit(66)
    }
}
source += "    ]\n}\n"

do {
    // Rewrite only on change, so an unchanged table does not rebuild its target.
    if (try? String(contentsOf: output, encoding: .utf8)) != source {
        try source.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("EmbedFilesTool: cannot write \(output.path): \(error)\n".utf8))
    exit(73)
}
