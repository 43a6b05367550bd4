extension Substring {
    /// The text without the spaces at its end: the padding of a short last cell, or of
    /// empty cells at the end of a row, so no rendered line ends in whitespace.
    var droppingTrailingSpaces: Substring {
        // Most lines end in a letter or digit: the last byte says so without walking characters.
        guard utf8.last == 0x20 else { return self }
        guard let last = lastIndex(where: { $0 != " " }) else { return self[startIndex..<startIndex] }
        return self[...last]
    }
}

extension String {
    /// The text without the spaces at its end (see `Substring.droppingTrailingSpaces`).
    var droppingTrailingSpaces: Substring { self[...].droppingTrailingSpaces }
}
