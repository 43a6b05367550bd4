/// Decodes `Decodable` models from a ``JSONTree``: the wire models' own `init(from:)`
/// run unchanged, and failures are the `DecodingError`s `JSONDecoder` throws, with the
/// same coding paths, so error messages name the same JSON paths.
///
/// Why not `JSONDecoder`: on a cold start most of its cost is not parsing but asking the
/// runtime, for each model type, whether it conforms to Foundation's internal marker
/// protocols (a scan of every conformance in the binary per type). This decoder asks
/// nothing of the kind: primitives are recognised by comparing metatypes.
///
/// One difference, on purpose: a number that does not fit its field (`50.5` for an `Int`)
/// is reported at its own path, where `JSONDecoder` reports it at the top level.
struct JSONTreeDecoder: Decoder {
    let tree: JSONTree
    /// The value's node (``JSONTree/absent`` reads as `null`).
    let node: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type` from a whole document.
    static func decode<T: Decodable>(_ type: T.Type, from tree: JSONTree) throws -> T {
        try JSONTreeDecoder(tree: tree, node: JSONTree.root, codingPath: []).decodeValue(type)
    }

    /// The first `limit` elements of a top-level array; the rest are never decoded. A
    /// document that is no array fails as decoding `[T]` does.
    static func decodePrefix<T: Decodable>(_ type: T.Type, limit: Int, from tree: JSONTree) throws -> [T] {
        guard tree.kind(JSONTree.root) == .array else { return try decode([T].self, from: tree) }
        return try tree.elements(of: JSONTree.root).prefix(max(limit, 0)).enumerated().map { index, node in
            try JSONTreeDecoder(tree: tree, node: node, codingPath: [IndexKey(intValue: index)]).decodeValue(type)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard tree.kind(node) == .object else {
            if isNull() { throw DecodingError.valueNotFound(type, context("Cannot get keyed decoding container -- found null value instead")) }
            throw mismatch([String: Any].self, at: codingPath)
        }
        return KeyedDecodingContainer(JSONKeyedContainer<Key>(tree: tree, object: node, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard tree.kind(node) == .array else {
            if isNull() { throw DecodingError.valueNotFound([Any].self, context("Cannot get unkeyed decoding container -- found null value instead")) }
            throw mismatch([Any].self, at: codingPath)
        }
        return JSONUnkeyedContainer(tree: tree, array: node, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueContainer(decoder: self)
    }

    /// The value as `T`: a primitive directly, anything else by its own `init(from:)`.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Double.self, let number = try floatingPoint(Double.self) as? T { return number }
        if T.self == Int.self, let number = try integer(Int.self) as? T { return number }
        if T.self == String.self, let text = try string() as? T { return text }
        if T.self == Bool.self, let flag = try bool() as? T { return flag }
        return try T(from: self)
    }

    func isNull() -> Bool {
        tree.kind(node) == .null
    }

    func string() throws -> String {
        switch tree.kind(node) {
        case .string: return tree.text(of: node)
        case .null: throw DecodingError.valueNotFound(String.self, context("Expected String value but found null instead."))
        default: throw mismatch(String.self, at: codingPath)
        }
    }

    func bool() throws -> Bool {
        switch tree.kind(node) {
        case .true: return true
        case .false: return false
        case .null: throw DecodingError.valueNotFound(Bool.self, context("Expected Bool value but found null instead."))
        default: throw mismatch(Bool.self, at: codingPath)
        }
    }

    func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        let text = try numberText(I.self)
        guard let value = JSONNumber.whole(text, as: I.self) else {
            throw DecodingError.dataCorrupted(context(.notWholeNumber(text)))
        }
        return value
    }

    func floatingPoint<F: BinaryFloatingPoint & LosslessStringConvertible>(_ type: F.Type) throws -> F {
        let text = try numberText(F.self)
        guard let number = JSONNumber.finite(text, as: F.self) else {
            throw DecodingError.dataCorrupted(context(.numberOutOfRange(text)))
        }
        return number
    }

    private func numberText<N>(_ type: N.Type) throws -> String {
        switch tree.kind(node) {
        case .number: return tree.text(of: node)
        case .null: throw DecodingError.valueNotFound(N.self, context("Expected \(N.self) value but found null instead."))
        default: throw mismatch(N.self, at: codingPath)
        }
    }

    private func context(_ description: String) -> DecodingError.Context {
        DecodingError.Context(codingPath: codingPath, debugDescription: description)
    }

    /// A context that carries why the value was refused, as a value (``InvalidValueReason/Carrier``).
    private func context(_ reason: InvalidValueReason) -> DecodingError.Context {
        DecodingError.Context(codingPath: codingPath, debugDescription: reason.description, underlyingError: InvalidValueReason.Carrier(reason: reason))
    }
}

/// The error `JSONDecoder` throws for a value of the wrong kind at `path`.
private func mismatch(_ type: Any.Type, at path: [any CodingKey]) -> DecodingError {
    DecodingError.typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: "Expected to decode \(type) but found another kind of value."))
}

/// An array element's place in a coding path: `intValue` is the index (`list[12]`).
private struct IndexKey: CodingKey {
    var intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// Objects with more members than this are looked up through an index of their keys,
    /// built once; a model's own small objects are scanned, which costs less than hashing.
    static var indexedAbove: Int { 16 }

    let tree: JSONTree
    let object: Int
    let codingPath: [any CodingKey]
    /// The keys of a large object (``JSONTree/memberIndex(of:)``); `nil` for a small one.
    private let index: [String: Int]?

    init(tree: JSONTree, object: Int, codingPath: [any CodingKey]) {
        self.tree = tree
        self.object = object
        self.codingPath = codingPath
        index = tree.count(object) > Self.indexedAbove ? tree.memberIndex(of: object) : nil
    }

    var allKeys: [Key] { tree.members(of: object).compactMap { Key(stringValue: tree.text(of: $0.key)) } }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    /// The last member named `key`, as a lookup in a dictionary built from the object would give.
    private func find(_ key: Key) -> Int? {
        if let index { return index[key.stringValue] }
        return tree.member(key.stringValue, of: object)
    }

    private func decoder(for key: Key) throws -> JSONTreeDecoder {
        guard let value = find(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
        }
        return JSONTreeDecoder(tree: tree, node: value, codingPath: codingPath + [key])
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).isNull() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).bool() }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).string() }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).floatingPoint(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).floatingPoint(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).integer(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).integer(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).integer(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).integer(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).integer(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).integer(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).integer(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).integer(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).integer(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).integer(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(for: key).decodeValue(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        JSONTreeDecoder(tree: tree, node: object, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONTreeDecoder(tree: tree, node: find(key) ?? JSONTree.absent, codingPath: codingPath + [key])
    }
}

private struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let tree: JSONTree
    /// The elements' nodes, in order.
    let elements: [Int]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(tree: JSONTree, array: Int, codingPath: [any CodingKey]) {
        self.tree = tree
        self.elements = tree.elements(of: array)
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// The decoder of the next element; the index moves on only when decoding it succeeds.
    private func next<T>(_ type: T.Type) throws -> JSONTreeDecoder {
        let path = codingPath + [IndexKey(intValue: currentIndex)]
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: "Unkeyed container is at end."))
        }
        return JSONTreeDecoder(tree: tree, node: elements[currentIndex], codingPath: path)
    }

    private mutating func advance<T>(_ decode: (JSONTreeDecoder) throws -> T) throws -> T {
        let value = try decode(next(T.self))
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard try next(Never.self).isNull() else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try advance { try $0.bool() } }
    mutating func decode(_ type: String.Type) throws -> String { try advance { try $0.string() } }
    mutating func decode(_ type: Double.Type) throws -> Double { try advance { try $0.floatingPoint(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try advance { try $0.floatingPoint(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try advance { try $0.integer(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try advance { try $0.integer(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try advance { try $0.integer(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try advance { try $0.integer(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try advance { try $0.integer(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try advance { try $0.integer(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try advance { try $0.integer(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try advance { try $0.integer(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try advance { try $0.integer(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try advance { try $0.integer(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try advance { try $0.decodeValue(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try advance { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try advance { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try advance { $0 }
    }
}

private struct JSONSingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONTreeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.isNull() }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.bool() }
    func decode(_ type: String.Type) throws -> String { try decoder.string() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
}
