/// A JSON document read in one pass over its UTF-8 bytes, for ``JSONTreeDecoder``.
///
/// Accepts exactly what ``JSONSyntaxCheck`` accepts (RFC 8259, nesting up to its maximum
/// depth, `\u` surrogates in pairs) and, inside strings, only valid UTF-8. On anything
/// else it gives up without saying why: the caller asks `JSONSyntaxCheck` for the line and
/// column, so there is one description of JSON syntax errors, not two.
///
/// Numbers keep their text (a byte range of the document) until a model asks for an `Int`
/// or a `Double`, so each is converted once, exactly, to the type the field declares.
enum JSONValue {
    case null
    case bool(Bool)
    /// The number's literal, as a range of the document's bytes.
    case number(Range<Int>)
    case string(String)
    case array([JSONValue])
    /// Members in document order; a repeated key is kept, and lookups find the last.
    case object([(key: String, value: JSONValue)])
}

struct JSONTreeParser {
    /// The document is not JSON the decoder accepts; `JSONSyntaxCheck` says where.
    struct Rejected: Error {}

    /// The document, valid while `parse` runs; every read is guarded by `index < bytes.count`.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The document's value, or `Rejected`.
    static func parse(_ bytes: [UInt8]) throws(Rejected) -> JSONValue {
        let parsed = bytes.withUnsafeBufferPointer { buffer -> Result<JSONValue, Rejected> in
            var parser = JSONTreeParser(buffer)
            return Result { () throws(Rejected) in
                parser.skipWhitespace()
                let value = try parser.value(depth: 0)
                parser.skipWhitespace()
                guard parser.index == buffer.count else { throw Rejected() }
                return value
            }
        }
        return try parsed.get()
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Rejected) -> JSONValue {
        guard index < bytes.count else { throw Rejected() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: throw Rejected()
        }
    }

    private mutating func object(depth: Int) throws(Rejected) -> JSONValue {
        guard depth <= JSONSyntaxCheck.maximumDepth else { throw Rejected() }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(8)  // most objects of a response have 1 to 8 members: no regrowth
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Rejected() }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw Rejected() }
            index += 1
            skipWhitespace()
            members.append((key, try value(depth: depth)))
            skipWhitespace()
            guard index < bytes.count else { throw Rejected() }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw Rejected()
            }
        }
    }

    private mutating func array(depth: Int) throws(Rejected) -> JSONValue {
        guard depth <= JSONSyntaxCheck.maximumDepth else { throw Rejected() }
        index += 1
        var elements: [JSONValue] = []
        elements.reserveCapacity(4)
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw Rejected() }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(elements)
            default: throw Rejected()
            }
        }
    }

    /// A string starting at its opening quote. Text without escapes is validated and
    /// copied in one step; escapes are resolved into a scratch buffer.
    private mutating func string() throws(Rejected) -> String {
        index += 1
        let start = index
        var ascii = true
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                // ASCII needs no validation (nearly every key and value of a response).
                let text = ascii ? Self.asciiText(bytes, start..<index) : try Self.validated(bytes[start..<index])
                index += 1
                return text
            case UInt8(ascii: "\\"):
                return try escapedString(from: start)
            case 0x00..<0x20:
                throw Rejected()
            case 0x80...:
                ascii = false
                index += 1
            default:
                index += 1
            }
        }
        throw Rejected()
    }

    private static func asciiText(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func escapedString(from start: Int) throws(Rejected) -> String {
        var buffer = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try Self.validated(buffer[...])
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw Rejected() }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escaped)
                case UInt8(ascii: "b"): buffer.append(0x08)
                case UInt8(ascii: "f"): buffer.append(0x0C)
                case UInt8(ascii: "n"): buffer.append(0x0A)
                case UInt8(ascii: "r"): buffer.append(0x0D)
                case UInt8(ascii: "t"): buffer.append(0x09)
                case UInt8(ascii: "u"): buffer.append(contentsOf: try unicodeEscape().utf8)
                default: throw Rejected()
                }
            case 0x00..<0x20:
                throw Rejected()
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw Rejected()
    }

    /// The character of `\uXXXX` (after the `u`), a surrogate pair taking two escapes.
    private mutating func unicodeEscape() throws(Rejected) -> String {
        let unit = try hexQuad()
        var value = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw Rejected() }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw Rejected() }
            value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            throw Rejected()
        default:
            break
        }
        guard let scalar = Unicode.Scalar(value) else { throw Rejected() }
        return String(Character(scalar))
    }

    private mutating func hexQuad() throws(Rejected) -> UInt16 {
        guard index + 4 <= bytes.count else { throw Rejected() }
        var value: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Rejected()
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, as a range of the document.
    private mutating func number() throws(Rejected) -> Range<Int> {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw Rejected() }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard try digits() > 0 else { throw Rejected() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard try digits() > 0 else { throw Rejected() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard try digits() > 0 else { throw Rejected() }
        }
        return start..<index
    }

    private mutating func digits() throws(Rejected) -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: StaticString) throws(Rejected) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw Rejected() }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { throw Rejected() }
        index += count
    }

    private static func validated(_ slice: some Collection<UInt8>) throws(Rejected) -> String {
        guard let text = String(validating: slice, as: UTF8.self) else { throw Rejected() }
        return text
    }
}
