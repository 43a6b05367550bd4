/// URL percent-encoding (RFC 3986), both ways: the client's queries and the service's
/// request targets.
///
/// ```swift
/// PercentEncoding.encoded("서울")               // "%EC%84%9C%EC%9A%B8"
/// PercentEncoding.decoded("%EC%84%9C%EC%9A%B8") // "서울"
/// PercentEncoding.decoded("%FF")               // nil: not UTF-8
/// ```
package enum PercentEncoding {
    /// Everything but the unreserved characters (`A–Z a–z 0–9 - . _ ~`) as `%XX`.
    package static func encoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// `%XX` escapes decoded as UTF-8 (and `+` as a space in a query, with `plusIsSpace`);
    /// nil for a broken escape or bytes that are not UTF-8.
    package static func decoded(_ text: Substring, plusIsSpace: Bool = false) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next()?.hexDigitValue, let low = iterator.next()?.hexDigitValue else { return nil }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusIsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

extension UInt8 {
    /// The value of an ASCII hexadecimal digit (`0–9`, `a–f`, `A–F`), else nil.
    @inlinable
    package var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): self - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): self - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): self - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
