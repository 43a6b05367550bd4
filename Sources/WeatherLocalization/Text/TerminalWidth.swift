/// How many columns of a monospaced terminal a text takes, by Unicode's East Asian Width
/// (UAX #11) and emoji properties as the system ICU knows them.
///
/// ```swift
/// TerminalWidth.columns(of: "서울")            // 4
/// TerminalWidth.columns(of: "-2°C")            // 4: "°" is ambiguous, counted narrow
/// TerminalWidth.columns(of: "e\u{301}")        // 1: one grapheme cluster
/// TerminalWidth.columns(of: "\u{2068}abc\u{2069}")  // 3: isolates take no column
/// TerminalWidth.columns(of: "तापमान")           // 6: vowel signs take a column, as in wcwidth
/// ```
///
/// Each grapheme cluster (`Character`) is measured whole, never split:
/// - 0 when every scalar in it draws nothing: combining marks (Mn, Me), format characters
///   (Cf: U+200F, U+2068), controls (Cc) and default-ignorable code points;
/// - 2 when its first scalar is East Asian Wide or Fullwidth (Hangul, kana, CJK), or when it
///   is shown as an emoji picture (`Emoji_Presentation`, or followed by U+FE0F);
/// - otherwise 1 for each scalar that draws something, as terminals count (`wcwidth`):
///   `é` is 1, Devanagari `ता` (a letter and a spacing vowel sign) is 2. Ambiguous
///   characters (`°`, box drawing, arrows) count 1, as in most terminals outside CJK
///   legacy encodings.
///
/// Controls count 0 because they draw no glyph; text from outside should be made safe
/// for a terminal before it is measured and shown.
public enum TerminalWidth {
    /// The columns `text` takes: the sum over its grapheme clusters.
    ///
    /// ```swift
    /// TerminalWidth.columns(of: "6월 12일 (금)")  // 13: three wide syllables, seven narrow
    /// ```
    public static func columns(of text: String) -> Int {
        if let columns = simpleColumns(of: text) { return columns }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns of a text made only of printable ASCII (1 each) and precomposed Hangul
    /// syllables (2 each, East Asian Wide), where every scalar is a grapheme cluster of its
    /// own; `nil` for anything else. Most cells of a render are such texts, and this spares
    /// them the grapheme breaking.
    private static func simpleColumns(of text: String) -> Int? {
        var columns = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x20..<0x7F: columns += 1
            case 0xAC00...0xD7A3: columns += 2
            default: return nil
            }
        }
        return columns
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    ///
    /// ```swift
    /// TerminalWidth.columns(of: "👍" as Character)          // 2
    /// TerminalWidth.columns(of: "ｱ" as Character)           // 1: halfwidth katakana
    /// TerminalWidth.columns(of: "\u{200F}" as Character)    // 0
    /// ```
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Printable ASCII is the common case and needs no lookup.
        if scalars.count == 1, first.value >= 0x20, first.value < 0x7F { return 1 }

        let properties = scalars.map(UnicodeScalarWidthProperties.init)
        if properties.allSatisfy(\.isZeroWidth) { return 0 }
        if properties[0].isEastAsianWide { return 2 }
        if scalars.contains(emojiPresentationSelector) { return 2 }
        if scalars.contains(textPresentationSelector) { return 1 }
        if properties.contains(where: \.hasEmojiPresentation) { return 2 }
        // Terminals add up the widths of the scalars (wcwidth): in Devanagari "ता" the vowel
        // sign (a spacing mark, Mc) takes a column of its own, and so does each consonant
        // of a conjunct ("क्ष"); only non-spacing marks and format characters take none.
        return max(1, properties.count { !$0.isZeroWidth })
    }

    /// VARIATION SELECTOR-16: show the preceding character as an emoji picture.
    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
    /// VARIATION SELECTOR-15: show the preceding character as text.
    private static let textPresentationSelector: Unicode.Scalar = "\u{FE0E}"
}
