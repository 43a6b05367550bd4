/// Names as they enter from a place search, bounded: an upstream (or whoever answers in its
/// place) can send a 100,000-character name, or one with newlines and escape sequences, and
/// every answer, log line and cache entry would carry it.
///
/// ```swift
/// UpstreamName.bounded("São\nPaulo\u{1B}[31m")  // "São Paulo[31m"
/// UpstreamName.countryCode("K\nR")              // nil: not two letters
/// ```
package enum UpstreamName {
    /// The longest name kept, in characters (the longest place names in use are under 90).
    package static let maximumCharacters = 120

    /// `text` with control characters gone (line and tab breaks become spaces), spaces
    /// trimmed, and at most ``maximumCharacters`` characters (whole graphemes).
    package static func bounded(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                if scalar == "\n" || scalar == "\r" || scalar == "\t" { scalars.append(" ") }
            } else {
                scalars.append(scalar)
            }
        }
        let clean = String(scalars).trimmingSpacesAndTabs
        return clean.count > maximumCharacters ? String(clean.prefix(maximumCharacters)) : clean
    }

    /// An ISO 3166 alpha-2 code (`KR`), upper-cased; anything else is no code at all.
    package static func countryCode(_ text: String?) -> String? {
        guard let text, text.utf8.count == 2, text.allSatisfy(\.isASCIILetter) else { return nil }
        return text.uppercased()
    }

    /// A language code as local names are keyed (`ko`, `zh`, `be-tarask`…): ASCII letters
    /// and hyphens, at most 12 characters.
    package static func isLanguageKey(_ key: String) -> Bool {
        (1...12).contains(key.utf8.count) && key.allSatisfy { $0.isASCIILetter || $0 == "-" || $0 == "_" }
    }
}
