/// Decodes the bytes of a `.strings` file into Unicode scalars.
///
/// Accepts UTF-8 with or without a byte order mark, UTF-16 with a byte order mark in
/// either byte order (what `genstrings` writes), and UTF-16 without one, which is
/// recognised by its NUL bytes (the byte order is the one that puts them in the
/// high byte of ASCII characters).
enum StringsTextDecoder {
    static func decode(_ bytes: [UInt8], file: String) throws(StringsParseError) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return try decodeUTF8(bytes.dropFirst(3), file: file)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return try decodeUTF16(bytes.dropFirst(2), bigEndian: false, file: file)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return try decodeUTF16(bytes.dropFirst(2), bigEndian: true, file: file)
        }
        if bytes.contains(0) {
            var zerosAtEven = 0
            var zerosAtOdd = 0
            for (index, byte) in bytes.enumerated() where byte == 0 {
                if index.isMultiple(of: 2) { zerosAtEven += 1 } else { zerosAtOdd += 1 }
            }
            return try decodeUTF16(bytes[...], bigEndian: zerosAtEven > zerosAtOdd, file: file)
        }
        return try decodeUTF8(bytes[...], file: file)
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, file: String) throws(StringsParseError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return scalars
            case .error: throw invalidEncoding(after: scalars, file: file)
            }
        }
    }

    private static func decodeUTF16(
        _ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String
    ) throws(StringsParseError) -> [Unicode.Scalar] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break decoding
            case .error: throw invalidEncoding(after: scalars, file: file)
            }
        }
        // An odd byte count leaves half a code unit after the last character.
        guard bytes.count.isMultiple(of: 2) else { throw invalidEncoding(after: scalars, file: file) }
        return scalars
    }

    private static func invalidEncoding(after scalars: [Unicode.Scalar], file: String) -> StringsParseError {
        let position = TextPosition(offset: scalars.count, in: scalars)
        return StringsParseError(file: file, line: position.line, column: position.column, kind: .invalidEncoding)
    }
}
