/// Makes untrusted text (place names, translations, anything from outside) safe to write
/// to a terminal: nothing in it can move the cursor, change colours, set the window title
/// or reorder the line.
///
/// ```swift
/// TerminalSanitizer.sanitize("\u{1B}]0;x\u{07}")  // "␛]0;x␇"
/// TerminalSanitizer.sanitize("a\tb")              // "a␉b"
/// TerminalSanitizer.sanitize("\u{202E}evil")      // "evil"
/// ```
///
/// - C0 controls (U+0000–U+001F) become their Control Pictures (U+2400–U+241F), DEL
///   becomes U+2421: the reader still sees that something was there.
/// - C1 controls (U+0080–U+009F), which some terminals obey as escape sequences
///   (U+009B is CSI), become U+FFFD.
/// - Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) are removed:
///   an unbalanced one would reorder the rest of the terminal line.
/// - Other format characters stay (U+200E, U+200F, U+061C, U+202F): ICU's own dates and
///   numbers contain them.
package enum TerminalSanitizer {
    /// `text` with every control made visible and every bidi control removed.
    ///
    /// ```swift
    /// TerminalSanitizer.sanitize("Seoul\u{9B}31m")  // "Seoul\u{FFFD}31m"
    /// ```
    package static func sanitize(_ text: String) -> String {
        // Nearly every cell is already safe: finding that from its UTF-8 spares rebuilding
        // it scalar by scalar (a thousand instructions a cell, a tenth of laying one out).
        guard needsChanges(text.utf8) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = replacement(for: scalar) { result.append(replacement) }
        }
        return String(result)
    }

    /// Whether any scalar of `utf8` is one that ``replacement(for:)`` changes: a C0 control or
    /// DEL (one byte), a C1 control (`C2 80`–`C2 9F`), or a bidi embedding, override
    /// (`E2 80 AA`–`AE`) or isolate (`E2 81 A6`–`A9`).
    private static func needsChanges(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in utf8 {
            if byte < 0x20 || byte == 0x7F { return true }
            if previous == 0xC2, byte >= 0x80, byte <= 0x9F { return true }
            if beforePrevious == 0xE2 {
                if previous == 0x80, byte >= 0xAA, byte <= 0xAE { return true }
                if previous == 0x81, byte >= 0xA6, byte <= 0xA9 { return true }
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// What `scalar` becomes: itself, a visible stand-in, or nothing (`nil`).
    private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F:
            // SYMBOL FOR NULL (U+2400) onwards mirror the C0 block one to one.
            return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F:
            return "\u{FFFD}"
        case 0x202A...0x202E, 0x2066...0x2069:
            return nil
        default:
            return scalar
        }
    }
}
