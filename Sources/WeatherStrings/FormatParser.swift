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
///
/// It reads the string's UTF-8 bytes: every byte it looks for (`%`, digits, letters of a
/// conversion) is ASCII, which no byte of a longer character can be, so literal text is
/// cut between them whole. (Appending scalar by scalar cost about 20,000 instructions a
/// string, a tenth of a first render's format strings; .ci/instructions.)
struct FormatParser: IteratorProtocol {
    private let bytes: [UInt8]
    private var index = 0

    init(_ format: String) {
        self.bytes = Array(format.utf8)
    }

    /// All segments of `format`.
    static func segments(of format: String) -> [FormatSegment] {
        var parser = FormatParser(format)
        var segments: [FormatSegment] = []
        while let segment = parser.next() { segments.append(segment) }
        return segments
    }

    mutating func next() -> FormatSegment? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "%") { return readSpecifier() }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "%") { index += 1 }
        return .literal(text(start..<index))
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    private mutating func readSpecifier() -> FormatSegment {
        let start = index
        index += 1  // %
        if current == UInt8(ascii: "%") {
            index += 1
            return .literal("%")
        }
        var position: Int?
        let digitsStart = index
        let digits = readDigits()
        if let digits, current == UInt8(ascii: "$"), digits > 0 {
            index += 1
            position = digits
        } else {
            index = digitsStart
        }
        let conversion = readConversion()
        return .specifier(FormatSpecifier(raw: text(start..<index), position: position, conversion: conversion))
    }

    private mutating func readConversion() -> FormatSpecifier.Conversion {
        guard let byte = current else { return .unsupported }
        switch byte {
        case UInt8(ascii: "@"):
            index += 1
            return .object
        case UInt8(ascii: "#"):
            return readVariable()
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
            index += 1
            return .integer
        case UInt8(ascii: "f"):
            index += 1
            return .double(fractionDigits: 6)
        case UInt8(ascii: "g"):
            index += 1
            return .double(fractionDigits: nil)
        case UInt8(ascii: "."):
            index += 1
            guard let digits = readDigits(), digits <= 20, current == UInt8(ascii: "f") else { return unsupported() }
            index += 1
            return .double(fractionDigits: digits)
        case UInt8(ascii: "l"), UInt8(ascii: "z"), UInt8(ascii: "q"), UInt8(ascii: "h"), UInt8(ascii: "j"), UInt8(ascii: "t"):
            return readLengthModified()
        default:
            return unsupported()
        }
    }

    /// `%ld %lld %lu %llu %zd %hd %qd %jd %td` and `%lf`.
    private mutating func readLengthModified() -> FormatSpecifier.Conversion {
        let modifier = bytes[index]
        index += 1
        var doubled = false
        if modifier == UInt8(ascii: "l") || modifier == UInt8(ascii: "h"), current == modifier {
            index += 1
            doubled = true
        }
        switch current {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
            index += 1
            return .integer
        case UInt8(ascii: "f") where modifier == UInt8(ascii: "l") && !doubled:
            index += 1
            return .double(fractionDigits: 6)
        default:
            return unsupported()
        }
    }

    /// `%#@name@`.
    private mutating func readVariable() -> FormatSpecifier.Conversion {
        let start = index
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "@") else { return unsupported() }
        index += 2
        let nameStart = index
        while let byte = current, byte != UInt8(ascii: "@") { index += 1 }
        guard current == UInt8(ascii: "@"), index > nameStart else {
            index = start
            return unsupported()
        }
        let name = text(nameStart..<index)
        index += 1
        return .variable(name)
    }

    /// Takes flags, width and precision characters and one conversion letter into the raw text.
    private mutating func unsupported() -> FormatSpecifier.Conversion {
        while let byte = current, Self.flagBytes.contains(byte) { index += 1 }
        guard let byte = current else { return .unsupported }
        if byte < 0x80 {
            if byte == UInt8(ascii: "@") || Unicode.Scalar(byte).properties.isAlphabetic { index += 1 }
        } else {
            // A letter outside ASCII is taken whole: its lead byte and the continuation bytes after it.
            var end = index + 1
            while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
            if text(index..<end).unicodeScalars.first?.properties.isAlphabetic == true { index = end }
        }
        return .unsupported
    }

    private static let flagBytes = Set("-+ #0123456789.'lhqzjtL".utf8)

    private mutating func readDigits() -> Int? {
        var value = 0
        var count = 0
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte), count < 6 {
            value = value * 10 + Int(byte - 0x30)
            count += 1
            index += 1
        }
        return count > 0 ? value : nil
    }
}
