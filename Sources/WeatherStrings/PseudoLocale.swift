/// A pseudo-locale: the English table transformed at run time so that layout bugs and
/// hard-coded English show up without waiting for a translation.
///
/// ```swift
/// PseudoLocale.accented.transform("Seoul")        // "[Ŝéöûļ ~~~]"
/// PseudoLocale.accented.transform("%d days")      // "[%d ðåýš ~~~]"
/// PseudoLocale.mirrored.transform("Feels like")   // "\u{200F}Feels\u{200F} \u{200F}like\u{200F}"
/// ```
///
/// Format specifiers (`%1$@`, `%#@days@`, `%%`) pass through unchanged, so a pseudo-table
/// has exactly English's signatures and the lint finds nothing in it.
package enum PseudoLocale: String, Sendable, CaseIterable {
    /// `en-XA`: every ASCII letter accented, each text bracketed and about 40 % longer,
    /// so a string that stays plain came from code, and a clipped `]` shows truncation.
    case accented = "en_XA"
    /// `ar-XB`: English words as right-to-left runs (each between RIGHT-TO-LEFT MARKs,
    /// U+200F), so every text is right-to-left to the bidi algorithm, as Arabic is, and a
    /// bidi display lays the sentence out from the right. Overrides (RLO) are not used:
    /// the terminal sanitizer removes them from all text, by design.
    case mirrored = "ar_XB"

    /// The pseudo-locale a language and region name (`en` + `XA`), if any.
    package init?(language: String, region: String) {
        self.init(rawValue: language.lowercased() + "_" + region.uppercased())
    }

    /// The BCP 47 tag users type: `en-XA`, `ar-XB`.
    package var languageTag: String { rawValue.replacingUnderscores }

    /// `english` with every string and plural form transformed.
    package func table(from english: LanguageTable) -> LanguageTable {
        LanguageTable(
            strings: english.strings.mapValues(transform),
            plurals: english.plurals.mapValues { entry in
                var entry = entry
                entry.format = transform(entry.format)
                entry.variables = entry.variables.mapValues { variable in
                    var variable = variable
                    variable.forms = variable.forms.mapValues(transform)
                    return variable
                }
                return entry
            })
    }

    /// One text transformed; specifiers and text without letters stay as they are.
    package func transform(_ text: String) -> String {
        var result = ""
        var letters = 0
        for segment in FormatParser.segments(of: text) {
            switch segment {
            case .specifier(let specifier):
                result += specifier.raw
            case .literal(let literal):
                let escaped = literal == "%" ? "%%" : literal
                letters += escaped.unicodeScalars.filter(Self.isASCIILetter).count
                result += self == .accented ? Self.accent(escaped) : Self.markRightToLeft(escaped)
            }
        }
        guard self == .accented, letters > 0 else { return result }
        let padding = max(3, (text.count * 4 + 9) / 10)
        return "[" + result + " " + String(repeating: "~", count: padding) + "]"
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func accent(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(accentedLetters[scalar] ?? scalar)
        }
        return String(result)
    }

    /// Each run of letters (with the apostrophes inside words) between two RLMs.
    private static func markRightToLeft(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var inWord = false
        for scalar in text.unicodeScalars {
            let isWordPart = isASCIILetter(scalar) || (inWord && scalar == "'")
            if isWordPart != inWord {
                result.append("\u{200F}")
                inWord = isWordPart
            }
            result.append(scalar)
        }
        if inWord { result.append("\u{200F}") }
        return String(result)
    }

    /// Latin letters with diacritics that keep each letter recognisable (Android's choice).
    private static let accentedLetters: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()
}

extension String {
    fileprivate var replacingUnderscores: String {
        String(unicodeScalars.map { $0 == "_" ? "-" : Character($0) })
    }
}
