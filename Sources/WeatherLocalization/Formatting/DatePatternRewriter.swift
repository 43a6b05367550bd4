/// Reads and changes the fields of an ICU date pattern, leaving quoted literal text alone.
enum DatePatternRewriter {
    /// Whether `pattern` has a field of `letter` outside quoted text.
    ///
    /// ```swift
    /// DatePatternRewriter.hasField(UInt8(ascii: "m"), in: "HH 'Uhr'")  // false
    /// ```
    static func hasField(_ letter: UInt8, in pattern: String) -> Bool {
        var found = false
        DatePatternFieldScanner.forEachField(in: pattern) { field in
            found = field == letter
            return !found
        }
        return found
    }

    /// `pattern` with each field of `letter` (a run of it outside quotes) replaced by `replacement`.
    ///
    /// ```swift
    /// DatePatternRewriter.replacingField(UInt8(ascii: "H"), in: "HH 'Uhr'", with: "H")  // "H 'Uhr'"
    /// ```
    static func replacingField(_ letter: UInt8, in pattern: String, with replacement: String) -> String {
        var result: [UInt8] = []
        var quoted = false
        var inRun = false
        for unit in pattern.utf8 {
            if unit == UInt8(ascii: "'") { quoted.toggle() }
            if !quoted, unit == letter {
                if !inRun { result.append(contentsOf: replacement.utf8) }
                inRun = true
                continue
            }
            inRun = false
            result.append(unit)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
