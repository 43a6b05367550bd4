import WeatherCore
import WeatherNetwork

/// Rendered answers by place and rendering options, for as long as their data is fresh:
/// a popular city in a popular language costs one lookup, no presenting or rendering.
final class RenderedAnswers: Sendable {
    struct Answer: Sendable {
        var body: [UInt8]
        var entityTag: String
        var contentLanguage: String
        /// Unix seconds after which the data is no longer fresh.
        var freshUntil: Int
    }

    /// A place (as the upstream is asked for it) and how it is rendered.
    struct Key: Hashable, Sendable {
        var place: PlaceKey
        var rendering: ForecastRequest.RenderKey

        /// Roughly what the key holds, for the store's byte bound.
        var bytes: Int { place.bytes + rendering.locale.utf8.count + (rendering.template?.utf8.count ?? 0) + 32 }
    }

    private let answers: Locked<LeastRecentlyUsed<Key, Answer>>

    init(maximumBytes: Int) {
        answers = Locked(LeastRecentlyUsed(maximumCost: maximumBytes))
    }

    /// The answer for `key` while it is fresh at `now`.
    func answer(for key: Key, now: Int) -> Answer? {
        answers.withLock { $0.value(for: key) { now < $0.freshUntil } }
    }

    func keep(_ answer: Answer, for key: Key) {
        answers.withLock { $0.insert(answer, for: key, cost: answer.body.count + key.bytes + 64) }
    }

    var usage: (entries: Int, bytes: Int) { answers.withLock { ($0.count, $0.totalCost) } }
}

/// An entity tag for a body: FNV-1a (64 bits) of its bytes, quoted (`"9f3c…"`).
enum EntityTag {
    static func of(_ body: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in body {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
    }

    /// Whether `If-None-Match` names `tag` (or is `*`); weak tags compare by their value.
    static func matches(ifNoneMatch header: String, _ tag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            var candidate = candidate.trimmingSpacesAndTabs
            if candidate == "*" { return true }
            if candidate.hasPrefix("W/") { candidate.removeFirst(2) }
            return candidate == tag
        }
    }
}
