/// Text from files and options made safe to show in one diagnostic line.
///
/// A key or value can hold a newline (splitting a lint line in two), an escape sequence
/// that recolours or rewrites the terminal, or a bidirectional override that reorders what
/// the reader sees. Each such character is written as an escape instead:
///
/// ```swift
/// DiagnosticText.escaping("a\nb")          // "a\\nb"
/// DiagnosticText.escaping("\u{1B}[31mx")   // "\\u{1B}[31mx"
/// DiagnosticText.escaping("서울 +09:00")    // unchanged
/// ```
///
/// Isolates (U+2066–U+2069) stay when every one is closed in order: a closed isolate
/// reorders nothing outside itself, and right-to-left lines need them around the Latin
/// they quote (``Localizer/isolatingTextArguments(_:)``). Any that are not closed are
/// all escaped.
package enum DiagnosticText {
    /// `text` with control characters (C0, DEL, C1), line and paragraph separators,
    /// bidirectional embeddings and overrides, and isolates that are not closed in order,
    /// replaced by `\n`, `\t`, `\r` or `\u{XX}`.
    package static func escaping(_ text: String) -> String {
        let keepsIsolates = isolatesAreClosed(text)
        let escapes = { (scalar: Unicode.Scalar) in needsEscape(scalar) || (!keepsIsolates && isIsolate(scalar)) }
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            guard escapes(scalar) else {
                output.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "\r": output += "\\r"
            default: output += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return output
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x2028, 0x2029: true  // line and paragraph separators
        // Embeddings and overrides reorder whole runs of text; the marks (U+061C, U+200E,
        // U+200F) only give neighbouring characters a direction, and ICU's Arabic and Hebrew
        // output and the right-to-left tables need them, so they stay. Isolates: see `escaping`.
        case 0x202A...0x202E: true
        default: false
        }
    }

    private static func isIsolate(_ scalar: Unicode.Scalar) -> Bool {
        (0x2066...0x2069).contains(scalar.value)
    }

    /// Whether each isolate (LRI, RLI, FSI) is closed by a PDI, in order, and no PDI closes nothing.
    private static func isolatesAreClosed(_ text: String) -> Bool {
        var depth = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068: depth += 1
            case 0x2069:
                guard depth > 0 else { return false }
                depth -= 1
            default: continue
            }
        }
        return depth == 0
    }
}
