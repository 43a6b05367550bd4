/// Reads a document into a ``JSONTree`` in one pass over its UTF-8 bytes: the package's
/// one JSON grammar.
///
/// Accepts RFC 8259 after an optional UTF-8 byte-order mark, nesting up to
/// ``maximumDepth``, `\u` surrogates in pairs and, inside strings, only valid UTF-8. On
/// anything else it stops and says why and at which byte (``JSONSyntaxError``).
package struct JSONTreeParser {
    /// Why and where the parser stopped; ``JSONSyntaxError`` adds the line and column.
    struct Rejected: Error {
        let reason: JSONSyntaxError.Reason
        let offset: Int
    }

    /// The deepest nesting read; it bounds the recursion's stack use.
    static let maximumDepth = 512

    /// The document, valid while `parse` runs; every read is guarded by `index < bytes.count`.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var nodes: [JSONTree.Node] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // About one node per 10 bytes of a pretty-printed response, one per 7 of a compact one.
        nodes.reserveCapacity(bytes.count / 7 + 4)
    }

    /// Where and why `bytes` are not strict JSON (RFC 8259: no trailing comma, no comment),
    /// or `nil` when they are: for readers whose decoder is more lenient.
    package static func syntaxError(in bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// The document's tree, or where and why it is not JSON.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONTree {
        let parsed = bytes.withUnsafeBufferPointer { buffer -> Result<[JSONTree.Node], Rejected> in
            var parser = JSONTreeParser(buffer)
            return Result { () throws(Rejected) in
                if buffer.starts(with: byteOrderMark) { parser.index = byteOrderMark.count }
                parser.skipWhitespace()
                try parser.value(depth: 0)
                parser.skipWhitespace()
                guard parser.index == buffer.count else { throw parser.rejected(.textAfterValue) }
                return parser.nodes
            }
        }
        switch parsed {
        case .success(let nodes): return JSONTree(nodes: nodes, bytes: bytes)
        case .failure(let rejected): throw JSONSyntaxError(rejected.reason, at: rejected.offset, in: bytes)
        }
    }

    /// The UTF-8 byte-order mark some editors write first; JSON readers may skip it (RFC 8259, 8.1).
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The first byte of the document's value (after a byte-order mark and whitespace), if any.
    package static func firstSignificantByte(of bytes: some Collection<UInt8>) -> UInt8? {
        bytes.dropFirst(bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0)
            .first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
    }

    private func rejected(_ reason: JSONSyntaxError.Reason, at offset: Int? = nil) -> Rejected {
        Rejected(reason: reason, offset: min(offset ?? index, bytes.count))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Rejected) {
        guard index < bytes.count else { throw rejected(.value) }
        switch bytes[index] {
        case UInt8(ascii: "{"): try object(depth: depth + 1)
        case UInt8(ascii: "["): try array(depth: depth + 1)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = index
            try number()
            append(.number, start..<index)
        case UInt8(ascii: "t"): try literal("true"); append(.true)
        case UInt8(ascii: "f"): try literal("false"); append(.false)
        case UInt8(ascii: "n"): try literal("null"); append(.null)
        default: throw rejected(.value)
        }
    }

    private mutating func append(_ kind: JSONTree.Kind, _ range: Range<Int> = 0..<0, escaped: Bool = false, ascii: Bool = true) {
        nodes.append(JSONTree.Node(
            kind: kind, escaped: escaped, ascii: ascii, start: range.lowerBound, end: range.upperBound, next: nodes.count + 1))
    }

    /// A container's node, its count and end filled in by `close` once its contents are read.
    private mutating func open(_ kind: JSONTree.Kind) -> Int {
        append(kind)
        return nodes.count - 1
    }

    private mutating func close(_ container: Int, count: Int) {
        nodes[container].start = count
        nodes[container].next = nodes.count
    }

    private mutating func object(depth: Int) throws(Rejected) {
        guard let node = try openContainer(.object, closing: UInt8(ascii: "}"), depth: depth) else { return }
        var count = 0
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw rejected(.expected("a string key")) }
            try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw rejected(.expected("':' after an object key")) }
            index += 1
            skipWhitespace()
            try value(depth: depth)
            count += 1
        } while try !closes(at: UInt8(ascii: "}"))
        close(node, count: count)
    }

    private mutating func array(depth: Int) throws(Rejected) {
        guard let node = try openContainer(.array, closing: UInt8(ascii: "]"), depth: depth) else { return }
        var count = 0
        repeat {
            skipWhitespace()
            try value(depth: depth)
            count += 1
        } while try !closes(at: UInt8(ascii: "]"))
        close(node, count: count)
    }

    /// Opens the container whose opening byte is at `index`; `nil` when it is empty (its
    /// closing byte read and its node closed already).
    @inline(__always)
    private mutating func openContainer(_ kind: JSONTree.Kind, closing: UInt8, depth: Int) throws(Rejected) -> Int? {
        guard depth <= Self.maximumDepth else { throw rejected(.tooDeep) }
        index += 1
        let node = open(kind)
        skipWhitespace()
        guard index < bytes.count, bytes[index] == closing else { return node }
        index += 1
        close(node, count: 0)
        return nil
    }

    /// After an element: reads the comma (`false`, another element follows) or the
    /// container's closing byte (`true`).
    @inline(__always)
    private mutating func closes(at closing: UInt8) throws(Rejected) -> Bool {
        skipWhitespace()
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1; return false
            case closing: index += 1; return true
            default: break
            }
        }
        throw rejected(.expected(closing == UInt8(ascii: "}") ? "',' or '}' in an object" : "',' or ']' in an array"))
    }

    /// A string starting at its opening quote, kept as the range between the quotes. Its
    /// escapes and UTF-8 are checked here, so reading its text later cannot fail.
    private mutating func string() throws(Rejected) {
        index += 1
        let start = index
        var ascii = true
        var escaped = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let range = start..<index
                index += 1
                if escaped {
                    switch JSONStringEscapes.resolve(UnsafeBufferPointer(rebasing: bytes[range])) {
                    case .success(let text):
                        guard UTF8Validation.isValid(text[...]) else { throw rejected(.notUTF8, at: start - 1) }
                    case .failure(let escape):
                        throw rejected(escape.reason, at: start + escape.offset)
                    }
                } else if !ascii {
                    guard UTF8Validation.isValid(bytes[range]) else { throw rejected(.notUTF8, at: start - 1) }
                }
                append(.string, range, escaped: escaped, ascii: ascii)
                return
            case UInt8(ascii: "\\"):
                escaped = true
                // The escaped byte is never the closing quote; what it means is checked at the end.
                index += 2
            case 0x00..<0x20:
                throw stringFailure(.controlCharacter, from: start, escaped: escaped)
            case 0x80...:
                ascii = false
                index += 1
            default:
                index += 1
            }
        }
        throw stringFailure(.unterminatedString, from: start, escaped: escaped)
    }

    /// A string's failure at `index`, unless one of its escapes before that is the first error.
    private func stringFailure(_ reason: JSONSyntaxError.Reason, from start: Int, escaped: Bool) -> Rejected {
        let failure = rejected(reason)
        guard escaped,
            case .failure(let escape) = JSONStringEscapes.resolve(UnsafeBufferPointer(rebasing: bytes[start..<failure.offset])),
            start + escape.offset < failure.offset
        else { return failure }
        return rejected(escape.reason, at: start + escape.offset)
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as a range of the document.
    private mutating func number() throws(Rejected) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw rejected(.expected("a digit")) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw rejected(.expected("a digit")) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw rejected(.expected("a digit")) }
        }
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    /// `true`, `false` or `null`, stopping at the first byte that differs.
    private mutating func literal(_ word: StaticString) throws(Rejected) {
        for offset in 0..<word.utf8CodeUnitCount {
            guard index < bytes.count, bytes[index] == word.utf8Start[offset] else {
                throw rejected(.expected("'\(word)'"))
            }
            index += 1
        }
    }
}

/// Well-formed UTF-8 (Unicode's table 3-7: no overlong forms, surrogates or values past
/// U+10FFFF), the check `String(validating:)` makes, without building a `String`.
enum UTF8Validation {
    static func isValid(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        while let lead = iterator.next() {
            let count: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: continue
            case 0xC2...0xDF: count = 1
            case 0xE0: count = 2; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: count = 2
            case 0xED: count = 2; high = 0x9F
            case 0xF0: count = 3; low = 0x90
            case 0xF1...0xF3: count = 3
            case 0xF4: count = 3; high = 0x8F
            default: return false
            }
            // The second byte's range depends on the lead; the others are 80...BF.
            for position in 0..<count {
                guard let byte = iterator.next() else { return false }
                guard position == 0 ? (low...high).contains(byte) : (0x80...0xBF).contains(byte) else { return false }
            }
        }
        return true
    }
}
