import Foundation
import WeatherTestSupport

/// Golden output files in `Tests/WeatherCLITests/Snapshots`, compared byte for byte.
///
/// To re-record after a deliberate change: `RECORD_SNAPSHOTS=1 swift test --filter Snapshot`,
/// review `git diff Tests/WeatherCLITests/Snapshots`, then run the tests again without the
/// variable. A recording run fails on purpose, so an unchecked baseline cannot pass CI.
enum Snapshot {
    static var directory: URL {
        Repository.url("Tests/WeatherCLITests/Snapshots")
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" }

    enum Outcome: Equatable {
        case matches
        case recorded
        case missing
        /// A unified diff, expected (`-`) against actual (`+`), invisible characters shown.
        case differs(String)
    }

    static func compare(_ actual: String, to name: String) throws -> Outcome {
        let file = directory.appendingPathComponent(name)
        if isRecording {
            try Data(actual.utf8).write(to: file)
            return .recorded
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else { return .missing }
        if expected == actual { return .matches }
        return .differs(try unifiedDiff(expected: expected, actual: actual, name: name))
    }

    /// `diff -u` of the two texts, with characters a terminal would hide spelled out.
    private static func unifiedDiff(expected: String, actual: String, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expectedFile = folder.appendingPathComponent("expected"), actualFile = folder.appendingPathComponent("actual")
        try Data(visible(expected).utf8).write(to: expectedFile)
        try Data(visible(actual).utf8).write(to: actualFile)
        return try ChildProcess.run(
            URL(fileURLWithPath: "/usr/bin/diff"),
            ["-u", "--label", "expected/\(name)", "--label", "actual/\(name)", expectedFile.path, actualFile.path]
        ).standardOutput
    }

    /// Format characters, unusual spaces and controls as `⟨U+202F⟩`; newlines kept.
    static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let hidden = scalar.properties.generalCategory == .format
                || (scalar.properties.isWhitespace && scalar != " " && scalar != "\n")
                || (scalar.properties.generalCategory == .control && scalar != "\n")
            if hidden {
                result += "⟨U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4) + "⟩"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
