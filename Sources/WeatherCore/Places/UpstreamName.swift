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
    /// The longest name kept, in bytes of UTF-8 and in scalars: 120 characters of any script
    /// fit, 120 characters each stacked with marks do not (a name is never megabytes).
    package static let maximumBytes = 1_024
    package static let maximumScalars = 480
    /// Combining marks kept on one character: Vietnamese stacks two, pointed Hebrew three or
    /// four; more are left out (Unicode's stream-safe text allows 30 in a row).
    package static let maximumMarksPerCharacter = 8

    /// `text` with control characters gone (line and tab breaks become spaces), spaces
    /// trimmed, at most ``maximumMarksPerCharacter`` marks in a row, and at most
    /// ``maximumCharacters`` characters (whole graphemes), ``maximumScalars`` scalars and
    /// ``maximumBytes`` bytes. Work stops once enough is kept, whatever the input's length.
    package static func bounded(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var kept = 0
        var marksInRow = 0
        for scalar in text.unicodeScalars {
            let category = scalar.properties.generalCategory
            var next = scalar
            if category == .control {
                guard scalar == "\n" || scalar == "\r" || scalar == "\t" else { continue }
                next = " "
            }
            if kept == 0, next == " " { continue }
            switch category {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                marksInRow += 1
                if marksInRow > maximumMarksPerCharacter { continue }
            default:
                marksInRow = 0
            }
            scalars.append(next)
            kept += 1
            if kept == maximumScalars { break }
        }
        let clean = String(scalars).trimmingSpacesAndTabs
        var bytes = 0
        return String(clean.prefix(maximumCharacters).prefix { character in
            bytes += character.utf8.count
            return bytes <= maximumBytes
        })
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
