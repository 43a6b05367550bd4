/// The one reader of ICU date patterns' quoting (`'…'` is literal text, `''` an apostrophe):
/// the memo's field list and the time-zone check both see a pattern's fields through it.
enum DatePatternFieldScanner {
    /// Calls `body` with the letter of each field of `pattern` in order (a run of one ASCII
    /// letter outside quoted text is one field) until `body` returns false.
    ///
    /// ```swift
    /// DatePatternFieldScanner.forEachField(in: "h 'o''clock' a") { print(Character(Unicode.Scalar($0))); return true }  // h, a
    /// ```
    static func forEachField(in pattern: String, _ body: (UInt8) -> Bool) {
        var quoted = false
        var previous: UInt8?
        for unit in pattern.utf8 {
            if unit == UInt8(ascii: "'") {
                quoted.toggle()
                previous = nil
                continue
            }
            let isLetter = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(unit) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(unit)
            guard !quoted, isLetter else {
                previous = nil
                continue
            }
            if unit == previous { continue }
            previous = unit
            guard body(unit) else { return }
        }
    }
}
