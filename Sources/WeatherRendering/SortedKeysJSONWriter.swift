/// Writes an `Encodable` value as one line of JSON: the bytes Foundation's `JSONEncoder`
/// writes with `[.sortedKeys, .withoutEscapingSlashes]` (keys in UTF-8 byte order, a
/// `Double` as its shortest form without a trailing `.0`, the same string escapes), but
/// straight into one byte buffer instead of through a tree of boxed values, so a view model
/// costs a tenth of the work. The `Codable` conformances stay the one declaration of the form.
///
/// ```swift
/// try SortedKeysJSONWriter.line(TemperatureText(text: "-2°C", accessibilityLabel: "…", value: -2))
/// // {"accessibilityLabel":"…","text":"-2°C","value":-2}
/// ```
///
/// Values are written in the order the encoding calls arrive; an object's members are put in
/// key order when it is closed. Containers must be used one after another, as synthesized
/// conformances do (finish a nested value before writing the next member); writing into one
/// that was already closed throws rather than reorders.
package enum SortedKeysJSONWriter {
    package static func line<Value: Encodable>(_ value: Value) throws -> String {
        let sink = JSONByteSink()
        let encoder = SinkEncoder(sink: sink, parent: nil, key: nil)
        try value.encode(to: encoder)
        if let failure = sink.failure { throw failure }
        sink.closeAll()
        if sink.bytes.isEmpty { sink.bytes.append(contentsOf: "{}".utf8) }
        return String(decoding: sink.bytes, as: UTF8.self)
    }

    /// `text` as a JSON string literal, escaped as the lines escape strings (the CLI's
    /// hand-written JSON lines use it, so the package has one JSON string escaper).
    package static func string(_ text: String) -> String {
        let sink = JSONByteSink()
        sink.writeString(text)
        return String(decoding: sink.bytes, as: UTF8.self)
    }
}

/// The buffer the containers write into, and the containers still open, innermost last.
///
/// Used by one encoding on one thread, never re-entered, so its properties skip Swift's
/// run-time exclusivity checks (`@exclusivity(unchecked)`): they were a quarter of the
/// writer's instructions.
private final class JSONByteSink {
    @exclusivity(unchecked) var bytes: [UInt8] = []

    struct Frame {
        let id: Int
        let isObject: Bool
        var count = 0
        /// For an object: each member's key and where its `"key":value` starts.
        var members: [(key: String, start: Int)] = []
        var inKeyOrder = true
        /// Where the value of the last member or element starts, to write `{}` for a nested
        /// value that wrote nothing (as `JSONEncoder` does).
        var valueStart = -1
    }

    @exclusivity(unchecked) private(set) var open: [Frame] = []
    @exclusivity(unchecked) private var nextID = 0
    /// A write into a closed container, kept for the calls that cannot throw and thrown at the end.
    @exclusivity(unchecked) var failure: EncodingError?

    init() { bytes.reserveCapacity(16_384) }

    /// Opens an object or array at the current position.
    func openContainer(isObject: Bool) -> Int {
        nextID += 1
        bytes.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        open.append(Frame(id: nextID, isObject: isObject))
        return nextID
    }

    /// Closes the containers opened inside container `id`, so it may be written to again.
    func reopen(_ id: Int, codingPath: @autoclosure () -> [any CodingKey]) throws {
        guard let index = open.lastIndex(where: { $0.id == id }) else {
            let error = EncodingError.invalidValue(id, EncodingError.Context(
                codingPath: codingPath(), debugDescription: "a JSON container was written to after it was closed"))
            failure = failure ?? error
            throw error
        }
        while open.count > index + 1 { close() }
    }

    func closeAll() {
        while !open.isEmpty { close() }
    }

    /// Starts the next member of object `id` (a comma, the key, a colon).
    func beginMember(of id: Int, key: String, codingPath: @autoclosure () -> [any CodingKey]) throws {
        try reopen(id, codingPath: codingPath())
        endValue()
        var frame = open.removeLast()
        if frame.count > 0 { bytes.append(UInt8(ascii: ",")) }
        if let last = frame.members.last, !Self.precedes(last.key, key) { frame.inKeyOrder = false }
        frame.members.append((key, bytes.count))
        frame.count += 1
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        frame.valueStart = bytes.count
        open.append(frame)
    }

    /// Starts the next element of array `id`.
    func beginElement(of id: Int, codingPath: @autoclosure () -> [any CodingKey]) throws {
        try reopen(id, codingPath: codingPath())
        endValue()
        if open[open.count - 1].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        open[open.count - 1].valueStart = bytes.count
    }

    /// A nested value that wrote nothing is an empty object, as `JSONEncoder` writes it.
    private func endValue() {
        guard let last = open.last, last.valueStart >= 0, last.valueStart == bytes.count else { return }
        bytes.append(contentsOf: "{}".utf8)
    }

    /// Closes the innermost container; an object's members are put in key order.
    private func close() {
        endValue()
        let frame = open.removeLast()
        guard frame.isObject else {
            bytes.append(UInt8(ascii: "]"))
            return
        }
        if !frame.inKeyOrder {
            let end = bytes.count
            let starts = frame.members.map(\.start)
            var reordered: [UInt8] = []
            reordered.reserveCapacity(end - starts[0])
            let order = frame.members.indices.sorted { Self.precedes(frame.members[$0].key, frame.members[$1].key) }
            for index in order {
                if !reordered.isEmpty { reordered.append(UInt8(ascii: ",")) }
                // A member runs to the comma before the next one, the last to the end.
                let memberEnd = index + 1 < starts.count ? starts[index + 1] - 1 : end
                reordered.append(contentsOf: bytes[starts[index]..<memberEnd])
            }
            bytes.replaceSubrange(starts[0]..<end, with: reordered)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Whether `a` sorts before `b` by their UTF-8 bytes, as `JSONEncoder` sorts keys.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { a in
            b.withUTF8 { b in
                let common = min(a.count, b.count)
                for index in 0..<common where a[index] != b[index] { return a[index] < b[index] }
                return a.count < b.count
            }
        }
    }

    func writeNull() { bytes.append(contentsOf: "null".utf8) }

    func write(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    func write<Integer: FixedWidthInteger>(_ value: Integer) { bytes.append(contentsOf: String(value).utf8) }

    /// The shortest decimal that reads back as the same `Double`, without a trailing `.0`;
    /// infinities and NaN have no JSON form and throw, as `JSONEncoder` does by default.
    func write<Float: BinaryFloatingPoint & CustomStringConvertible>(_ value: Float, codingPath: @autoclosure () -> [any CodingKey]) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: codingPath(), debugDescription: "\(value) has no JSON form"))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A JSON string: quote, backslash and control characters escaped (`\n`, `\u001b`), as
    /// `JSONEncoder` does; beyond it, so are the characters a terminal showing the JSON would
    /// obey: C1 controls (`\u0085`, `\u009b`: CSI) and bidi embeddings, overrides and isolates
    /// (`\u202e`). Everything else, slashes included, is its UTF-8 bytes.
    func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                // Only these lead bytes can start something to escape; the rest is copied in runs.
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xC2 || byte == 0xE2 else {
                    index += 1
                    continue
                }
                let (length, scalar) = Self.escapedScalar(utf8, at: index)
                guard length > 0 else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                index += length
                runStart = index
                switch scalar {
                case 0x22: bytes.append(contentsOf: #"\""#.utf8)
                case 0x5C: bytes.append(contentsOf: #"\\"#.utf8)
                case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
                case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
                case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
                case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
                case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: #"\u"#.utf8)
                    for shift in [12, 8, 4, 0] { bytes.append(hex[Int((scalar >> UInt32(shift)) & 0xF)]) }
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The UTF-8 length and value of the scalar at `index` when it must be escaped, else `(0, 0)`.
    private static func escapedScalar(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Int, UInt32) {
        let byte = utf8[index]
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return (1, UInt32(byte)) }
        guard index + 1 < utf8.count else { return (0, 0) }
        let second = utf8[index + 1]
        // C2 80...C2 9F: U+0080...U+009F.
        if byte == 0xC2 { return (0x80...0x9F).contains(second) ? (2, UInt32(second)) : (0, 0) }
        guard index + 2 < utf8.count else { return (0, 0) }
        let scalar = 0x2000 | UInt32(second & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
        // E2 80 AA...AE: U+202A...U+202E; E2 81 A6...A9: U+2066...U+2069.
        switch (second, utf8[index + 2]) {
        case (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): return (3, scalar)
        default: return (0, 0)
        }
    }
}

/// The encoder of one value: the top level, an object member or an array element.
private final class SinkEncoder: Encoder, SingleValueEncodingContainer {
    let sink: JSONByteSink
    private let parent: SinkEncoder?
    private let key: (any CodingKey)?
    /// The container this value opened, if any (asking twice gives the same one).
    @exclusivity(unchecked) private var container: Int?

    init(sink: JSONByteSink, parent: SinkEncoder?, key: (any CodingKey)?) {
        self.sink = sink
        self.parent = parent
        self.key = key
    }

    /// Built only when asked for (errors, or a conformance that reads it).
    var codingPath: [any CodingKey] {
        var path: [any CodingKey] = []
        var encoder: SinkEncoder? = self
        while let current = encoder {
            if let key = current.key { path.append(key) }
            encoder = current.parent
        }
        return path.reversed()
    }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let id = container ?? sink.openContainer(isObject: true)
        container = id
        return KeyedEncodingContainer(SinkKeyedContainer<Key>(encoder: self, id: id))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let id = container ?? sink.openContainer(isObject: false)
        container = id
        return SinkUnkeyedContainer(encoder: self, id: id)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The encoder for a member or element whose key, comma and colon are already written.
    func child(_ key: any CodingKey) -> SinkEncoder {
        SinkEncoder(sink: sink, parent: self, key: key)
    }

    func encodeNil() throws { sink.writeNull() }
    func encode(_ value: Bool) throws { sink.write(value) }
    func encode(_ value: String) throws { sink.writeString(value) }
    func encode(_ value: Double) throws { try sink.write(value, codingPath: codingPath) }
    func encode(_ value: Float) throws { try sink.write(value, codingPath: codingPath) }
    func encode(_ value: Int) throws { sink.write(value) }
    func encode(_ value: Int8) throws { sink.write(value) }
    func encode(_ value: Int16) throws { sink.write(value) }
    func encode(_ value: Int32) throws { sink.write(value) }
    func encode(_ value: Int64) throws { sink.write(value) }
    func encode(_ value: UInt) throws { sink.write(value) }
    func encode(_ value: UInt8) throws { sink.write(value) }
    func encode(_ value: UInt16) throws { sink.write(value) }
    func encode(_ value: UInt32) throws { sink.write(value) }
    func encode(_ value: UInt64) throws { sink.write(value) }
    func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }
}

/// An array index or `super` as a coding key, for paths in errors.
private struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ index: Int) { (stringValue, intValue) = ("Index \(index)", index) }
    init(name: String) { (stringValue, intValue) = (name, nil) }
    init?(stringValue: String) { self.init(name: stringValue) }
    init?(intValue: Int) { self.init(intValue) }
}

private struct SinkKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: SinkEncoder
    let id: Int
    var codingPath: [any CodingKey] { encoder.codingPath }

    /// Writes the key (and the comma before it).
    private func begin(_ key: Key) throws {
        try encoder.sink.beginMember(of: id, key: key.stringValue, codingPath: codingPath + [key])
    }

    /// Writes the key and returns the encoder for a nested value.
    private func member(_ key: Key) throws -> SinkEncoder {
        try begin(key)
        return encoder.child(key)
    }

    mutating func encodeNil(forKey key: Key) throws { try begin(key); encoder.sink.writeNull() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { try begin(key); encoder.sink.writeString(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try begin(key); try encoder.sink.write(value, codingPath: codingPath + [key]) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try begin(key); try encoder.sink.write(value, codingPath: codingPath + [key]) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try begin(key); encoder.sink.write(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try value.encode(to: try member(key)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        // These cannot throw: a write into a closed container is kept as the sink's failure.
        ((try? member(key)) ?? encoder.child(key)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ((try? member(key)) ?? encoder.child(key)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = PathKey(name: "super")
        _ = try? encoder.sink.beginMember(of: id, key: key.stringValue, codingPath: codingPath + [key])
        return encoder.child(key)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        (try? member(key)) ?? encoder.child(key)
    }
}

private struct SinkUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: SinkEncoder
    let id: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { encoder.codingPath }

    init(encoder: SinkEncoder, id: Int) {
        self.encoder = encoder
        self.id = id
    }

    private mutating func element() throws -> SinkEncoder {
        let key = PathKey(count)
        try encoder.sink.beginElement(of: id, codingPath: codingPath + [key])
        count += 1
        return encoder.child(key)
    }

    mutating func encodeNil() throws { try element().encodeNil() }
    mutating func encode(_ value: Bool) throws { try element().encode(value) }
    mutating func encode(_ value: String) throws { try element().encode(value) }
    mutating func encode(_ value: Double) throws { try element().encode(value) }
    mutating func encode(_ value: Float) throws { try element().encode(value) }
    mutating func encode(_ value: Int) throws { try element().encode(value) }
    mutating func encode(_ value: Int8) throws { try element().encode(value) }
    mutating func encode(_ value: Int16) throws { try element().encode(value) }
    mutating func encode(_ value: Int32) throws { try element().encode(value) }
    mutating func encode(_ value: Int64) throws { try element().encode(value) }
    mutating func encode(_ value: UInt) throws { try element().encode(value) }
    mutating func encode(_ value: UInt8) throws { try element().encode(value) }
    mutating func encode(_ value: UInt16) throws { try element().encode(value) }
    mutating func encode(_ value: UInt32) throws { try element().encode(value) }
    mutating func encode(_ value: UInt64) throws { try element().encode(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try value.encode(to: try element()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        ((try? element()) ?? encoder.child(PathKey(count))).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        ((try? element()) ?? encoder.child(PathKey(count))).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        (try? element()) ?? encoder.child(PathKey(count))
    }
}
