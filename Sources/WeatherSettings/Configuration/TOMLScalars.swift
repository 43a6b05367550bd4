extension TOMLReader {
    /// A number, `inf`, `nan` or a date-time: the bytes up to the next delimiter, checked whole.
    mutating func scalarToken() throws(TOMLSyntaxError) -> TOMLValue {
        let start = index
        func isTokenByte(_ byte: UInt8) -> Bool {
            Self.isBareKey(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
        }
        while let byte = current, isTokenByte(byte) { index += 1 }
        // A date and a time may be joined by one space: `1979-05-27 07:32:00`.
        if current == 0x20, let next = peek(1), (0x30...0x39).contains(next), index - start == 10,
           bytes[start + 4] == UInt8(ascii: "-") {
            index += 1
            while let byte = current, isTokenByte(byte) { index += 1 }
        }
        let token = String(decoding: bytes[start..<index], as: UTF8.self)
        if let value = Self.number(token) { return value }
        if Self.isDateTime(token) { return .dateTime(token) }
        index = start
        if token.first?.isLetter == true { throw failure(.unquotedText(token)) }
        guard !token.isEmpty else { throw missing(.value) }
        throw failure(.invalidValue(token))
    }

    /// TOML's integer and float grammar: underscores only between digits, no leading zeros,
    /// hex/octal/binary integers without sign.
    static func number(_ token: String) -> TOMLValue? {
        var text = Substring(token)
        switch text {
        case "inf", "+inf": return .float(.infinity)
        case "-inf": return .float(-.infinity)
        case "nan", "+nan", "-nan": return .float(.nan)
        default: break
        }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            let digits = text.dropFirst(2)
            guard digitsWithUnderscores(digits, radix: radix) else { return nil }
            return Int(digits.filter { $0 != "_" }, radix: radix).map(TOMLValue.integer)
        }
        var sign = ""
        if let first = text.first, first == "+" || first == "-" {
            sign = first == "-" ? "-" : ""
            text = text.dropFirst()
        }
        // Split into integer part, fraction and exponent, each checked on its own.
        let exponentStart = text.firstIndex { $0 == "e" || $0 == "E" }
        let mantissa = text[..<(exponentStart ?? text.endIndex)]
        let pointIndex = mantissa.firstIndex(of: ".")
        let whole = mantissa[..<(pointIndex ?? mantissa.endIndex)]
        guard digitsWithUnderscores(whole, radix: 10), whole == "0" || !whole.hasPrefix("0") else { return nil }
        if let pointIndex {
            guard digitsWithUnderscores(mantissa[mantissa.index(after: pointIndex)...], radix: 10) else { return nil }
        }
        if let exponentStart {
            var exponent = text[text.index(after: exponentStart)...]
            if exponent.first == "+" || exponent.first == "-" { exponent = exponent.dropFirst() }
            guard digitsWithUnderscores(exponent, radix: 10) else { return nil }
        }
        let plain = sign + text.filter { $0 != "_" }
        if pointIndex == nil, exponentStart == nil { return Int(plain).map(TOMLValue.integer) }
        return Double(plain).map(TOMLValue.float)
    }

    /// One or more digits of `radix`, single underscores only between two digits.
    static func digitsWithUnderscores(_ text: Substring, radix: Int) -> Bool {
        guard let first = text.first, let last = text.last, first != "_", last != "_" else { return false }
        var previousUnderscore = false
        for character in text {
            if character == "_" {
                if previousUnderscore { return false }
                previousUnderscore = true
            } else {
                guard let value = character.hexDigitValue, value < radix else { return false }
                previousUnderscore = false
            }
        }
        return true
    }

    /// RFC 3339 as TOML takes it: a date, a time, or both (with `T`, `t` or a space), an
    /// optional fraction and, after a date and time, an optional `Z` or `±hh:mm` offset.
    static func isDateTime(_ token: String) -> Bool {
        let characters = Array(token.utf8)
        var position = 0
        func digits(_ count: Int, in range: ClosedRange<Int>) -> Bool {
            guard position + count <= characters.count else { return false }
            var value = 0
            for offset in 0..<count {
                let byte = characters[position + offset]
                guard (0x30...0x39).contains(byte) else { return false }
                value = value * 10 + Int(byte - 0x30)
            }
            position += count
            return range.contains(value)
        }
        func literal(_ byte: UInt8) -> Bool {
            guard position < characters.count, characters[position] == byte else { return false }
            position += 1
            return true
        }
        func time() -> Bool {
            guard digits(2, in: 0...23), literal(UInt8(ascii: ":")), digits(2, in: 0...59), literal(UInt8(ascii: ":")),
                  digits(2, in: 0...60) else { return false }
            if literal(UInt8(ascii: ".")) {
                let start = position
                while position < characters.count, (0x30...0x39).contains(characters[position]) { position += 1 }
                return position > start
            }
            return true
        }
        if characters.count >= 3, characters[2] == UInt8(ascii: ":") { return time() && position == characters.count }
        guard digits(4, in: 0...9999), literal(UInt8(ascii: "-")), digits(2, in: 1...12), literal(UInt8(ascii: "-")),
              digits(2, in: 1...31) else { return false }
        if position == characters.count { return true }
        guard let separator = characters.dropFirst(position).first, [UInt8(ascii: "T"), UInt8(ascii: "t"), 0x20].contains(separator)
        else { return false }
        position += 1
        guard time() else { return false }
        if literal(UInt8(ascii: "Z")) || literal(UInt8(ascii: "z")) { return position == characters.count }
        if literal(UInt8(ascii: "+")) || literal(UInt8(ascii: "-")) {
            guard digits(2, in: 0...23), literal(UInt8(ascii: ":")), digits(2, in: 0...59) else { return false }
        }
        return position == characters.count
    }
}
