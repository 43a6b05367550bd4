/// How text output draws a condition's symbol before its name.
public enum IconStyle: String, Sendable, Hashable, CaseIterable {
    /// `☀️ Sunny`: the view model's emoji (two terminal columns).
    case emoji
    /// `* Sunny`: the ASCII stand-in, for terminals without emoji.
    case ascii
    /// `Sunny`: no symbol.
    case none
}
