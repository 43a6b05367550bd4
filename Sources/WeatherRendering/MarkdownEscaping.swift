/// Backslash-escapes the characters that would make untrusted text active Markdown
/// (emphasis, links, HTML, code, table pipes, headings, entities, strikethrough), so a
/// place named `*Seoul* | <b>` shows as written.
enum MarkdownEscaping {
    /// ASCII punctuation that starts or ends a Markdown construct anywhere in a line
    /// (CommonMark lets every ASCII punctuation character be escaped with a backslash).
    private static let active: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "&"]

    /// `text` escaped for a table cell or a heading.
    ///
    /// ```swift
    /// MarkdownEscaping.escape("a|b *c*")  // "a\\|b \\*c\\*"
    /// ```
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if active.contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `text` escaped to start a paragraph: also a leading `-`, `+`, `=` or `12.`/`12)`,
    /// which would otherwise turn the line into a list item or a rule.
    ///
    /// ```swift
    /// MarkdownEscaping.escapeParagraph("5. Dez.")  // "5\\. Dez."
    /// ```
    static func escapeParagraph(_ text: String) -> String {
        let escaped = escape(text)
        if let first = escaped.first, "-+=".contains(first) { return "\\" + escaped }
        let digits = escaped.prefix { $0.isASCII && $0.isNumber }
        let rest = escaped.dropFirst(digits.count)
        if !digits.isEmpty, let marker = rest.first, marker == "." || marker == ")" {
            return digits + "\\" + rest
        }
        return escaped
    }
}
