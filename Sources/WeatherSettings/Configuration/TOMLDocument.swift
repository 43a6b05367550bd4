/// A TOML 1.0 document as the configuration file needs it: every value kind, tables,
/// dotted keys and arrays of tables, each key with the line it was written on.
///
/// Our own reader, not toml++ (through TOMLKit), because toml++ stops the process with a
/// failed assertion on some malformed text (`a =[}`, `[[[1]]]`, `[é]`), and a user's
/// file must only ever give an error with its line and column. Date-time values are
/// checked for shape and kept as text: no setting takes one.
struct TOMLTable: Sendable, Hashable {
    /// The keys in the order the file first wrote them, with their values and lines.
    private(set) var entries: [(key: String, value: TOMLValue, line: Int)] = []

    subscript(key: String) -> TOMLValue? { entries.first { $0.key == key }?.value }

    /// The line `key` was written on (for messages), 0 if it was not.
    func line(of key: String) -> Int { entries.first { $0.key == key }?.line ?? 0 }

    mutating func append(_ key: String, _ value: TOMLValue, line: Int) { entries.append((key, value, line)) }

    /// Tables are equal when they hold the same keys and values, wherever they were written.
    static func == (left: TOMLTable, right: TOMLTable) -> Bool {
        left.entries.elementsEqual(right.entries) { $0.key == $1.key && $0.value == $1.value }
    }

    func hash(into hasher: inout Hasher) {
        for entry in entries { hasher.combine(entry.key); hasher.combine(entry.value) }
    }
}

/// One TOML value.
enum TOMLValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case float(Double)
    case boolean(Bool)
    /// An offset or local date-time, date or time, as written.
    case dateTime(String)
    case array([TOMLValue])
    case table(TOMLTable)

    var string: String? { if case .string(let text) = self { text } else { nil } }
    var integer: Int? { if case .integer(let value) = self { value } else { nil } }
    /// A float, or an integer as a float.
    var number: Double? {
        switch self {
        case .float(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }
    var table: TOMLTable? { if case .table(let table) = self { table } else { nil } }
}

/// Where and why a TOML text is not well-formed.
struct TOMLSyntaxError: Error, Sendable, Hashable {
    var line: Int
    var column: Int
    var problem: TOMLSyntaxProblem
}

extension TOMLTable {
    /// Reads a whole TOML document.
    /// - Throws: ``TOMLSyntaxError`` at the first place the text breaks TOML's grammar or
    ///   its rules on defining a key or table twice.
    init(parsing text: String) throws(TOMLSyntaxError) {
        var reader = TOMLReader(Array(text.utf8))
        self = try reader.document()
    }
}

