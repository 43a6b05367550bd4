package import Logging

/// A log handler that writes one line per record, whatever the record holds: newlines,
/// escape sequences, other control characters and format characters (bidi overrides such as
/// U+202E) in the message or metadata (a place name or JSON key from upstream, say) are
/// written escaped (`\n`, `\u{1B}`, `\u{202E}`), so no value can forge a log line, reorder
/// it on screen or drive the operator's terminal; and a line is at most ``maximumLineBytes``,
/// so a 1 MB key makes no 1 MB line.
///
/// ```swift
/// LoggingSystem.bootstrap { EscapedLogHandler(label: $0) { StandardError.write($0) } }
/// ```
package struct EscapedLogHandler: LogHandler {
    package var logLevel: Logger.Level = .info
    package var metadata: Logger.Metadata = [:]
    private let label: String
    private let write: @Sendable (String) -> Void

    /// - Parameter write: where each finished line (with its newline) goes.
    package init(label: String, write: @escaping @Sendable (String) -> Void) {
        self.label = label
        self.write = write
    }

    package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// The longest line written, in bytes, its newline included; a longer one ends in `…`.
    package static let maximumLineBytes = 8_192

    package func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        var line = LineBuilder(limit: Self.maximumLineBytes - 1)
        line.append("\(event.level) ")
        line.appendEscaped(label)
        line.append(": ")
        line.appendEscaped(event.message.description)
        for key in merged.keys.sorted() {
            line.append(" ")
            line.appendEscaped(key)
            line.append("=")
            line.appendEscaped(merged[key].map { "\($0)" } ?? "")
        }
        write(line.text + "\n")
    }

    /// `text` with every control character (C0, DEL, C1), format character (Cf: bidi
    /// controls, zero-width characters) and the line and paragraph separators written as a
    /// Swift escape; backslashes doubled so an escape cannot be faked.
    package static func escaped(_ text: String) -> String {
        var line = LineBuilder(limit: .max)
        line.appendEscaped(text)
        return line.text
    }
}

/// One log line as it is built: escaped, and cut at `limit` bytes with `…`, after which
/// nothing more of the record is even looked at.
private struct LineBuilder {
    let limit: Int
    private(set) var text = ""
    private var bytes = 0
    private var full = false

    init(limit: Int) {
        self.limit = limit
    }

    mutating func append(_ piece: String) {
        guard !full else { return }
        if bytes + piece.utf8.count > limit - 3 {
            // Room for the ellipsis (3 bytes) is kept; the piece is cut at a scalar.
            for scalar in piece.unicodeScalars {
                guard bytes + UTF8.width(scalar) <= limit - 3 else { break }
                text.unicodeScalars.append(scalar)
                bytes += UTF8.width(scalar)
            }
            text += "…"
            full = true
            return
        }
        text += piece
        bytes += piece.utf8.count
    }

    mutating func appendEscaped(_ piece: String) {
        for scalar in piece.unicodeScalars {
            guard !full else { return }
            switch scalar {
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            default:
                let category = scalar.properties.generalCategory
                if category == .control || category == .format || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    append("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
                } else if bytes + UTF8.width(scalar) <= limit - 3 {
                    text.unicodeScalars.append(scalar)
                    bytes += UTF8.width(scalar)
                } else {
                    append(String(scalar))  // ends the line
                }
            }
        }
    }
}
