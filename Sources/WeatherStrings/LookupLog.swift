internal import Logging
import WeatherCore

/// What lookups could not do well, shared by all copies of a `Localizer`.
///
/// Sendable notes: all state is behind one `Locked`, held only to append or copy; each
/// key and each mismatch is kept once, so the log grows no larger than the tables and
/// the code's keys.
final class LookupLog: Sendable {
    private struct State {
        var missingKeys: [String] = []
        var seenMissingKeys: Set<String> = []
        var mismatches: [FormatMismatch] = []
        var seenMismatches: Set<FormatMismatch> = []
    }

    private let state = Locked(State())

    /// Records a key no language has; the first time, says so on the diagnostic channel (debug:
    /// a frontend may look up optional keys).
    func recordMissing(_ key: String) {
        let isNew = state.withLock { state in
            guard state.seenMissingKeys.insert(key).inserted else { return false }
            state.missingKeys.append(key)
            return true
        }
        if isNew { WeatherDiagnostics.logger.debug("no translation has the key; the key is shown", metadata: ["key": "\(key)"]) }
    }

    /// Records a translation that did not fit its arguments; the first time, warns (a fallback is shown).
    func recordMismatch(_ mismatch: FormatMismatch) {
        let isNew = state.withLock { state in
            guard state.seenMismatches.insert(mismatch).inserted else { return false }
            state.mismatches.append(mismatch)
            return true
        }
        if isNew {
            WeatherDiagnostics.logger.warning(
                "translation does not fit its arguments; a fallback is shown: \(mismatch.problems.map(\.description).joined(separator: "; "))",
                metadata: ["language": "\(mismatch.language)", "key": "\(mismatch.key)"])
        }
    }

    var missingKeys: [String] { state.withLock { $0.missingKeys } }
    var mismatches: [FormatMismatch] { state.withLock { $0.mismatches } }
}
