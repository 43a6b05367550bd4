extension StringProtocol {
    /// The text without the spaces at its end: the padding of a short last cell, or of
    /// empty cells at the end of a row, so no rendered line ends in whitespace.
    var droppingTrailingSpaces: SubSequence {
        guard let last = lastIndex(where: { $0 != " " }) else { return self[startIndex..<startIndex] }
        return self[...last]
    }
}
