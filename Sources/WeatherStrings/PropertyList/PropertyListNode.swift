/// A property list value, as far as `.stringsdict` files need one: strings and
/// dictionaries; everything else (numbers, arrays, data, dates) is `other`.
enum PropertyListNode: Hashable {
    case string(String)
    case dictionary([String: PropertyListNode])
    case other

    var string: String? {
        if case .string(let value) = self { value } else { nil }
    }
}

/// Why bytes were not read as a property list.
enum PropertyListProblem: Error, Hashable {
    /// Larger than ``PropertyListLimits/maximumBytes``.
    case tooLarge(bytes: Int)
    /// Containers nested deeper than ``PropertyListLimits/maximumDepth``.
    case nestedTooDeep
    /// A binary property list whose container is reached twice: a cycle, or a shared
    /// reference that would expand (40 levels of them made 2^40 copies).
    case sharedContainer
    /// Neither well-formed XML property list nor binary property list; says where.
    case malformed(String)
}

/// The bounds every property list is read within, before any value is built.
enum PropertyListLimits {
    /// 1 MiB: the project's largest `.stringsdict` is a few kilobytes.
    static let maximumBytes = 1 << 20
    /// Containers in a path from the root: a `.stringsdict` needs 3 (file, entry, variable).
    static let maximumDepth = 8
    /// Values in the whole document (binary objects, XML elements).
    static let maximumValues = 100_000
}

/// Reads XML (`<?xml`, `<plist>`) or binary (`bplist00`) property lists without recursion
/// that input controls and without Foundation's decoders, whose XML scanner has no depth
/// limit and whose binary reader expands shared references.
enum PropertyListReader {
    static func read(_ bytes: [UInt8]) throws(PropertyListProblem) -> PropertyListNode {
        guard bytes.count <= PropertyListLimits.maximumBytes else { throw .tooLarge(bytes: bytes.count) }
        if bytes.starts(with: BinaryPropertyListParser.magic) {
            return try BinaryPropertyListParser(bytes).read()
        }
        var parser = XMLPropertyListParser(bytes)
        return try parser.read()
    }
}
