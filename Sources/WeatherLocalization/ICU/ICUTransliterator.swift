internal import CICU
import WeatherCore

/// One of ICU's system transliterators (`Hans-Hant`: Simplified to Traditional Chinese),
/// opened once by id.
///
/// Sendable notes: ICU documents a transliterator as usable from one thread at a time,
/// so calls are serialized by a lock, as for the other ICU objects.
final class ICUTransliterator: Sendable {
    private let transliterator: Locked<ICUHandle<UnsafeMutablePointer<UTransliterator?>>>
    /// Results by text, so a place shown again costs a lookup, not ICU's rules: the 64
    /// used last are kept.
    private let recent = Locked(LeastRecentlyUsed<String, String>(maximumCost: 64))

    init(id: String) throws(ICUError) {
        let opened = try id.withUTF16Buffer { (units, length) throws(ICUError) in
            try withICUStatus("utrans_openU") { cicu_utrans_openU(units, length, UTRANS_FORWARD, nil, 0, nil, &$0) }
        }
        guard let opened else { throw ICUError(code: U_MISSING_RESOURCE_ERROR.rawValue, operation: "utrans_openU") }
        transliterator = Locked(ICUHandle(opened))
    }

    deinit { transliterator.withLock { cicu_utrans_close($0.pointer) } }

    /// `text` transliterated whole.
    func transliterate(_ text: String) throws(ICUError) -> String {
        try recent.value(for: text) { () throws(ICUError) in try transliterateWithICU(text) }
    }

    private func transliterateWithICU(_ text: String) throws(ICUError) -> String {
        let original = Array(text.utf16)
        // ICU transliterates in place and may lengthen the text: room for twice as much,
        // then once more with the room ICU asked for, from the original text again.
        var capacity = 2 * original.count + 16
        for _ in 0..<2 {
            var buffer = original + repeatElement(0, count: capacity - original.count)
            var length = Int32(original.count)
            var limit = Int32(original.count)
            var status = U_ZERO_ERROR
            transliterator.withLock { handle in
                let trans = handle.pointer
                buffer.withUnsafeMutableBufferPointer { units in
                    cicu_utrans_transUChars(trans, units.baseAddress, &length, Int32(units.count), 0, &limit, &status)
                }
            }
            if status.isSuccess, Int(length) <= buffer.count {
                return buffer.withUnsafeBufferPointer { String(icuUTF16: UnsafeBufferPointer(rebasing: $0[..<Int(length)])) }
            }
            guard status == U_BUFFER_OVERFLOW_ERROR else { throw ICUError(code: status.rawValue, operation: "utrans_transUChars") }
            capacity = max(Int(length), 2 * capacity) + 16
        }
        throw ICUError(code: U_BUFFER_OVERFLOW_ERROR.rawValue, operation: "utrans_transUChars")
    }
}
