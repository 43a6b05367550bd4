/// The ANSI SGR emphasis a text rendering uses: bold titles, dim labels and headers.
enum TerminalStyle {
    case bold
    case dim
    /// A 24-bit foreground colour, from `#RRGGBB`.
    case colour(red: UInt8, green: UInt8, blue: UInt8)

    /// The colour of a `#RRGGBB` text, or `nil` for anything else.
    static func colour(hex: String) -> TerminalStyle? {
        guard hex.utf8.count == 7, hex.hasPrefix("#"), let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        return .colour(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

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
        case .colour(let red, let green, let blue): "\u{1B}[38;2;\(red);\(green);\(blue)m"
        }
    }

    private static let reset = "\u{1B}[0m"
}
