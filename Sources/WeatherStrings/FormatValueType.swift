/// The kind of argument a format specifier takes.
package enum FormatValueType: String, Sendable, Hashable, CaseIterable {
    /// `%@`: any argument, shown as text.
    case object = "@"
    /// `%d %i %u %ld %lld %lu %llu %zd`: an integer.
    case integer = "d"
    /// `%f %.2f %g`: a number, integer or not.
    case double = "f"
}

extension FormatValueType {
    /// The type of a bare conversion as `NSStringFormatValueTypeKey` writes it (`d`, `ld`, `f`),
    /// or nil if this library does not format it.
    init?(conversion: String) {
        var parser = FormatParser("%" + conversion)
        guard case .specifier(let specifier)? = parser.next(),
            parser.next() == nil, specifier.position == nil
        else { return nil }
        switch specifier.conversion {
        case .object: self = .object
        case .integer: self = .integer
        case .double: self = .double
        case .variable, .unsupported: return nil
        }
    }
}
