internal import WeatherCore

/// Parses Apple `.strings` files as Xcode and `genstrings` write them.
///
/// ```swift
/// let file = try StringsParser.parse(text: "/* Greeting */\n\"hello\" = \"안녕\";", file: "ko.lproj/Localizable.strings")
/// file.entries[0]  // key "hello", value "안녕", line 2, comment "Greeting"
/// ```
///
/// Keys and values are quoted (`"a b"`) or unquoted NeXTSTEP strings (`a_b.c`);
/// `/* */` and `//` comments may stand between any two tokens; `"key";` is short for
/// `"key" = "key";`. Escapes: `\"` `\'` `\\` `\n` `\t` `\r` `\a` `\b` `\f` `\v`, octal
/// `\0` to `\177`, and `\U1234` / `\u1234` (UTF-16 code units; surrogate pairs combine).
@_spi(Fuzzing) public enum StringsParser {
    /// Parses the bytes of a `.strings` file (UTF-8 or UTF-16, see the type's notes).
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - file: The path shown in errors, such as `ko.lproj/Localizable.strings`.
    ///   - rejectingDuplicates: Throw `duplicateKey` at a key's second definition
    ///     instead of listing it in `StringsFile.duplicates`.
    public static func parse(
        _ bytes: [UInt8], file: String, rejectingDuplicates: Bool = false
    ) throws(StringsParseError) -> StringsFile {
        let scalars = try StringsTextDecoder.decode(bytes, file: file)
        return try parse(scalars: scalars, file: file, rejectingDuplicates: rejectingDuplicates)
    }

    /// Parses `.strings` text that is already decoded.
    package static func parse(
        text: String, file: String, rejectingDuplicates: Bool = false
    ) throws(StringsParseError) -> StringsFile {
        var scalars = Array(text.unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        return try parse(scalars: scalars, file: file, rejectingDuplicates: rejectingDuplicates)
    }

    /// Reads and parses the `.strings` file at a path.
    ///
    /// - Parameters:
    ///   - path: Where the file is.
    ///   - displayPath: The path shown in errors; `path` when nil.
    ///   - rejectingDuplicates: Throw `duplicateKey` instead of listing duplicates.
    package static func parse(
        contentsOf path: String, displayPath: String? = nil, rejectingDuplicates: Bool = false
    ) throws(StringsParseError) -> StringsFile {
        let file = displayPath ?? path
        let bytes = try FileBytes.read(path, displayPath: file)
        return try parse(bytes, file: file, rejectingDuplicates: rejectingDuplicates)
    }

    static func parse(
        scalars: [Unicode.Scalar], file: String, rejectingDuplicates: Bool
    ) throws(StringsParseError) -> StringsFile {
        var scanner = StringsScanner(scalars: scalars, file: file)
        var entries: [StringsEntry] = []
        var duplicates: [StringsDuplicate] = []
        var firstLines: [String: Int] = [:]
        var previousEntryEndLine = 0

        while true {
            let comments = try scanner.skipTrivia()
            if scanner.isAtEnd { break }

            let keyStart = scanner.mark
            guard let key = try scanner.readString() else { throw scanner.error(.expectedKey) }
            let afterKey = scanner.mark
            try scanner.skipTrivia()

            let value: String
            switch scanner.current {
            case "=":
                scanner.advance()
                try scanner.skipTrivia()
                guard let parsed = try scanner.readString() else { throw scanner.error(.expectedValue) }
                value = parsed
                let afterValue = scanner.mark
                try scanner.skipTrivia()
                guard scanner.current == ";" else { throw scanner.error(.missingSemicolon, at: afterValue) }
            case ";":
                value = key
            default:
                throw scanner.error(.missingEquals, at: afterKey)
            }
            scanner.advance()  // ;

            if let firstLine = firstLines[key] {
                if rejectingDuplicates {
                    throw scanner.error(.duplicateKey(key: key, firstLine: firstLine), at: keyStart)
                }
                duplicates.append(StringsDuplicate(key: key, line: keyStart.line, firstLine: firstLine))
            } else {
                firstLines[key] = keyStart.line
            }
            let comment = comments.last(where: {
                $0.startLine > previousEntryEndLine && keyStart.line - $0.endLine <= 1
            })
            entries.append(StringsEntry(key: key, value: value, line: keyStart.line, comment: comment?.text))
            previousEntryEndLine = scanner.line
        }
        return StringsFile(file: file, entries: entries, duplicates: duplicates)
    }
}
