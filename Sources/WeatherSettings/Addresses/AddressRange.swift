/// A block of addresses in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`; an address alone
/// is a block of one): how a trusted proxy is named.
///
/// ```swift
/// AddressRange("10.0.0.0/8")?.contains(IPAddress("10.1.2.3")!)  // true
/// AddressRange("10.0.0.0/33")                                    // nil
/// ```
package struct AddressRange: Sendable, Hashable, CustomStringConvertible {
    package let address: IPAddress
    package let prefixLength: Int
    package let description: String

    package init?(_ text: String) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress(parts[0]) else { return nil }
        let bits = address.bytes.count * 8
        if parts.count == 2 {
            // A mapped IPv4 block (`::ffff:10.0.0.0/104`) counts its prefix in IPv6 bits.
            let mapped = parts[0].contains(":") && bits == 32
            guard parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let length = Int(parts[1]),
                  (mapped ? 96...128 : 0...bits).contains(length) else { return nil }
            prefixLength = mapped ? length - 96 : length
        } else {
            prefixLength = bits
        }
        self.address = address
        description = text
    }

    /// Whether `candidate` lies in the block (an IPv4 address never lies in an IPv6 block).
    package func contains(_ candidate: IPAddress) -> Bool {
        guard candidate.bytes.count == address.bytes.count else { return false }
        var left = prefixLength
        for (mine, theirs) in zip(address.bytes, candidate.bytes) where left > 0 {
            let mask: UInt8 = left >= 8 ? 0xFF : ~(0xFF >> UInt8(left))
            guard mine & mask == theirs & mask else { return false }
            left -= 8
        }
        return true
    }
}
