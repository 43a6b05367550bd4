/// The reader's state: built tables are reference nodes until the end, so that a header or
/// a dotted key can reach back into a table written earlier.
final class TOMLNode {
    enum Origin { case implicit, header, dotted, inline, value }
    enum Entry { case value(TOMLValue), table(TOMLNode), tables([TOMLNode]) }

    var origin: Origin
    var entries: [(key: String, entry: Entry, line: Int)] = []

    init(_ origin: Origin) { self.origin = origin }

    func index(of key: String) -> Int? { entries.firstIndex { $0.key == key } }

    var table: TOMLTable {
        var table = TOMLTable()
        for (key, entry, line) in entries {
            switch entry {
            case .value(let value): table.append(key, value, line: line)
            case .table(let node): table.append(key, .table(node.table), line: line)
            case .tables(let nodes): table.append(key, .array(nodes.map { .table($0.table) }), line: line)
            }
        }
        return table
    }
}

struct TOMLReader {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var lineStart = 0
    /// How deep arrays and inline tables nest before the text is refused (recursion bound).
    static let depthLimit = 64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A byte-order mark, as some editors save, is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func peek(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }

    func starts(with marker: StaticString) -> Bool {
        let count = marker.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == marker.utf8Start[$0] }
    }

    /// An error at the reader's position; columns count characters, not bytes.
    func failure(_ problem: TOMLSyntaxProblem) -> TOMLSyntaxError {
        let end = min(index, bytes.count)
        let column = bytes[lineStart..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        return TOMLSyntaxError(line: line, column: column, problem: problem)
    }

    /// `expected` is missing at the reader, which holds what was found instead.
    func missing(_ expected: TOMLSyntaxProblem.Expected) -> TOMLSyntaxError {
        failure(.expected(expected, found: found))
    }

    /// What the byte at the reader is, for messages.
    var found: TOMLSyntaxProblem.Found {
        guard let byte = current else { return .endOfFile }
        switch byte {
        case 0x0A, 0x0D: return .endOfLine
        case 0x20...0x7E: return .character(Character(Unicode.Scalar(byte)))
        default: return byte < 0x80 ? .controlCharacter : .nonASCIICharacter
        }
    }

    mutating func skipSpaces() { while current == 0x20 || current == 0x09 { index += 1 } }

    /// A comment's text allows tab but no other control character.
    mutating func skipComment() throws(TOMLSyntaxError) {
        guard current == UInt8(ascii: "#") else { return }
        while let byte = current, byte != 0x0A {
            if byte == 0x0D, peek(1) == 0x0A { return }
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F { throw failure(.controlCharacter(in: .comment)) }
            index += 1
        }
    }

    /// A line ending (LF or CRLF); false at the end of the text.
    mutating func newline() throws(TOMLSyntaxError) -> Bool {
        if current == 0x0D {
            guard peek(1) == 0x0A else { throw failure(.carriageReturnWithoutLineFeed) }
            index += 1
        }
        guard current == 0x0A else { return false }
        index += 1
        line += 1
        lineStart = index
        return true
    }

    /// Spaces, comments and line endings, as arrays allow between their values.
    mutating func skipBlankLines() throws(TOMLSyntaxError) {
        repeat {
            skipSpaces()
            try skipComment()
        } while try newline()
    }

    /// The rest of an expression's line: spaces, a comment, then the line's end.
    mutating func endOfLine() throws(TOMLSyntaxError) {
        skipSpaces()
        try skipComment()
        guard try newline() || current == nil else { throw missing(.endOfLine) }
    }

    // MARK: Document

    mutating func document() throws(TOMLSyntaxError) -> TOMLTable {
        let root = TOMLNode(.header)
        var table = root
        while true {
            skipSpaces()
            try skipComment()
            if try newline() { continue }
            guard let byte = current else { break }
            if byte == UInt8(ascii: "[") {
                table = try header(root)
            } else {
                try keyValue(into: table, depth: 0)
            }
            try endOfLine()
        }
        return root.table
    }

    /// `[a.b]` or `[[a.b]]`: the table that the following keys go into.
    mutating func header(_ root: TOMLNode) throws(TOMLSyntaxError) -> TOMLNode {
        let headerLine = line
        let isArray = peek(1) == UInt8(ascii: "[")
        index += isArray ? 2 : 1
        skipSpaces()
        let path = try key()
        skipSpaces()
        guard starts(with: isArray ? "]]" : "]") else {
            throw missing(.headerClose(arrayOfTables: isArray))
        }
        index += isArray ? 2 : 1
        var node = root
        for (position, name) in path.enumerated() {
            let last = position == path.count - 1
            if let found = node.index(of: name) {
                switch node.entries[found].entry {
                case .table(let child):
                    if last {
                        guard !isArray else { throw failure(.tableNotArrayOfTables(name)) }
                        guard child.origin == .implicit else { throw failure(.tableDefinedTwice(path.joined(separator: "."))) }
                        child.origin = .header
                    }
                    guard child.origin != .inline else { throw failure(.inlineTableExtended(name)) }
                    node = child
                case .tables(let children):
                    if last {
                        guard isArray else { throw failure(.arrayOfTablesNotTable(name)) }
                        let child = TOMLNode(.header)
                        node.entries[found].entry = .tables(children + [child])
                        node = child
                    } else {
                        // A header below an array of tables goes into its last table.
                        node = children[children.count - 1]
                    }
                case .value:
                    throw failure(.holdsValue(name))
                }
            } else {
                let child = TOMLNode(last ? .header : .implicit)
                node.entries.append((name, last && isArray ? .tables([child]) : .table(child), headerLine))
                node = child
            }
        }
        return node
    }

    /// `key = value` into `table`, creating the tables a dotted key names.
    mutating func keyValue(into table: TOMLNode, depth: Int) throws(TOMLSyntaxError) {
        let keyLine = line
        let path = try key()
        skipSpaces()
        guard current == UInt8(ascii: "=") else { throw missing(.equals) }
        index += 1
        skipSpaces()
        let value = try value(depth: depth)
        var node = table
        for (position, name) in path.dropLast().enumerated() {
            if let found = node.index(of: name) {
                guard case .table(let child) = node.entries[found].entry, child.origin == .dotted || child.origin == .implicit else {
                    throw failure(.cannotTakeDottedKeys(path[...position].joined(separator: ".")))
                }
                child.origin = .dotted
                node = child
            } else {
                let child = TOMLNode(.dotted)
                node.entries.append((name, .table(child), keyLine))
                node = child
            }
        }
        let name = path[path.count - 1]
        guard node.index(of: name) == nil else { throw failure(.keyDefinedTwice(path.joined(separator: "."))) }
        node.entries.append((name, .value(value), keyLine))
    }

    /// A dotted key: bare or quoted parts joined by dots.
    mutating func key() throws(TOMLSyntaxError) -> [String] {
        var path: [String] = []
        while true {
            switch current {
            case UInt8(ascii: "\""):
                path.append(try basicString())
            case UInt8(ascii: "'"):
                path.append(try literalString())
            default:
                let start = index
                while let byte = current, Self.isBareKey(byte) { index += 1 }
                guard index > start else { throw missing(.key) }
                path.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            skipSpaces()
            guard current == UInt8(ascii: ".") else { return path }
            index += 1
            skipSpaces()
        }
    }

    static func isBareKey(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    // MARK: Values

    mutating func value(depth: Int) throws(TOMLSyntaxError) -> TOMLValue {
        guard depth < Self.depthLimit else { throw failure(.nestingTooDeep(limit: Self.depthLimit)) }
        switch current {
        case UInt8(ascii: "\""):
            return .string(starts(with: "\"\"\"") ? try multilineString(quote: UInt8(ascii: "\"")) : try basicString())
        case UInt8(ascii: "'"):
            return .string(starts(with: "'''") ? try multilineString(quote: UInt8(ascii: "'")) : try literalString())
        case UInt8(ascii: "["):
            return try array(depth: depth)
        case UInt8(ascii: "{"):
            return try inlineTable(depth: depth)
        case UInt8(ascii: "t") where starts(with: "true"):
            index += 4
            return .boolean(true)
        case UInt8(ascii: "f") where starts(with: "false"):
            index += 5
            return .boolean(false)
        case nil, 0x0A, 0x0D, UInt8(ascii: "#"):
            throw missing(.value)
        default:
            return try scalarToken()
        }
    }

    mutating func array(depth: Int) throws(TOMLSyntaxError) -> TOMLValue {
        index += 1
        var values: [TOMLValue] = []
        while true {
            try skipBlankLines()
            if current == UInt8(ascii: "]") { break }
            values.append(try value(depth: depth + 1))
            try skipBlankLines()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "]") else { throw missing(.arraySeparator) }
            break
        }
        index += 1
        return .array(values)
    }

    /// `{ a = 1, b.c = 2 }`: on one line, no trailing comma, closed to later additions.
    mutating func inlineTable(depth: Int) throws(TOMLSyntaxError) -> TOMLValue {
        index += 1
        let node = TOMLNode(.inline)
        skipSpaces()
        if current == UInt8(ascii: "}") {
            index += 1
            return .table(node.table)
        }
        while true {
            skipSpaces()
            try keyValue(into: node, depth: depth + 1)
            skipSpaces()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "}") else { throw missing(.inlineTableSeparator) }
            index += 1
            return .table(node.table)
        }
    }
}
