import Synchronization

/// The switch for the formatters' memos (temperatures kept by their rounded value, dates
/// written from remembered field texts), for benchmarks that measure what ICU costs when
/// it formats every value. On by default; the text is the same either way.
@_spi(Benchmarks)
public enum FormattingMemo {
    private static let enabled = Atomic<Bool>(true)

    /// Whether formatters reuse the texts of rounded values and date fields they wrote before.
    public static var isEnabled: Bool {
        get { enabled.load(ordering: .relaxed) }
        set { enabled.store(newValue, ordering: .relaxed) }
    }
}
