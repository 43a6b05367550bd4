/// The number a formatted text shows, found by its decimal digits in any script (`-5`,
/// `١١`, `५`): scanned by Unicode scalars, ASCII digits without a property lookup, since
/// every spoken temperature and every unit override passes here (a scan by `Character`
/// and `isNumber` cost 0.1 M instructions a rendered page).
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
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let next = scalars.index(after: index)
            if Self.digit(scalars[index]) != nil {
                if first == nil { first = index }
                end = next
            }
            index = next
        }
        guard let first else { return nil }
        range = first..<end
        var value = 0
        for scalar in scalars[range] {
            guard let digit = Self.digit(scalar), value < Int.max / 10 - 9 else {
                integer = nil
                return
            }
            value = value * 10 + digit
        }
        integer = value
    }

    /// The decimal digit's value, in any script; `nil` for anything else.
    static func digit(_ scalar: Unicode.Scalar) -> Int? {
        if scalar.isASCII { return (48...57).contains(scalar.value) ? Int(scalar.value) - 48 : nil }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return Int(value)
    }
}
