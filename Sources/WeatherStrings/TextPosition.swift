/// Turns an offset into decoded text into the 1-based line and column people see.
///
/// Lines end at `\n`, `\r\n` or `\r`. Columns count characters (grapheme clusters),
/// so an accented letter written as two scalars is one column.
struct TextPosition: Equatable {
    var line: Int
    var column: Int

    init(offset: Int, in scalars: [Unicode.Scalar]) {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            switch scalars[index] {
            case "\r":
                line += 1
                if index + 1 < offset, scalars[index + 1] == "\n" { index += 1 }
                lineStart = index + 1
            case "\n":
                line += 1
                lineStart = index + 1
            default:
                break
            }
            index += 1
        }
        self.line = line
        self.column = Self.column(of: offset, lineStart: lineStart, in: scalars)
    }

    /// The 1-based column of `offset` on the line that starts at `lineStart`.
    static func column(of offset: Int, lineStart: Int, in scalars: [Unicode.Scalar]) -> Int {
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: scalars[lineStart..<offset])
        return String(prefix).count + 1
    }
}
