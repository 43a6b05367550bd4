/// Reads a `bplist00` property list: a header, objects, an offset table and a 32-byte trailer.
///
/// Only dictionaries are descended into, at most ``PropertyListLimits/maximumDepth`` deep, and
/// each at most once: a dictionary reached a second time (a cycle, or a shared reference that
/// would be expanded into copies) is refused. Strings, which writers share on purpose, are
/// decoded once per object.
struct BinaryPropertyListParser {
    static let magic = Array("bplist00".utf8)

    private let bytes: [UInt8]
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var offsetTable = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func read() throws(PropertyListProblem) -> PropertyListNode {
        var parser = self
        return try parser.readDocument()
    }

    private mutating func readDocument() throws(PropertyListProblem) -> PropertyListNode {
        guard bytes.count >= Self.magic.count + 32 else { throw .malformed("binary property list shorter than its trailer") }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
            let count = Self.bigEndian(bytes[(trailer + 8)..<(trailer + 16)]),
            let top = Self.bigEndian(bytes[(trailer + 16)..<(trailer + 24)]),
            let table = Self.bigEndian(bytes[(trailer + 24)..<(trailer + 32)]),
            count <= PropertyListLimits.maximumValues, top < count, table >= Self.magic.count,
            table <= trailer, count * offsetSize <= trailer - table
        else { throw .malformed("binary property list trailer out of range") }
        objectCount = count
        offsetTable = table
        var visited = Set<Int>()
        var strings: [Int: String] = [:]
        return try object(top, depth: 0, visited: &visited, strings: &strings)
    }

    /// Object `index`, with dictionaries read to `depth` + 1 (bounded, so the recursion is too).
    private func object(
        _ index: Int, depth: Int, visited: inout Set<Int>, strings: inout [Int: String]
    ) throws(PropertyListProblem) -> PropertyListNode {
        let start = try offset(of: index)
        let marker = bytes[start]
        switch marker >> 4 {
        case 0x5, 0x6:
            if let cached = strings[index] { return .string(cached) }
            let (count, body) = try length(marker, at: start)
            let unitSize = marker >> 4 == 0x5 ? 1 : 2
            guard count <= (bytes.count - body) / unitSize else { throw .malformed("string of object \(index) runs past the end") }
            let text: String
            if unitSize == 1 {
                guard bytes[body..<(body + count)].allSatisfy({ $0 < 0x80 }) else { throw .malformed("object \(index) is not ASCII") }
                text = String(decoding: bytes[body..<(body + count)], as: UTF8.self)
            } else {
                let units = (0..<count).map { UInt16(bytes[body + 2 * $0]) << 8 | UInt16(bytes[body + 2 * $0 + 1]) }
                guard let decoded = String(validating: units, as: UTF16.self) else {
                    throw .malformed("object \(index) is not valid UTF-16")
                }
                text = decoded
            }
            strings[index] = text
            return .string(text)
        case 0xD:
            guard depth < PropertyListLimits.maximumDepth else { throw .nestedTooDeep }
            guard visited.insert(index).inserted else { throw .sharedContainer }
            let (count, body) = try length(marker, at: start)
            guard count <= (bytes.count - body) / (2 * referenceSize) else {
                throw .malformed("dictionary of object \(index) runs past the end")
            }
            var entries: [String: PropertyListNode] = [:]
            for entry in 0..<count {
                let keyIndex = try reference(at: body + entry * referenceSize)
                let valueIndex = try reference(at: body + (count + entry) * referenceSize)
                guard case .string(let key) = try object(keyIndex, depth: depth + 1, visited: &visited, strings: &strings) else {
                    throw .malformed("dictionary of object \(index) has a key that is not a string")
                }
                entries[key] = try object(valueIndex, depth: depth + 1, visited: &visited, strings: &strings)
            }
            return .dictionary(entries)
        default:
            return .other
        }
    }

    private func offset(of index: Int) throws(PropertyListProblem) -> Int {
        let at = offsetTable + index * offsetSize
        guard let offset = Self.bigEndian(bytes[at..<(at + offsetSize)]), offset >= Self.magic.count, offset < offsetTable else {
            throw .malformed("object \(index) lies outside the object area")
        }
        return offset
    }

    private func reference(at position: Int) throws(PropertyListProblem) -> Int {
        guard position + referenceSize <= offsetTable,
            let index = Self.bigEndian(bytes[position..<(position + referenceSize)]), index < objectCount
        else { throw .malformed("reference at byte \(position) names no object") }
        return index
    }

    /// The count in a marker's low nibble, or in the integer object after it when the nibble is 0xF;
    /// returns the count and where the body starts.
    private func length(_ marker: UInt8, at start: Int) throws(PropertyListProblem) -> (Int, Int) {
        let nibble = Int(marker & 0x0F)
        guard nibble == 0x0F else { return (nibble, start + 1) }
        guard start + 1 < offsetTable, bytes[start + 1] >> 4 == 0x1 else { throw .malformed("bad length at byte \(start)") }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard size <= 8, start + 2 + size <= offsetTable, let count = Self.bigEndian(bytes[(start + 2)..<(start + 2 + size)]) else {
            throw .malformed("bad length at byte \(start)")
        }
        return (count, start + 2 + size)
    }

    /// A big-endian unsigned integer of up to 8 bytes, or nil when it does not fit an `Int`
    /// comfortably (above 2^48, far beyond any size allowed here).
    private static func bigEndian(_ slice: ArraySlice<UInt8>) -> Int? {
        var value: UInt64 = 0
        for byte in slice { value = value << 8 | UInt64(byte) }
        return value < 1 << 48 ? Int(value) : nil
    }
}
