/// Wraps text in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069) for
/// right-to-left locales, so a number or a Latin place name keeps its own direction and
/// cannot reorder its neighbours. Terminal widths ignore both marks (they are Cf).
struct BidiIsolation {
    /// Whether to isolate at all: left-to-right locales get the text unchanged.
    var isEnabled: Bool

    func apply(to text: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{2068}" + text + "\u{2069}"
    }
}
