/// The shape a locale id must have before any ICU function sees it.
///
/// ICU copies ids into fixed buffers (`ULOC_FULLNAME_CAPACITY`, 157 bytes); ICU 72 aborts
/// with "buffer overflow detected" when opening plural rules for a 156-character id. And ICU
/// opens any name as a resource bundle, so its internal bundles (`metadata`, `plurals`,
/// `units`, `icuver`, `zoneinfo64`) would pass as languages. Checked here first:
///
/// ```swift
/// LocaleIDSyntax.isPlausible("ko-KR-u-hc-h23")     // true
/// LocaleIDSyntax.isPlausible("ko_KR.UTF-8@euro")   // true
/// LocaleIDSyntax.isPlausible("metadata")           // false: a language is 2 or 3 letters
/// LocaleIDSyntax.isPlausible("en_" + String(repeating: "A", count: 153))  // false
/// ```
enum LocaleIDSyntax {
    /// The longest id accepted, as typed and after canonicalization, in bytes: well below
    /// `ULOC_FULLNAME_CAPACITY` (157), and longer than any real id with a few keywords
    /// (`en_Latn_US@calendar=gregorian;hours=h23;measure=metric;numbers=latn;rg=gbzzzz` is 78).
    static let maximumLength = 128

    /// `ULOC_KEYWORDS_CAPACITY`: the most bytes ICU keeps for `@key=value;...`.
    static let maximumKeywordsLength = 96

    /// Whether `id` (already trimmed) is a BCP 47 tag or POSIX/ICU id that ICU can take safely:
    /// ASCII; a language of 2–3 letters (or `C`/`POSIX`); further subtags of 1–8 letters or digits;
    /// an optional `.codeset` and `@keywords` of bounded length.
    static func isPlausible(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
        var base = bytes[...]
        if let at = base.firstIndex(of: UInt8(ascii: "@")) {
            let keywords = base[(at + 1)...]
            guard keywords.count <= maximumKeywordsLength,
                keywords.allSatisfy({ isAlphanumeric($0) || "=;-_".utf8.contains($0) })
            else { return false }
            base = base[..<at]
        }
        if let dot = base.firstIndex(of: UInt8(ascii: ".")) {
            let codeset = base[(dot + 1)...]
            guard (1...16).contains(codeset.count), codeset.allSatisfy({ isAlphanumeric($0) || $0 == UInt8(ascii: "-") })
            else { return false }
            base = base[..<dot]
        }
        if base.elementsEqual("C".utf8) || base.elementsEqual("POSIX".utf8) { return true }
        let subtags = base.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") })
        guard let language = subtags.first, (2...3).contains(language.count), language.allSatisfy(isLetter) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy(isAlphanumeric) }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
