// Writes a Swift source file that carries data into a target at build time, so the binary
// needs no files beside it wherever it is installed.
//
// Usage:
//   EmbedFilesTool files  <enum-name> <root-dir> <output.swift> <file>...
//       Each UTF-8 file as a string literal, keyed by its path relative to <root-dir>.
//   EmbedFilesTool tables <enum-name> <root-dir> <output.swift> <file>...
//       The translation tables of <root-dir>/*.lproj, parsed and checked by the library's own
//       parser (WeatherStrings), as Swift literals of its `LanguageTable`, without comments: loading one is building a dictionary, with
//       no parsing and no decoding. A broken table fails the build with file:line:column.
//       The files listed are the plugin's inputs; the folder is read as a whole.
import Foundation
@_spi(Fuzzing) import WeatherStrings

/// Exit codes (sysexits): usage, bad data, missing input, cannot create output.
enum Exit: Int32 {
    case usage = 64, dataError = 65, noInput = 66, cannotCreate = 73
}

func fail(_ message: String, _ code: Exit) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code.rawValue)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4, ["files", "tables"].contains(arguments[0]) else {
    fail("usage: EmbedFilesTool files|tables <enum-name> <root-dir> <output.swift> <file>...", .usage)
}
let mode = arguments[0]
let enumName = arguments[1]
let root = URL(fileURLWithPath: arguments[2]).standardizedFileURL.path
let output = URL(fileURLWithPath: arguments[3])
let files = arguments.dropFirst(4).sorted()

/// A Swift string literal with exactly the scalars of `text`: printable ASCII as written,
/// everything else as `\u{…}`, so no character can end the literal or change the file.
func swiftLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case " "..."~": literal.unicodeScalars.append(scalar)
        default: literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
    return literal + "\""
}

/// Swift source for the files of `files` mode.
func filesSource() -> String {
    var source = """
    // Generated at build time by EmbedFilesTool from \(URL(fileURLWithPath: root).lastPathComponent)/. Do not edit.

    /// Files embedded in the binary at build time, keyed by their path relative to their folder.
    enum \(enumName) {
        /// Relative path and UTF-8 text of each embedded file, sorted by path.
        static let files: [(path: String, text: String)] = [

    """
    for file in files {
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        guard path.hasPrefix(root + "/") else { fail("EmbedFilesTool: \(path) is not inside \(root)", .dataError) }
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
            fail("EmbedFilesTool: cannot read \(path)", .noInput)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            fail("\(path):1:1: error: not UTF-8 text, which is all EmbedFilesTool embeds", .dataError)
        }
        source += "        (path: \(swiftLiteral(String(path.dropFirst(root.count + 1)))), text: \(swiftLiteral(text))),\n"
    }
    return source + "    ]\n}\n"
}

/// The line and column of a `.stringsdict` key's `<key>` element, for build errors
/// (the property-list decoder reports keys, not positions).
func location(ofKey key: String, in path: String) -> (line: Int, column: Int) {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return (1, 1) }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if let range = line.range(of: "<key>\(key)</key>") {
            return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
        }
    }
    return (1, 1)
}

/// A problem as a compiler diagnostic, `file:line:column: error: message`, which build
/// logs and editors point at.
func diagnostic(_ problem: LocalizationLoadProblem) -> String {
    switch problem {
    case .parseError(let error):
        return "\(error.file):\(max(error.line, 1)):\(max(error.column, 1)): error: \(error.kind.message)"
    case .stringsDictError(let error):
        guard let key = error.key else { return "\(error.file):1:1: error: \(error.kind.message)" }
        let place = location(ofKey: key, in: error.file)
        return "\(error.file):\(place.line):\(place.column): error: \"\(key)\": \(error.kind.message)"
    case .duplicateKey(_, let key, let file, let line, let firstLine):
        return "\(file):\(line):1: error: \(StringsParseError.Kind.duplicateKey(key: key, firstLine: firstLine).message)"
    case .catalogError(let error):
        return "\(error.file):1:1: error: \(error.path): \(error.message)"
    case .unreviewed(let language, let key, let state, let file):
        return "\(file):1:1: error: \(language): \"\(key)\" is \(state); only translated entries are built in"
    case .catalogEntryReduced(let entry):
        return "\(entry.note.file):1:1: error: \(entry.note.path): \(entry.note.message); only entries read whole are built in"
    }
}

/// Swift source for the tables of `tables` mode.
func tablesSource() -> String {
    let report = LocalizationTables.loadReport(directory: root)
    guard report.problems.isEmpty else {
        fail(report.problems.map(diagnostic).joined(separator: "\n"), .dataError)
    }
    let languages = report.tables.languages.keys.sorted()
    var source = """
    // Generated at build time by EmbedFilesTool from \(URL(fileURLWithPath: root).lastPathComponent)/. Do not edit.

    internal import WeatherStrings

    /// The translation tables of the package's `Localizations/`, parsed and checked at build time.
    enum \(enumName) {
        /// Normalised identifiers of the embedded languages, sorted.
        static let languages: [String] = [\(languages.map(swiftLiteral).joined(separator: ", "))]

        /// The table of a normalised language identifier, built anew on each call; nil if none is embedded.
        static func table(for language: String) -> LanguageTable? {
            switch language {

    """
    for (index, language) in languages.enumerated() {
        source += "        case \(swiftLiteral(language)): table\(index)()\n"
    }
    source += "        default: nil\n        }\n    }\n"
    for (index, language) in languages.enumerated() {
        guard let table = report.tables.languages[language] else { continue }
        source += "\n    /// \(language)\n    private static func table\(index)() -> LanguageTable {\n"
        source += "        LanguageTable(\n            strings: ["
        if table.strings.isEmpty { source += ":" }
        source += "\n"
        for key in table.strings.keys.sorted() {
            source += "                \(swiftLiteral(key)): \(swiftLiteral(table.strings[key] ?? "")),\n"
        }
        source += "            ],\n            plurals: ["
        if table.plurals.isEmpty { source += ":" }
        source += "\n"
        for key in table.plurals.keys.sorted() {
            guard let entry = table.plurals[key] else { continue }
            source += "                \(swiftLiteral(key)): PluralEntry(\n"
            source += "                    key: \(swiftLiteral(entry.key)), format: \(swiftLiteral(entry.format)),\n"
            source += "                    variables: ["
            if entry.variables.isEmpty { source += ":" }
            source += "\n"
            for name in entry.variables.keys.sorted() {
                guard let variable = entry.variables[name] else { continue }
                let forms = PluralCategory.allCases.compactMap { category in
                    variable.forms[category].map { ".\(category.rawValue): \(swiftLiteral($0))" }
                }
                source += "                        \(swiftLiteral(name)): PluralVariable(\n"
                source += "                            name: \(swiftLiteral(variable.name)), valueType: .\(variable.valueType),\n"
                source += "                            forms: [\(forms.isEmpty ? ":" : forms.joined(separator: ", "))]),\n"
            }
            source += "                    ]),\n"
        }
        source += "            ])\n    }\n"
    }
    return source + "}\n"
}

let source = mode == "tables" ? tablesSource() : filesSource()
do {
    // Rewrite only on change, so an unchanged table does not rebuild its target.
    if (try? String(contentsOf: output, encoding: .utf8)) != source {
        try source.write(to: output, atomically: true, encoding: .utf8)
    }
} catch {
    fail("EmbedFilesTool: cannot write \(output.path): \(error)", .cannotCreate)
}
