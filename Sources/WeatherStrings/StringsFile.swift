/// One `"key" = "value";` pair of a `.strings` file.
public struct StringsEntry: Sendable, Hashable {
    /// The key, with escapes resolved.
    public var key: String
    /// The translation, with escapes resolved.
    public var value: String
    /// The 1-based line where the key starts.
    public var line: Int
    /// The text of the comment directly above the entry (`/* … */` or `// …`), trimmed.
    public var comment: String?

    /// Creates an entry; `line` is where the key starts.
    public init(key: String, value: String, line: Int, comment: String? = nil) {
        self.key = key
        self.value = value
        self.line = line
        self.comment = comment
    }
}

/// A key that a `.strings` file defines more than once.
public struct StringsDuplicate: Sendable, Hashable {
    /// The key defined more than once.
    public var key: String
    /// The line of the later definition, whose value wins.
    public var line: Int
    /// The line of the first definition.
    public var firstLine: Int

    /// Creates a record of a key defined again on `line`.
    public init(key: String, line: Int, firstLine: Int) {
        self.key = key
        self.line = line
        self.firstLine = firstLine
    }
}

/// The parsed contents of one `.strings` file.
public struct StringsFile: Sendable, Hashable {
    /// The path shown to people, as given to the parser.
    public var file: String
    /// Every entry in file order, duplicates included.
    public var entries: [StringsEntry]
    /// Keys defined more than once, in file order of their later definitions.
    public var duplicates: [StringsDuplicate]

    /// Creates the result of parsing one file.
    public init(file: String, entries: [StringsEntry], duplicates: [StringsDuplicate] = []) {
        self.file = file
        self.entries = entries
        self.duplicates = duplicates
    }

    /// Key → value; where a key is defined twice the last definition wins, as on Apple platforms.
    ///
    /// ```swift
    /// try StringsParser.parse(text: #""a" = "1"; "a" = "2";"#, file: "x").table  // ["a": "2"]
    /// ```
    public var table: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }
}
