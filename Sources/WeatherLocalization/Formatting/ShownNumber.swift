/// The number a formatted text shows, found by its decimal digits in any script (`-5`,
/// `١١`, `५`): one pass over Unicode scalars, ASCII digits without a property lookup, since
/// every spoken temperature and every unit override passes here (a scan by `Character`
/// and `isNumber` cost 0.25 M instructions a rendered page: Benchmarks/README.md).
struct ShownNumber {
    /// From the first digit to the last, what lies between included (a separator, a
    /// decimal mark).
    let range: Range<String.Index>
    /// The value when the range is digits alone (a whole number); `nil` for a fraction or a
    /// number with separators.
    let integer: Int?

    /// The number `text` shows; `nil` when it shows no digit.
    init?(in text: String) {
        let scalars = text.unicodeScalars
        var first: String.Index?
        var end = scalars.startIndex
        var value: Int? = 0
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if let digit = Self.digit(scalars[index]) {
                if first == nil { first = index }
                // Something other than a digit since the last one: not a whole number.
                if end != index, first != index { value = nil }
                if let whole = value { value = whole < Int.max / 10 - 9 ? whole * 10 + digit : nil }
                end = next
            }
            index = next
        }
        guard let first else { return nil }
        range = first..<end
        integer = value
    }

    /// The decimal digit's value, in any script; `nil` for anything else.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        let value = scalar.value
        if value < 0x80 { return (0x30...0x39).contains(value) ? Int(value) - 0x30 : nil }
        if digitFree.contains(where: { $0.contains(value) }) { return nil }
        guard scalar.properties.numericType == .decimal, let number = scalar.properties.numericValue else { return nil }
        return Int(number)
    }

    /// Ranges of the Basic Multilingual Plane without a decimal digit (General_Category Nd):
    /// Latin, Greek, Cyrillic, Hebrew and Arabic letters, the symbols around numbers (°, ℃),
    /// CJK and Hangul need no property lookup. From the Unicode Character Database
    /// (UnicodeData.txt, Nd: the first digits above are U+0660 Arabic-Indic, U+A620 Vai,
    /// U+FF10 fullwidth), checked against the standard library's own Unicode data by
    /// ShownNumberTests.
    static let digitFree: [Range<UInt32>] = [0x80..<0x660, 0x2000..<0xA620, 0xAC00..<0xFF10]
}
