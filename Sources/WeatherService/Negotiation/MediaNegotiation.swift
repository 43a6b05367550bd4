import WeatherCore

/// The formats the service answers in, and how `Accept` chooses one when `?format=` does not.
enum ServiceFormat: String, Sendable, CaseIterable, Hashable {
    case html, text, json, markdown, line

    /// The `Content-Type` of an answer in this format.
    var contentType: String {
        switch self {
        case .html: "text/html; charset=utf-8"
        case .text, .line: "text/plain; charset=utf-8"
        case .json: "application/json; charset=utf-8"
        case .markdown: "text/markdown; charset=utf-8"
        }
    }

    /// The format `Accept` prefers: a browser (`text/html` first) gets the page,
    /// `application/json` the view model, `text/markdown` Markdown, anything else (curl's
    /// `*/*`, no header, only types we do not make) the terminal text.
    static func negotiated(accept: String?) -> ServiceFormat {
        guard let accept else { return .text }
        var best: (format: ServiceFormat, q: Double)?
        for part in accept.split(separator: ",").prefix(32) {
            let pieces = part.split(separator: ";")
            guard let type = pieces.first?.trimmingSpacesAndTabs.lowercased() else { continue }
            let format: ServiceFormat? = switch type {
            case "text/html", "application/xhtml+xml": .html
            case "application/json": .json
            case "text/markdown": .markdown
            case "text/plain": .text
            default: nil
            }
            guard let format else { continue }
            var q = 1.0
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map(\.trimmingSpacesAndTabs)
                if pair.count == 2, pair[0].lowercased() == "q" { q = QValue.parse(pair[1]) ?? 0 }
            }
            if q > 0, q > best?.q ?? 0 { best = (format, q) }
        }
        return best?.format ?? .text
    }
}
