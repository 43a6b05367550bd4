internal import CICU
import Logging
import WeatherStrings

// The one place that decides how ICU status codes are read and how UChar buffers
// are sized. Every other file goes through these helpers.

/// An ICU call that failed, with ICU's own name for the code (`U_ILLEGAL_ARGUMENT_ERROR`).
struct ICUError: Error, CustomStringConvertible {
    var code: Int32
    var operation: String

    var name: String { String(cString: cicu_u_errorName(UErrorCode(rawValue: code))) }
    var description: String { "\(operation) failed: \(name)" }
}

extension UErrorCode {
    /// ICU warnings (`U_USING_DEFAULT_WARNING`, `U_STRING_NOT_TERMINATED_WARNING`) are
    /// negative and count as success; only positive codes are failures.
    var isSuccess: Bool { rawValue <= U_ZERO_ERROR.rawValue }
}

/// What a formatter returns when ICU could not format a value it was built for (only when
/// memory runs out, or ICU data is broken): an empty string, said as an error on the
/// diagnostic channel so it is never silent. `weather format` turns it into an exit code.
func formattingFailed(_ operation: String, _ code: UErrorCode) -> String {
    WeatherDiagnostics.logger.error("ICU could not format a value", metadata: [
        "operation": "\(operation)", "code": "\(String(cString: cicu_u_errorName(code)))",
    ])
    return ""
}

/// Runs an ICU call that reports through a `UErrorCode`, throwing on failure.
func withICUStatus<T>(_ operation: String, _ body: (inout UErrorCode) -> T) throws(ICUError) -> T {
    var status = U_ZERO_ERROR
    let result = body(&status)
    guard status.isSuccess else { throw ICUError(code: status.rawValue, operation: operation) }
    return result
}

/// Reads a UTF-16 result (formatted text, patterns, zone ids) from an ICU call.
func icuString(
    _ operation: String,
    _ fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32
) throws(ICUError) -> String {
    try icuBuffer(operation, fill, String.init(icuUTF16:))
}

/// Reads a UTF-16 result and hands its units to `read`, for a caller that needs positions
/// in the text (the date field memo splits a date at ICU's field spans).
func icuUTF16<Result>(
    _ operation: String,
    _ fill: (UnsafeMutablePointer<UChar>, Int32, inout UErrorCode) -> Int32,
    read: (UnsafeBufferPointer<UChar>) -> Result
) throws(ICUError) -> Result {
    try icuBuffer(operation, fill, read)
}

extension String {
    /// UTF-16 from ICU, transcoded in one pass straight into the string's storage (a
    /// formatted value is a few dozen units, most of them ASCII): no intermediate buffer,
    /// no call into ICU's converter. A lone surrogate (never in ICU's own output) becomes
    /// U+FFFD, as Swift's UTF-16 decoding writes it.
    init(icuUTF16 units: UnsafeBufferPointer<UChar>) {
        guard !units.isEmpty else {
            self = ""
            return
        }
        // Each UTF-16 unit becomes at most 3 UTF-8 bytes (a surrogate pair, two units, 4).
        self = String(unsafeUninitializedCapacity: units.count * 3) { bytes in
            var count = 0
            var index = 0
            while index < units.count {
                let unit = UInt32(units[index])
                index += 1
                if unit < 0x80 {
                    bytes[count] = UInt8(truncatingIfNeeded: unit)
                    count += 1
                } else if unit < 0x800 {
                    bytes[count] = UInt8(truncatingIfNeeded: 0xC0 | unit >> 6)
                    bytes[count + 1] = UInt8(truncatingIfNeeded: 0x80 | unit & 0x3F)
                    count += 2
                } else if unit & 0xFC00 == 0xD800, index < units.count, units[index] & 0xFC00 == 0xDC00 {
                    let scalar = 0x10000 + ((unit & 0x3FF) << 10 | UInt32(units[index]) & 0x3FF)
                    index += 1
                    bytes[count] = UInt8(truncatingIfNeeded: 0xF0 | scalar >> 18)
                    bytes[count + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 12 & 0x3F)
                    bytes[count + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                    bytes[count + 3] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    count += 4
                } else {
                    // A lone surrogate is written as U+FFFD.
                    let scalar = unit & 0xF800 == 0xD800 ? 0xFFFD : unit
                    bytes[count] = UInt8(truncatingIfNeeded: 0xE0 | scalar >> 12)
                    bytes[count + 1] = UInt8(truncatingIfNeeded: 0x80 | scalar >> 6 & 0x3F)
                    bytes[count + 2] = UInt8(truncatingIfNeeded: 0x80 | scalar & 0x3F)
                    count += 3
                }
            }
            return count
        }
    }
}

/// Reads a `char` result (locale ids, language tags) from an ICU call.
func icuCString(
    _ operation: String,
    _ fill: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
) throws(ICUError) -> String {
    try icuBuffer(operation, fill) { chars in
        String(decoding: UnsafeRawBufferPointer(chars), as: UTF8.self)
    }
}

/// The buffer policy for every ICU "preflighting" call: a first attempt in a stack buffer
/// with room for typical results (no heap allocation on the hot path), then exactly one
/// retry with the length ICU asked for.
private func icuBuffer<Unit: FixedWidthInteger, Result>(
    _ operation: String,
    _ fill: (UnsafeMutablePointer<Unit>, Int32, inout UErrorCode) -> Int32,
    _ decode: (UnsafeBufferPointer<Unit>) -> Result
) throws(ICUError) -> Result {
    var capacity: Int32 = 256
    for _ in 0..<2 {
        var status = U_ZERO_ERROR
        var length: Int32 = 0
        let result: Result? = withUnsafeTemporaryAllocation(of: Unit.self, capacity: Int(capacity)) { buffer in
            length = fill(buffer.baseAddress!, capacity, &status)
            guard status.isSuccess, length <= capacity else { return nil }
            return decode(UnsafeBufferPointer(start: buffer.baseAddress!, count: Int(length)))
        }
        if let result { return result }
        guard status == U_BUFFER_OVERFLOW_ERROR || length > capacity else {
            throw ICUError(code: status.rawValue, operation: operation)
        }
        capacity = length + 1
    }
    throw ICUError(code: U_BUFFER_OVERFLOW_ERROR.rawValue, operation: operation)
}

extension String {
    /// Calls `body` with this string as a UTF-16 buffer and its length, as ICU takes text.
    func withUTF16Buffer<R, E: Error>(_ body: (UnsafePointer<UChar>, Int32) throws(E) -> R) throws(E) -> R {
        let units = Array(utf16)
        return try units.withUnsafeBufferPointer { (buffer) throws(E) -> R in
            try body(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, Int32(buffer.count))
        }
    }
}

/// The major version of the ICU library this process runs on (72 on Debian 12).
package var icuMajorVersion: Int {
    Int(icuVersionInfo.0)
}

/// The version of the ICU library this process runs on, as `major.minor` ("72.1").
package var icuVersion: String {
    let version = icuVersionInfo
    return "\(version.0).\(version.1)"
}

private var icuVersionInfo: UVersionInfo {
    var version: UVersionInfo = (0, 0, 0, 0)
    cicu_u_getVersion(&version)
    return version
}
