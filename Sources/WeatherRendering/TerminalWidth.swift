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
package enum TerminalWidth {
    /// The columns `text` takes: the sum over its grapheme clusters.
    ///
    /// ```swift
    /// TerminalWidth.columns(of: "6월 12일 (금)")  // 13: three wide syllables, seven narrow
    /// ```
    package static func columns(of text: String) -> Int {
        if let columns = simpleColumns(of: text) { return columns }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns `text` takes in a terminal that draws East Asian Ambiguous characters
    /// as `ambiguous` says: with ``AmbiguousWidth/wide``, each cluster that would take one
    /// column and starts with an ambiguous scalar takes two.
    ///
    /// ```swift
    /// TerminalWidth.columns(of: "-2°C", ambiguous: .wide)   // 5
    /// TerminalWidth.columns(of: "-2°C", ambiguous: .narrow) // 4
    /// ```
    package static func columns(of text: String, ambiguous: AmbiguousWidth) -> Int {
        guard ambiguous == .wide else { return columns(of: text) }
        // ASCII is never ambiguous: most cells are measured without a lookup.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return columns(of: text) }
        return text.reduce(0) { $0 + columns(of: $1, ambiguous: .wide) }
    }

    /// The columns one grapheme cluster takes with ambiguous characters drawn as `ambiguous` says.
    package static func columns(of character: Character, ambiguous: AmbiguousWidth) -> Int {
        let narrow = columns(of: character)
        guard ambiguous == .wide, narrow == 1, let first = character.unicodeScalars.first,
              UnicodeScalarWidthProperties.isEastAsianAmbiguous(first)
        else { return narrow }
        return 2
    }

    /// The columns of a text made only of scalars that are grapheme clusters of their own
    /// next to one another and whose width is known without a lookup (``simpleWidth(of:)``);
    /// `nil` for anything else. Most cells of a render are such texts, in every shipped
    /// language but Hindi, and this spares them the grapheme breaking.
    private static func simpleColumns(of text: String) -> Int? {
        var columns = 0
        for scalar in text.unicodeScalars {
            guard let width = simpleWidth(of: scalar) else { return nil }
            columns += width
        }
        return columns
    }

    /// The width of a scalar of a common script or symbol block that forms a grapheme
    /// cluster alone beside any other such scalar (Grapheme_Cluster_Break Other or Control,
    /// or a Hangul syllable); `nil` for the rest (marks, joiners, emoji, jamo, Indic letters
    /// that vowel signs attach to), which ``columns(of:)-(Character)`` measures. The tests
    /// check every scalar listed here against that slow path.
    package static func simpleWidth(of scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x20...0x7E: 1                      // ASCII
        case 0xA0...0xAC, 0xAE...0xFF: 1         // Latin-1 (not the soft hyphen, a format character)
        case 0x100...0x24F: 1                    // Latin Extended-A and -B
        case 0x386, 0x388...0x38A, 0x38C, 0x38E...0x3A1, 0x3A3...0x3CE: 1  // Greek letters
        case 0x400...0x482, 0x48A...0x4FF: 1     // Cyrillic (not the combining titlo and others)
        case 0x5D0...0x5EA: 1                    // Hebrew letters (points attach, so not them)
        case 0x621...0x64A, 0x660...0x669: 1     // Arabic letters and digits (not the harakat)
        case 0x2010...0x2027, 0x2030...0x205E: 1 // punctuation: dashes, quotes, ‰, ′
        case 0x2009, 0x202F: 1                   // thin and narrow no-break spaces (fr: "12 °C")
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: 0  // bidi marks and isolates
        case 0x3000...0x3003, 0x3008...0x3011: 2 // ideographic space, comma, full stop, brackets
        case 0x3041...0x3096, 0x309D...0x309F: 2 // hiragana (not the combining sound marks)
        case 0x30A0...0x30FF: 2                  // katakana, ・ and ー
        case 0x3380...0x33FF: 2                  // squared units (㎍, ㎥: Korean concentrations)
        case 0x4E00...0x9FFF: 2                  // CJK ideographs
        case 0xAC00...0xD7A3: 2                  // Hangul syllables
        case 0xFF01...0xFF60: 2                  // fullwidth forms
        default: nil
        }
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    ///
    /// ```swift
    /// TerminalWidth.columns(of: "👍" as Character)          // 2
    /// TerminalWidth.columns(of: "ｱ" as Character)           // 1: halfwidth katakana
    /// TerminalWidth.columns(of: "\u{200F}" as Character)    // 0
    /// ```
    package static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        if let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
           let width = simpleWidth(of: first) {
            return width
        }
        return measuredColumns(of: character)
    }

    /// ``columns(of:)-(Character)`` from each scalar's Unicode properties, without the fast
    /// path (which the tests check against this).
    package static func measuredColumns(of character: Character) -> Int {
        var firstIsWide: Bool?
        var drawing = 0
        var hasEmojiPresentation = false
        for scalar in character.unicodeScalars {
            let properties = UnicodeScalarWidthProperties(scalar)
            firstIsWide = firstIsWide ?? properties.isEastAsianWide
            if !properties.isZeroWidth { drawing += 1 }
            hasEmojiPresentation = hasEmojiPresentation || properties.hasEmojiPresentation
        }
        if drawing == 0 { return 0 }
        if firstIsWide == true { return 2 }
        let scalars = character.unicodeScalars
        if scalars.contains(emojiPresentationSelector) { return 2 }
        if scalars.contains(textPresentationSelector) { return 1 }
        if hasEmojiPresentation { return 2 }
        // Terminals add up the widths of the scalars (wcwidth): in Devanagari "ता" the vowel
        // sign (a spacing mark, Mc) takes a column of its own, and so does each consonant
        // of a conjunct ("क्ष"); only non-spacing marks and format characters take none.
        return drawing
    }

    /// VARIATION SELECTOR-16: show the preceding character as an emoji picture.
    private static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"
    /// VARIATION SELECTOR-15: show the preceding character as text.
    private static let textPresentationSelector: Unicode.Scalar = "\u{FE0E}"
}
