/// One conversion in a format string, as written.
struct FormatSpecifier: Hashable {
    enum Conversion: Hashable {
        case object
        case integer
        /// `fractionDigits` is 6 for `%f`, N for `%.Nf`, nil for `%g` (shortest form).
        case double(fractionDigits: Int?)
        /// `%#@name@`: a `.stringsdict` variable.
        case variable(String)
        /// A `%` sequence this library does not format, such as `%s` or `%5d`.
        case unsupported
    }

    /// The specifier exactly as written, such as `%2$@`.
    var raw: String
    /// The explicit 1-based argument position of `%2$@`, or nil.
    var position: Int?
    var conversion: Conversion
}

/// A piece of a format string: literal text (with `%%` already turned into `%`) or a specifier.
enum FormatSegment: Hashable {
    case literal(String)
    case specifier(FormatSpecifier)
}

/// Splits a format string into literal text and specifiers, never failing: anything it
/// cannot read as a supported specifier becomes an `.unsupported` one.
struct FormatParser: IteratorProtocol {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// All segments of `format`.
    static func segments(of format: String) -> [FormatSegment] {
        Array(IteratorSequence(FormatParser(Array(format.unicodeScalars))))
    }

    mutating func next() -> FormatSegment? {
        guard index < scalars.count else { return nil }
        if scalars[index] == "%" { return readSpecifier() }
        var literal = String.UnicodeScalarView()
        while index < scalars.count, scalars[index] != "%" {
            literal.append(scalars[index])
            index += 1
        }
        return .literal(String(literal))
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func readSpecifier() -> FormatSegment {
        let start = index
        index += 1  // %
        if current == "%" {
            index += 1
            return .literal("%")
        }
        var position: Int?
        let digitsStart = index
        let digits = readDigits()
        if let digits, current == "$", digits > 0 {
            index += 1
            position = digits
        } else {
            index = digitsStart
        }
        let conversion = readConversion()
        var raw = String.UnicodeScalarView()
        raw.append(contentsOf: scalars[start..<index])
        return .specifier(FormatSpecifier(raw: String(raw), position: position, conversion: conversion))
    }

    private mutating func readConversion() -> FormatSpecifier.Conversion {
        guard let scalar = current else { return .unsupported }
        switch scalar {
        case "@":
            index += 1
            return .object
        case "#":
            return readVariable()
        case "d", "i", "u":
            index += 1
            return .integer
        case "f":
            index += 1
            return .double(fractionDigits: 6)
        case "g":
            index += 1
            return .double(fractionDigits: nil)
        case ".":
            index += 1
            guard let digits = readDigits(), digits <= 20, current == "f" else { return unsupported() }
            index += 1
            return .double(fractionDigits: digits)
        case "l", "z", "q", "h", "j", "t":
            return readLengthModified()
        default:
            return unsupported()
        }
    }

    /// `%ld %lld %lu %llu %zd %hd %qd %jd %td` and `%lf`.
    private mutating func readLengthModified() -> FormatSpecifier.Conversion {
        let modifier = scalars[index]
        index += 1
        var doubled = false
        if modifier == "l" || modifier == "h", current == modifier {
            index += 1
            doubled = true
        }
        switch current {
        case "d", "i", "u":
            index += 1
            return .integer
        case "f" where modifier == "l" && !doubled:
            index += 1
            return .double(fractionDigits: 6)
        default:
            return unsupported()
        }
    }

    /// `%#@name@`.
    private mutating func readVariable() -> FormatSpecifier.Conversion {
        let start = index
        guard index + 1 < scalars.count, scalars[index + 1] == "@" else { return unsupported() }
        index += 2
        var name = String.UnicodeScalarView()
        while let scalar = current, scalar != "@" {
            name.append(scalar)
            index += 1
        }
        guard current == "@", !name.isEmpty else {
            index = start
            return unsupported()
        }
        index += 1
        return .variable(String(name))
    }

    /// Takes flags, width and precision characters and one conversion letter into the raw text.
    private mutating func unsupported() -> FormatSpecifier.Conversion {
        while let scalar = current, "-+ #0123456789.'lhqzjtL".unicodeScalars.contains(scalar) {
            index += 1
        }
        if let scalar = current, scalar.properties.isAlphabetic || scalar == "@" { index += 1 }
        return .unsupported
    }

    private mutating func readDigits() -> Int? {
        var value = 0
        var count = 0
        while let scalar = current, ("0"..."9").contains(scalar), count < 6 {
            value = value * 10 + Int(scalar.value - 0x30)
            count += 1
            index += 1
        }
        return count > 0 ? value : nil
    }
}
