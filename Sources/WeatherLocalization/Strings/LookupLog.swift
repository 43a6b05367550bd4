internal import Synchronization

/// What lookups could not do well, shared by all copies of a `Localizer`.
///
/// Sendable notes: all state is behind one `Mutex`, held only to append or copy; each
/// key and each mismatch is kept once, so the log grows no larger than the tables and
/// the code's keys.
final class LookupLog: Sendable {
    private struct State {
        var missingKeys: [String] = []
        var seenMissingKeys: Set<String> = []
        var mismatches: [FormatMismatch] = []
        var seenMismatches: Set<FormatMismatch> = []
    }

    private let state = Mutex(State())

    func recordMissing(_ key: String) {
        state.withLock { state in
            if state.seenMissingKeys.insert(key).inserted { state.missingKeys.append(key) }
        }
    }

    func recordMismatch(_ mismatch: FormatMismatch) {
        state.withLock { state in
            if state.seenMismatches.insert(mismatch).inserted { state.mismatches.append(mismatch) }
        }
    }

    var missingKeys: [String] { state.withLock { $0.missingKeys } }
    var mismatches: [FormatMismatch] { state.withLock { $0.mismatches } }
}
