/// A value substituted into a translation's format specifiers.
///
/// ```swift
/// localizer.string("wind %@ %d km/h", "NW", 12)  // literals become .string and .integer
/// ```
public enum FormatArgument: Sendable, Hashable {
    /// Fills `%@`.
    case string(String)
    /// Fills `%d` and its variants, `%f`, `%@` and plural variables.
    case integer(Int)
    /// Fills `%f`, `%.Nf`, `%g`, `%@` and plural variables.
    case double(Double)
}

extension FormatArgument: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// A `.string` from a literal: `"NW"`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension FormatArgument: ExpressibleByIntegerLiteral {
    /// An `.integer` from a literal: `12`.
    public init(integerLiteral value: Int) {
        self = .integer(value)
    }
}

extension FormatArgument: ExpressibleByFloatLiteral {
    /// A `.double` from a literal: `2.5`.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension FormatArgument: CustomStringConvertible {
    /// The argument as Swift source would write it: `"NW"`, `12`, `2.5`.
    public var description: String {
        switch self {
        case .string(let value): "\"\(value)\""
        case .integer(let value): String(value)
        case .double(let value): String(value)
        }
    }
}
