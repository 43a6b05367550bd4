/// A JSON document as one contiguous array of nodes, read by ``JSONTreeParser`` for
/// ``WireModelReader`` and the feeds' readers (``OneCallReader``, ``OpenMeteoReader``).
///
/// Every value is a node. A container's node is followed by its contents in document order
/// (an array's elements; an object's members, each a key node then the value's nodes) and
/// records the index just past them, so a reader steps over any value in one move. Keys and
/// strings stay byte ranges of the document until a reader asks for text, and a key is
/// matched by comparing its bytes with the expected key's: a forecast of 40 steps has about
/// 2,000 keys, and a `String` and an array per object cost a warm render more than all its
/// number conversions. Numbers keep their text until a model asks for an `Int` or a `Double`.
///
/// ```swift
/// let tree = try JSONTreeParser.parse(Array(#"{"main":{"te\u006dp":272.9}}"#.utf8))
/// let main = tree.member("main", of: JSONTree.root)           // the object's node
/// let temp = main.flatMap { tree.member("temp", of: $0) }     // found: keys compare as text
/// temp.map { tree.text(of: $0) }                             // "272.9"
/// ```
struct JSONTree {
    /// What a node holds.
    enum Kind: UInt8 {
        case null, `false`, `true`, number, string, array, object
    }

    /// One value of the document (or an object's key, a string node).
    struct Node {
        let kind: Kind
        /// A string whose bytes hold a backslash escape: its text must be worked out.
        let escaped: Bool
        /// A string whose bytes are all ASCII.
        let ascii: Bool
        /// A number's literal or a string's bytes between the quotes, as offsets into the
        /// document; a container's number of elements or members in `start`.
        var start: Int
        var end: Int
        /// The index of the node after this value and everything in it.
        var next: Int
    }

    /// The node of the document's top-level value.
    static let root = 0

    /// Where a reader asks for a member that is not there and wants `null` (as
    /// `superDecoder(forKey:)` does): a node index that reads as `null`.
    static let absent = -1

    let nodes: [Node]
    let bytes: [UInt8]

    /// Runs `body` with a ``Reader`` of the tree: the direct reader does all its work in one
    /// such call, so no look-up pays for bounds checks or reference counting of the arrays.
    func withReader<R, E: Error>(_ body: (Reader) throws(E) -> R) throws(E) -> R {
        try nodes.withUnsafeBufferPointer { (nodes) throws(E) -> R in
            try bytes.withUnsafeBufferPointer { (bytes) throws(E) -> R in
                try body(Reader(nodes: nodes, bytes: bytes))
            }
        }
    }

    /// The kind of `node`; ``absent`` is `null`.
    func kind(_ node: Int) -> Kind {
        node == Self.absent ? .null : nodes[node].kind
    }

    /// The number of an array's elements or an object's members.
    func count(_ container: Int) -> Int {
        nodes[container].start
    }

    /// The nodes of an array's elements, in order.
    func elements(of array: Int) -> [Int] {
        withReader { reader in reader.elements(of: array).map(\.value) }
    }

    /// The members of an object in document order, as (key node, value node).
    func members(of object: Int) -> [(key: Int, value: Int)] {
        withReader { reader in Array(reader.members(of: object)) }
    }

    /// See ``Reader/member(_:of:)-(String,_)``.
    func member(_ key: String, of object: Int) -> Int? {
        withReader { reader in reader.member(key, of: object) }
    }

    /// See ``Reader/member(_:of:)-(StaticString,_)``.
    func member(_ key: StaticString, of object: Int) -> Int? {
        withReader { reader in reader.member(key, of: object) }
    }

    /// A string node's text (its escapes resolved), or a number node's literal.
    func text(of node: Int) -> String {
        withReader { reader in reader.text(of: node) }
    }

    /// The tree while ``withReader(_:)`` runs. Node indices come from the parser, so every
    /// read is in bounds.
    struct Reader {
        let nodes: UnsafeBufferPointer<Node>
        let bytes: UnsafeBufferPointer<UInt8>

        /// The kind of `node`; ``JSONTree/absent`` is `null`.
        func kind(_ node: Int) -> Kind {
            node == JSONTree.absent ? .null : nodes[node].kind
        }

        /// The number of an array's elements or an object's members.
        func count(_ container: Int) -> Int {
            nodes[container].start
        }

        /// A number node's literal, as a range of the document.
        func literal(_ node: Int) -> Range<Int> {
            nodes[node].start..<nodes[node].end
        }

        /// The nodes of an array's elements, in order.
        func elements(of array: Int) -> Children {
            Children(nodes: nodes, index: array + 1, end: nodes[array].next, isObject: false)
        }

        /// The members of an object in document order, as (key node, value node).
        func members(of object: Int) -> Children {
            Children(nodes: nodes, index: object + 1, end: nodes[object].next, isObject: true)
        }

        /// The value of the last member named `key` (a later repeat wins, as in a dictionary
        /// built from the object), or `nil`. Keys compare as `String`'s `==` does (canonical
        /// equivalence): by bytes when both are ASCII, as text otherwise.
        func member(_ key: String, of object: Int) -> Int? {
            var utf8 = key
            return utf8.withUTF8 { expected in member(expected, of: object) { text(of: $0) == key } }
        }

        /// ``member(_:of:)-(String,_)`` for a key known when compiling, the way the direct reader asks.
        func member(_ key: StaticString, of object: Int) -> Int? {
            let expected = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
            return member(expected, of: object) { text(of: $0) == String(decoding: expected, as: UTF8.self) }
        }

        /// A key of at most 8 plain ASCII bytes as one integer (first byte lowest), to match
        /// an object's keys against a known set with one comparison each; `nil` for a longer,
        /// escaped or non-ASCII key, which is matched by its ``text(of:)``.
        func packedKey(_ key: Int) -> UInt64? {
            let node = nodes[key]
            guard node.ascii, !node.escaped, node.end - node.start <= 8 else { return nil }
            return JSONTree.packed(UnsafeBufferPointer(rebasing: bytes[node.start..<node.end]))
        }

        /// The last member whose key is `expected`.
        private func member(_ expected: UnsafeBufferPointer<UInt8>, of object: Int, isText: (Int) -> Bool) -> Int? {
            let expectedIsASCII = Self.isASCII(expected)
            var found: Int?
            var index = object + 1
            let end = nodes[object].next
            while index < end {
                if key(index, is: expected, expectedIsASCII: expectedIsASCII, isText: isText) { found = index + 1 }
                index = nodes[index + 1].next
            }
            return found
        }

        /// Whether the key node at `index` is `expected`: by bytes when both are plain ASCII;
        /// `isText` decides for keys that are not (escaped, or not ASCII), which are rare.
        @inline(__always)
        private func key(
            _ index: Int, is expected: UnsafeBufferPointer<UInt8>, expectedIsASCII: Bool, isText: (Int) -> Bool
        ) -> Bool {
            let key = nodes[index]
            if key.ascii && !key.escaped && expectedIsASCII {
                return key.end - key.start == expected.count && bytesEqual(at: key.start, expected)
            }
            return isText(index)
        }

        private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            for byte in bytes where byte >= 0x80 { return false }
            return true
        }

        /// Whether the document's bytes from `start` on begin with `expected`.
        private func bytesEqual(at start: Int, _ expected: UnsafeBufferPointer<UInt8>) -> Bool {
            for offset in 0..<expected.count where bytes[start + offset] != expected[offset] { return false }
            return true
        }

        /// A string node's text (its escapes resolved), or a number node's literal.
        func text(of node: Int) -> String {
            let value = nodes[node]
            let raw = UnsafeBufferPointer(rebasing: bytes[value.start..<value.end])
            // Checked to be UTF-8 when parsed: decoding repairs nothing.
            guard value.escaped else { return String(decoding: raw, as: UTF8.self) }
            return String(decoding: JSONStringEscapes.resolved(raw), as: UTF8.self)
        }
    }

    /// Up to 8 bytes as one integer, the first byte lowest (``Reader/packedKey(_:)``).
    static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var packed: UInt64 = 0
        for (offset, byte) in bytes.prefix(8).enumerated() { packed |= UInt64(byte) << (8 * offset) }
        return packed
    }

    /// Steps through a container's contents without looking inside them.
    struct Children: Sequence, IteratorProtocol {
        let nodes: UnsafeBufferPointer<Node>
        var index: Int
        let end: Int
        let isObject: Bool

        /// For an array the element's node twice; for an object the key's node and the value's.
        mutating func next() -> (key: Int, value: Int)? {
            guard index < end else { return nil }
            let key = index
            let value = isObject ? index + 1 : index
            index = nodes[value].next
            return (key, value)
        }
    }
}

/// Backslash escapes of JSON strings: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t` and
/// `\uXXXX` (a UTF-16 surrogate pair taking two).
enum JSONStringEscapes {
    /// A malformed escape: why, and its offset in the string's bytes.
    struct Failure: Error {
        let reason: JSONSyntaxError.Reason
        let offset: Int
    }

    /// The bytes `raw` (a string's bytes between its quotes) stand for, or the first malformed
    /// escape or unpaired surrogate.
    static func resolve(_ raw: UnsafeBufferPointer<UInt8>) -> Result<[UInt8], Failure> {
        var result: [UInt8] = []
        result.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                result.append(byte)
                continue
            }
            guard index < raw.count else { return .failure(Failure(reason: .unterminatedString, offset: index)) }
            let escaped = raw[index]
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                let escapeStart = index - 1
                index += 1
                let unit: UInt16
                switch hexQuad(raw, &index) {
                case .success(let value): unit = value
                case .failure(let failure): return .failure(failure)
                }
                var value = UInt32(unit)
                let unpaired = Failure(reason: .unpairedSurrogate, offset: escapeStart)
                switch unit {
                case 0xD800...0xDBFF:
                    guard index + 1 < raw.count, raw[index] == UInt8(ascii: "\\"), raw[index + 1] == UInt8(ascii: "u")
                    else { return .failure(unpaired) }
                    index += 2
                    switch hexQuad(raw, &index) {
                    case .success(let low) where (0xDC00...0xDFFF).contains(low):
                        value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                    case .success: return .failure(unpaired)
                    case .failure(let failure): return .failure(failure)
                    }
                case 0xDC00...0xDFFF:
                    return .failure(unpaired)
                default:
                    break
                }
                // Surrogates are paired above, so every value is a scalar.
                guard let scalar = Unicode.Scalar(value) else { return .failure(unpaired) }
                UTF8.encode(scalar) { result.append($0) }
                continue
            default:
                return .failure(Failure(reason: .invalidEscape, offset: index))
            }
            index += 1
        }
        return .success(result)
    }

    /// The bytes of a string the parser accepted.
    static func resolved(_ raw: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        (try? resolve(raw).get()) ?? []
    }

    /// Four hexadecimal digits from `index`, or the first byte that is not one.
    private static func hexQuad(_ raw: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Result<UInt16, Failure> {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < raw.count, let digit = raw[index].hexDigitValue else {
                return .failure(Failure(reason: .expected("four hexadecimal digits after \\u"), offset: index))
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return .success(value)
    }
}
