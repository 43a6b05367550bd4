/// Breaks a line of text into lines of at most a number of terminal columns, at line-break
/// opportunities, never inside a grapheme cluster: after a space, and between two wide
/// characters (ideographs, kana, Hangul syllables), as UAX #14 allows for Chinese,
/// Japanese and Korean, except before closing or after opening CJK punctuation (`。`, `、`,
/// `）`, `「`). A word longer than the width stands on a line of its own and is cut only then.
///
/// ```swift
/// LineWrapping.lines("Sample data (the bundled Seoul forecast), not live weather", width: 40)
/// // ["Sample data (the bundled Seoul", "forecast), not live weather"]
/// ```
enum LineWrapping {
    /// `text` in lines of at most `width` columns, spaces at the breaks dropped.
    static func lines(_ text: String, width: Int, ambiguous: AmbiguousWidth = .narrow) -> [String] {
        guard width > 0, TerminalWidth.columns(of: text, ambiguous: ambiguous) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        var lineColumns = 0
        for segment in segments(of: text) {
            let columns = TerminalWidth.columns(of: segment.text, ambiguous: ambiguous)
            // The spaces after a word may hang past the width: they are dropped at a break.
            let visible = TerminalWidth.columns(of: String(segment.text.droppingTrailingSpaces), ambiguous: ambiguous)
            if lineColumns + visible > width, !line.isEmpty {
                lines.append(String(line.droppingTrailingSpaces))
                line = ""
                lineColumns = 0
                if segment.text.allSatisfy({ $0 == " " }) { continue }
            }
            if visible > width {
                // Only a word wider than the whole line is cut, at grapheme clusters.
                for character in segment.text {
                    let characterColumns = TerminalWidth.columns(of: character, ambiguous: ambiguous)
                    if lineColumns + characterColumns > width, !line.isEmpty {
                        lines.append(line)
                        line = ""
                        lineColumns = 0
                    }
                    line.append(character)
                    lineColumns += characterColumns
                }
                continue
            }
            line += segment.text
            lineColumns += columns
        }
        if !line.isEmpty { lines.append(String(line.droppingTrailingSpaces)) }
        return lines
    }

    /// The text split after each break opportunity: each piece is a word with the spaces
    /// after it, or one wide character that may stand at a line's end.
    private struct Segment {
        var text: String
    }

    private static func segments(of text: String) -> [Segment] {
        var segments: [Segment] = []
        var current = ""
        var previous: Character?
        for character in text {
            if let previous, isBreak(between: previous, and: character), !current.isEmpty {
                segments.append(Segment(text: current))
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { segments.append(Segment(text: current)) }
        return segments
    }

    /// Whether a line may break between `before` and `after`.
    private static func isBreak(between before: Character, and after: Character) -> Bool {
        // Only the plain space breaks: no-break spaces (U+00A0, U+202F: "4:00 PM", "12 °C") never do.
        if after == " " { return false }
        if before == " " { return true }
        if closing.contains(after) || opening.contains(before) { return false }
        return TerminalWidth.columns(of: before) == 2 && TerminalWidth.columns(of: after) == 2
            && !before.unicodeScalars.contains { $0.properties.isEmojiPresentation }
    }

    /// CJK punctuation that never starts a line (UAX #14 class CL, and the full stops).
    private static let closing: Set<Character> = ["、", "。", "，", "．", "）", "」", "』", "】", "〉", "》", "！", "？", "：", "；", "ー"]
    /// CJK punctuation that never ends a line (class OP).
    private static let opening: Set<Character> = ["（", "「", "『", "【", "〈", "《"]
}
