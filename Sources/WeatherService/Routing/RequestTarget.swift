/// A request target split into its decoded path and query parameters.
///
/// ```swift
/// let target = try RequestTarget("/%EC%84%9C%EC%9A%B8?format=json&lang=ko")
/// target.path                 // "/서울"
/// target.parameters["format"] // "json"
/// ```
struct RequestTarget {
    var path: String
    var parameters: [String: String]

    enum Problem: Error, Equatable {
        /// Not an origin-form target, or a percent-escape that is not UTF-8.
        case malformed
        /// A parameter given twice (`?format=json&format=text`): which one was meant?
        case repeated(String)
    }

    init(_ target: String) throws(Problem) {
        guard target.hasPrefix("/") else { throw .malformed }
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = Self.percentDecoded(parts[0], plusIsSpace: false) else { throw .malformed }
        self.path = path
        var parameters: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: "&", omittingEmptySubsequences: true) {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = Self.percentDecoded(halves[0], plusIsSpace: true),
                      let value = Self.percentDecoded(halves.count == 2 ? halves[1] : "", plusIsSpace: true)
                else { throw .malformed }
                guard parameters[name] == nil else { throw .repeated(name) }
                parameters[name] = value
            }
        }
        self.parameters = parameters
    }

    /// `%XX` escapes decoded as UTF-8 (and `+` as a space in a query); nil for a broken
    /// escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring, plusIsSpace: Bool) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
