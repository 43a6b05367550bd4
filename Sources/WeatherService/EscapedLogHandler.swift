package import Logging

/// A log handler that writes one line per record, whatever the record holds: newlines,
/// escape sequences and other control characters in the message or metadata (a place name
/// or country code from upstream, say) are written escaped (`\n`, `\u{1B}`), so no value
/// can forge a log line or drive the operator's terminal.
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

    package func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let fields = merged.keys.sorted().map { " \(Self.escaped($0))=\(Self.escaped("\(merged[$0].map { "\($0)" } ?? "")"))" }.joined()
        write("\(event.level) \(Self.escaped(label)): \(Self.escaped(event.message.description))\(fields)\n")
    }

    /// `text` with every control character (C0, DEL, C1) and the line and paragraph
    /// separators written as a Swift escape; backslashes doubled so an escape cannot be faked.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
