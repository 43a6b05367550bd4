/// An IPv4 or IPv6 address as its bytes (4 or 16), read from its text; an IPv4-mapped IPv6
/// address (`::ffff:192.0.2.1`, what a dual-stack socket reports) is its IPv4 address.
///
/// ```swift
/// IPAddress("192.0.2.1")?.bytes        // [192, 0, 2, 1]
/// IPAddress("2001:db8::1")?.bytes.count // 16
/// IPAddress("example.com")              // nil
/// ```
package struct IPAddress: Sendable, Hashable {
    package let bytes: [UInt8]

    package init?(_ text: some StringProtocol) {
        var text = Substring(text)
        if let zone = text.firstIndex(of: "%") { text = text[..<zone] }  // fe80::1%eth0
        let parsed = text.contains(":") ? Self.ipv6(text) : Self.ipv4(text)
        guard var bytes = parsed else { return nil }
        if bytes.count == 16, bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            bytes = Array(bytes[12...])
        }
        self.bytes = bytes
    }

    /// `a.b.c.d`, each part a decimal number up to 255.
    private static func ipv4(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var bytes: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = UInt8(part) else { return nil }
            bytes.append(value)
        }
        return bytes
    }

    /// Eight groups of up to four hex digits, one `::` for a run of zero groups, and the
    /// last 32 bits optionally as IPv4 (`::ffff:192.0.2.1`).
    private static func ipv6(_ text: Substring) -> [UInt8]? {
        guard text.utf8.count <= 45 else { return nil }
        let halves = text.split(separator: "::", maxSplits: 1, omittingEmptySubsequences: false)
        guard halves.count <= 2, !(halves.count == 2 && halves[1].contains("::")) else { return nil }
        guard let head = groups(halves[0], last: halves.count == 1) else { return nil }
        let tail = halves.count == 2 ? groups(halves[1], last: true) : []
        guard let tail else { return nil }
        let count = head.count + tail.count
        if halves.count == 1 { guard count == 16 else { return nil } } else { guard count <= 14 else { return nil } }
        return head + Array(repeating: 0, count: 16 - count) + tail
    }

    /// The bytes of colon-separated groups; `last`: the final group may be dotted IPv4.
    private static func groups(_ text: Substring, last: Bool) -> [UInt8]? {
        guard !text.isEmpty else { return [] }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var bytes: [UInt8] = []
        for (index, part) in parts.enumerated() {
            if last, index == parts.count - 1, part.contains(".") {
                guard let four = ipv4(part) else { return nil }
                bytes += four
            } else {
                guard (1...4).contains(part.count), let value = UInt16(part, radix: 16) else { return nil }
                bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
            }
        }
        return bytes
    }
}
