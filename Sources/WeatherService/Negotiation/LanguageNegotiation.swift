import WeatherCore

/// Reads `Accept-Language` (RFC 9110 §12.5.4): language ranges with their q-values, best
/// first. Which of them the service can show is decided by ``LocaleNegotiator``.
///
/// ```swift
/// AcceptLanguage.ranges("ko-KR,ko;q=0.9,en;q=0.8")  // ["ko-KR", "ko", "en"]
/// AcceptLanguage.ranges("fr;q=0, de")              // ["de"]: q=0 means "not this"
/// AcceptLanguage.parse("*, en;q=0")                // no ranges, a wildcard, "en" excluded
/// ```
enum AcceptLanguage {
    /// At most this many ranges are read: a header with thousands is cut, not parsed whole.
    static let maximumRanges = 32

    /// What a header says: its ranges above q=0, best first; whether `*` accepts any other
    /// language; and the base languages it refuses (`en;q=0`).
    struct Parsed: Equatable {
        var ranges: [String] = []
        var wildcard = false
        var excluded: Set<String> = []
    }

    /// The ranges with a q-value above 0, highest first (equal q-values keep their order);
    /// `*` and malformed ranges are left out.
    static func ranges(_ header: String) -> [String] { parse(header).ranges }

    static func parse(_ header: String) -> Parsed {
        var parsed = Parsed()
        var weighted: [(range: String, q: Double, order: Int)] = []
        for (order, part) in header.split(separator: ",", omittingEmptySubsequences: true).prefix(maximumRanges).enumerated() {
            let pieces = part.split(separator: ";")
            guard let first = pieces.first else { continue }
            let range = first.trimmingSpacesAndTabs
            guard range == "*" || isLanguageRange(range) else { continue }
            var q = 1.0
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map(\.trimmingSpacesAndTabs)
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                q = QValue.parse(pair[1]) ?? 0
            }
            if range == "*" {
                if q > 0 { parsed.wildcard = true }
            } else if q > 0 {
                weighted.append((range, q, order))
            } else {
                parsed.excluded.insert(String(range.prefix { $0 != "-" }).lowercased())
            }
        }
        parsed.ranges = weighted.sorted { $0.q != $1.q ? $0.q > $1.q : $0.order < $1.order }.map(\.range)
        return parsed
    }

    /// Letters, digits and hyphens, 1–8 characters a subtag, the first letters only.
    private static func isLanguageRange(_ text: String) -> Bool {
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = subtags.first, (1...8).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCIILetter || $0.isASCIIDigit } }
    }
}

/// A q-value (`1`, `0.8`, `0.125`): 0 to 1 with at most three decimals; anything else is nil.
enum QValue {
    static func parse(_ text: String) -> Double? {
        guard text.count <= 5, let value = Double(text), value >= 0, value <= 1,
              text.allSatisfy({ $0.isASCIIDigit || $0 == "." })
        else { return nil }
        return value
    }
}
