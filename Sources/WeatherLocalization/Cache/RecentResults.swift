/// An input a formatter's recent results are kept by: compared exactly, and spread over
/// the table by a cheap mix of its bits (a full `Hasher` costs more than the lookup saves).
protocol RecentInput: Equatable {
    /// The input's bits folded into 64; equal inputs must give equal values.
    var mixedBits: UInt64 { get }
}

/// The recent results of one formatter, by input: a small open-addressed table.
///
/// A formatter's output is a pure function of its input, and weather frontends format
/// the same inputs again and again: every forecast of a region shares the same 3-hour
/// slots, a widget redraws the same readings, a server renders one forecast for many
/// users. A value seen recently costs a multiply and a comparison or two instead of
/// ICU's formatting. Inputs are compared exactly (bit patterns, not `==` on `Double`,
/// so `-0.0` and `0.0` stay apart). The table never grows: when `capacity` inputs are
/// kept it starts over, so at most `capacity` strings are held per formatter.
///
/// Not the package's ``LeastRecentlyUsed``, on purpose: this memo sits on the path of every
/// value formatted (the "every value new" workload), where a `Hasher` and the recency list's
/// upkeep would cost more than the ICU call they save; it lives inside its formatter's own
/// lock, and starting over when full keeps a hit to one multiply and a compare.
struct RecentResults<Input: RecentInput> {
    /// Empty until the first result is kept: a formatter opened and used once or never
    /// (most of those a `--locale all` run opens) allocates no table.
    private var slots: [(input: Input, text: String)?] = []
    private let slotCount: Int
    private var count = 0
    private let capacity: Int
    private let shift: UInt64

    /// `capacity` (at least 1) is rounded up to a power of two; the table has twice as
    /// many slots, so a probe always ends at an empty one.
    init(capacity: Int = 64) {
        var bits: UInt64 = 1
        while 1 << (bits - 1) < capacity { bits += 1 }
        slotCount = 1 << bits
        self.capacity = 1 << (bits - 1)
        shift = 64 - bits
    }

    /// Where an input's probe starts. Fibonacci hashing: the high bits of the product
    /// depend on every bit of the input.
    private func home(_ input: Input) -> Int {
        Int(truncatingIfNeeded: (input.mixedBits &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The text for `input` if it is kept, and the slot to pass to `remember(_:for:in:)`
    /// otherwise, so a miss is probed only once.
    func lookUp(_ input: Input) -> (slot: Int, text: String?) {
        var slot = home(input)
        guard !slots.isEmpty else { return (slot, nil) }
        while let entry = slots[slot] {
            if entry.input == input { return (slot, entry.text) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (slot, nil)
    }

    /// Keeps `text` for `input`, which `lookUp` did not find, in the slot it gave.
    mutating func remember(_ text: String, for input: Input, in slot: Int) {
        var slot = slot
        if slots.isEmpty { slots = Array(repeating: nil, count: slotCount) }
        if count == capacity {
            for index in slots.indices { slots[index] = nil }
            count = 0
            slot = home(input)
        }
        slots[slot] = (input, text)
        count += 1
    }
}

extension UInt64: RecentInput {
    var mixedBits: UInt64 { self }
}
