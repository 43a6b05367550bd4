/// The ANSI SGR emphasis a text rendering uses: bold titles, dim labels and headers.
enum TerminalStyle {
    case bold
    case dim

    /// `text` between this style's SGR code and a reset; empty text stays empty, so a
    /// blank cell never leaves escape codes at the end of a line.
    func apply(to text: String) -> String {
        guard !text.isEmpty else { return text }
        return code + text + Self.reset
    }

    private var code: String {
        switch self {
        case .bold: "\u{1B}[1m"
        case .dim: "\u{1B}[2m"
        }
    }

    private static let reset = "\u{1B}[0m"
}
