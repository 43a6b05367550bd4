/// One argument a format string uses: its 1-based position and the type it expects.
package struct FormatSlot: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based argument position.
    package var position: Int
    /// The kind of argument the specifier takes there.
    package var type: FormatValueType

    /// Creates a slot for a 1-based argument position.
    package init(position: Int, type: FormatValueType) {
        self.position = position
        self.type = type
    }

    /// Written as a positional specifier: `%2$d`.
    package var description: String { "%\(position)$\(type.rawValue)" }
}

/// The arguments a format string uses, which every translation of a key must share.
///
/// ```swift
/// FormatSignature(format: "%@ at %.1f°").description       // "%1$@ %2$f"
/// FormatSignature(format: "%2$.1f°에 %1$@").description   // "%1$@ %2$f"
/// ```
///
/// Specifiers without a position take positions 1, 2, 3… in order; `%.1f`, `%g` and
/// `%f` are all `.double`, and `%d`, `%ld`, `%u` all `.integer`. A `.stringsdict`
/// variable takes the type its `NSStringFormatValueTypeKey` names. Specifiers this
/// library does not format (`%s`, `%5d`) are left out.
@_spi(Fuzzing) public struct FormatSignature: Sendable, Hashable, CustomStringConvertible {
    /// The slots sorted by position; a position used with two types appears twice.
    package var slots: [FormatSlot]

    /// Creates a signature from slots already sorted by position.
    package init(slots: [FormatSlot]) {
        self.slots = slots
    }

    /// The signature of a `.strings` value.
    public init(format: String) {
        self.init(format: format, variables: [:])
    }

    /// The signature of a `.stringsdict` entry: its format with each variable's value type.
    public init(entry: PluralEntry) {
        self.init(format: entry.format, variables: entry.variables)
    }

    init(format: String, variables: [String: PluralVariable]) {
        var slots = Set<FormatSlot>()
        var nextPosition = 1
        for case .specifier(let specifier) in FormatParser.segments(of: format) {
            let type: FormatValueType
            switch specifier.conversion {
            case .object: type = .object
            case .integer: type = .integer
            case .double: type = .double
            case .variable(let name): type = variables[name]?.valueType ?? .integer
            case .unsupported: continue
            }
            let position: Int
            if let explicit = specifier.position {
                position = explicit
            } else {
                position = nextPosition
                nextPosition += 1
            }
            slots.insert(FormatSlot(position: position, type: type))
        }
        self.slots = slots.sorted { ($0.position, $0.type.rawValue) < ($1.position, $1.type.rawValue) }
    }

    /// The slots as positional specifiers separated by spaces, or `(none)`.
    public var description: String {
        slots.isEmpty ? "(none)" : slots.map(\.description).joined(separator: " ")
    }
}
