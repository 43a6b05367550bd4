/// One `"key" = "value";` pair of a `.strings` file.
package struct StringsEntry: Sendable, Hashable {
    /// The key, with escapes resolved.
    package var key: String
    /// The translation, with escapes resolved.
    package var value: String
    /// The 1-based line where the key starts.
    package var line: Int
    /// The text of the comment directly above the entry (`/* … */` or `// …`), trimmed.
    package var comment: String?

    /// Creates an entry; `line` is where the key starts.
    package init(key: String, value: String, line: Int, comment: String? = nil) {
        self.key = key
        self.value = value
        self.line = line
        self.comment = comment
    }
}

/// A key that a `.strings` file defines more than once.
package struct StringsDuplicate: Sendable, Hashable {
    /// The key defined more than once.
    package var key: String
    /// The line of the later definition, whose value wins.
    package var line: Int
    /// The line of the first definition.
    package var firstLine: Int

    /// Creates a record of a key defined again on `line`.
    package init(key: String, line: Int, firstLine: Int) {
        self.key = key
        self.line = line
        self.firstLine = firstLine
    }
}

/// The parsed contents of one `.strings` file.
@_spi(Fuzzing) public struct StringsFile: Sendable, Hashable {
    /// The path shown to people, as given to the parser.
    package var file: String
    /// Every entry in file order, duplicates included.
    package var entries: [StringsEntry]
    /// Keys defined more than once, in file order of their later definitions.
    package var duplicates: [StringsDuplicate]

    /// Key → value; where a key is defined twice the last definition wins, as on Apple platforms.
    ///
    /// ```swift
    /// try StringsParser.parse(text: #""a" = "1"; "a" = "2";"#, file: "x").table  // ["a": "2"]
    /// ```
    public var table: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
