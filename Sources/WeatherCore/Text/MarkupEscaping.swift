/// Text made safe inside XML (a property list) or Pango markup (a status bar's tooltip):
/// `&`, `<` and `>` always, and the quotes too where the text may end up in an attribute.
///
/// ```swift
/// MarkupEscaping.escaped("Rain & <snow>")                 // "Rain &amp; &lt;snow&gt;"
/// MarkupEscaping.escaped("it's", quotes: true)            // "it&apos;s"
/// ```
package enum MarkupEscaping {
    package static func escaped(_ text: String, quotes: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "'" where quotes: result += "&apos;"
            case "\"" where quotes: result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
