extension BidirectionalCollection {
    /// Without the leading and trailing elements that `isBlank` accepts: the one trimming
    /// rule that every kind of blank (Unicode whitespace, HTTP's spaces and tabs, XML's
    /// space) is written with.
    @inlinable
    package func trimming(while isBlank: (Element) throws -> Bool) rethrows -> SubSequence {
        guard let first = try firstIndex(where: { try !isBlank($0) }),
              let last = try lastIndex(where: { try !isBlank($0) })
        else { return self[endIndex...] }
        return self[first...last]
    }
}

extension StringProtocol where UnicodeScalarView: BidirectionalCollection, UTF8View: BidirectionalCollection {
    /// Without leading and trailing Unicode whitespace: header values, environment
    /// variables, option values as people type them.
    package var trimmingWhitespace: String {
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: unicodeScalars.trimming { $0.properties.isWhitespace })
        return String(trimmed)
    }

    /// Without leading and trailing spaces and tabs (HTTP's optional white space, the
    /// blanks around a time-zone name). Over the UTF-8 view: a character-wise form cost a
    /// cold start a million instructions of generic metadata.
    package var trimmingSpacesAndTabs: String {
        String(decoding: utf8.trimming { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
    }
}

extension Character {
    /// `A`–`Z` and `a`–`z`.
    package var isASCIILetter: Bool { isASCII && isLetter }
    /// `0`–`9`.
    package var isASCIIDigit: Bool { isASCII && isNumber }
}
