internal import FoundationEssentials
import WeatherCore

/// Writes tables back out as `.strings` and `.stringsdict` text that ``StringsParser`` and
/// ``StringsDictReader`` read back to the same tables.
///
/// ```swift
/// TranslationWriter.stringsText(["label.wind": "Wind \"gusts\""], comments: ["label.wind": "Row label."])
/// // /* Row label. */
/// // "label.wind" = "Wind \"gusts\"";
/// ```
package enum TranslationWriter {
    /// A `.strings` file: keys sorted, each with its comment above it when there is one.
    package static func stringsText(_ strings: [String: String], comments: [String: String] = [:]) -> String {
        var text = ""
        for key in strings.keys.sorted() {
            guard let value = strings[key] else { continue }
            if !text.isEmpty { text += "\n" }
            if let comment = comments[key] { text += "/* \(comment.replacing("*/", with: "* /")) */\n" }
            text += "\"\(escapeStrings(key))\" = \"\(escapeStrings(value))\";\n"
        }
        return text
    }

    /// A `.stringsdict` XML property list: keys sorted, categories in CLDR order.
    package static func stringsDictText(_ plurals: [String: PluralEntry], comments: [String: String] = [:]) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for key in plurals.keys.sorted() {
            guard let entry = plurals[key] else { continue }
            if let comment = comments[key] { text += "\t<!-- \(comment.replacing("--", with: "- -")) -->\n" }
            text += "\t<key>\(MarkupEscaping.escaped(key))</key>\n\t<dict>\n"
            text += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(MarkupEscaping.escaped(entry.format))</string>\n"
            for name in entry.variables.keys.sorted() {
                guard let variable = entry.variables[name] else { continue }
                text += "\t\t<key>\(MarkupEscaping.escaped(name))</key>\n\t\t<dict>\n"
                text += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>NSStringPluralRuleType</string>\n"
                text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(MarkupEscaping.escaped(variable.specifier))</string>\n"
                for category in PluralCategory.allCases {
                    guard let form = variable.forms[category] else { continue }
                    text += "\t\t\t<key>\(category.rawValue)</key>\n\t\t\t<string>\(MarkupEscaping.escaped(form))</string>\n"
                }
                text += "\t\t</dict>\n"
            }
            text += "\t</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }

    /// Writes `<directory>/<lang>.lproj/Localizable.strings` (and `.stringsdict` when the
    /// language has plurals) for every language, each file replaced atomically.
    ///
    /// - Returns: The paths written, in order.
    /// - Throws: `StringsParseError` with kind `.unreadable` naming the path that could not be written.
    @discardableResult
    package static func write(
        _ tables: LocalizationTables, toDirectory directory: String, comments: [String: String] = [:]
    ) throws(StringsParseError) -> [String] {
        var written: [String] = []
        for language in tables.languages.keys.sorted() {
            guard let table = tables.languages[language] else { continue }
            let folder = directory + "/" + language.replacing("_", with: "-") + ".lproj"
            let strings = table.strings.filter { table.plurals[$0.key] == nil }
            var files = [(folder + "/Localizable.strings", stringsText(strings, comments: comments))]
            if !table.plurals.isEmpty {
                files.append((folder + "/Localizable.stringsdict", stringsDictText(table.plurals, comments: comments)))
            }
            for (path, text) in files {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw StringsParseError(file: folder, line: 0, column: 0, kind: .unreadable(.cannotWrite))
                }
                try writeFile(text, to: path)
                written.append(path)
            }
        }
        return written
    }

    /// Replaces the file at `path` with `text` atomically: a reader sees the old file or the new one.
    ///
    /// - Throws: `StringsParseError` with kind `.unreadable` naming the path.
    package static func writeFile(_ text: String, to path: String) throws(StringsParseError) {
        do {
            try Data(text.utf8).write(to: URL(filePath: path), options: .atomic)
        } catch {
            throw StringsParseError(file: path, line: 0, column: 0, kind: .unreadable(.cannotWrite))
        }
    }

    private static func escapeStrings(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\U" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

}
