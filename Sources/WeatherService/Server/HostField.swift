/// The value of a `Host` field (RFC 9112 §3.2, RFC 3986 §3.2.2): `uri-host [ ":" port ]`,
/// where the host is a bracketed IP literal, or a name of unreserved characters,
/// percent-escapes and sub-delimiters (an IPv4 address is such a name). Empty is allowed
/// (a target without an authority).
///
/// ```swift
/// HostField.isValid("127.0.0.1:8080")  // true
/// HostField.isValid("[::1]:80")        // true
/// HostField.isValid("a b")             // false
/// HostField.isValid("user@x")          // false
/// ```
enum HostField {
    static func isValid(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        var index = 0
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")), close > 1,
                  bytes[1..<close].allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") })
            else { return false }
            index = close + 1
        } else {
            while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
                guard isNameByte(bytes[index]) else { return false }
                index += 1
            }
        }
        guard index < bytes.count else { return true }
        // A port: ":" and at most five digits (an empty port is allowed, RFC 3986 §3.2.3).
        guard bytes[index] == UInt8(ascii: ":") else { return false }
        let port = bytes[(index + 1)...]
        return port.count <= 5 && port.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Unreserved, `%` (of a percent-escape) and sub-delimiters: what a `reg-name` holds.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "-._~%!$&'()*+,;=".utf8.contains(byte)
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
