import WeatherCore

extension TOMLReader {
    /// A character a string may hold as is: not a control character other than tab.
    func checkText(_ byte: UInt8) throws(TOMLSyntaxError) {
        if (byte < 0x20 && byte != 0x09) || byte == 0x7F { throw failure(.controlCharacter(in: .string)) }
    }

    mutating func basicString() throws(TOMLSyntaxError) -> String {
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = current, byte != 0x0A, byte != 0x0D else { throw failure(.unterminatedString) }
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                try escape(into: &text)
            } else {
                try checkText(byte)
                text.append(byte)
                index += 1
            }
        }
        index += 1
        return String(decoding: text, as: UTF8.self)
    }

    mutating func literalString() throws(TOMLSyntaxError) -> String {
        index += 1
        let start = index
        while current != UInt8(ascii: "'") {
            guard let byte = current, byte != 0x0A, byte != 0x0D else { throw failure(.unterminatedString) }
            try checkText(byte)
            index += 1
        }
        index += 1
        return String(decoding: bytes[start..<index - 1], as: UTF8.self)
    }

    /// `"""…"""` or `'''…'''`: a newline right after the opening is dropped; in the basic
    /// kind, a backslash at a line's end joins it to the next non-blank text.
    mutating func multilineString(quote: UInt8) throws(TOMLSyntaxError) -> String {
        index += 3
        if current == 0x0A { _ = try newline() } else if current == 0x0D, peek(1) == 0x0A { _ = try newline() }
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw failure(.unterminatedMultilineString) }
            if byte == quote, peek(1) == quote, peek(2) == quote {
                // Up to two more quotes belong to the text: `""""` ends with one in it.
                var run = 3
                while peek(run) == quote { run += 1 }
                guard run <= 5 else { index += 5; throw failure(.tooManyQuotes) }
                text.append(contentsOf: repeatElement(quote, count: run - 3))
                index += run
                return String(decoding: text, as: UTF8.self)
            }
            if byte == 0x0A || byte == 0x0D {
                guard try newline() else { throw failure(.carriageReturnWithoutLineFeed) }
                text.append(0x0A)
            } else if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                if try !lineEndingBackslash() { try escape(into: &text) }
            } else {
                try checkText(byte)
                text.append(byte)
                index += 1
            }
        }
    }

    /// A backslash followed only by spaces to the line's end: skips them, the line ending
    /// and all blank space after it.
    mutating func lineEndingBackslash() throws(TOMLSyntaxError) -> Bool {
        var look = index + 1
        while look < bytes.count, bytes[look] == 0x20 || bytes[look] == 0x09 { look += 1 }
        guard look < bytes.count, bytes[look] == 0x0A || (bytes[look] == 0x0D && look + 1 < bytes.count && bytes[look + 1] == 0x0A)
        else { return false }
        index = look
        while true {
            skipSpaces()
            guard try newline() else { return true }
        }
    }

    /// A backslash escape; a mistake is reported at the backslash.
    mutating func escape(into text: inout [UInt8]) throws(TOMLSyntaxError) {
        let backslash = index
        index += 1
        let simple: UInt8? = switch current {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        default: nil
        }
        if let simple {
            text.append(simple)
            index += 1
            return
        }
        let digits: Int
        switch current {
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default:
            let after = found
            index = backslash
            throw failure(.unknownEscape(after))
        }
        var code: UInt32 = 0
        for offset in 1...digits {
            guard let digit = peek(offset)?.hexDigitValue else { index = backslash; throw failure(.unicodeEscapeDigits(uppercase: digits == 8)) }
            code = code << 4 | UInt32(digit)
        }
        guard let scalar = Unicode.Scalar(code) else { index = backslash; throw failure(.unicodeEscapeNoScalar(uppercase: digits == 8)) }
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
        index += digits + 1
    }
}
