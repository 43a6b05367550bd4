import WeatherRendering
import WeatherLocalization

/// Where text sits on a terminal line, in display columns.
enum DisplayColumns {
    /// The column at which the first occurrence of `cell` starts in `line` (0-based).
    static func start(of cell: String, in line: String) -> Int? {
        guard let range = line.firstRange(of: cell) else { return nil }
        return TerminalWidth.columns(of: String(line[..<range.lowerBound]))
    }

    /// The column just after the first occurrence of `cell` in `line`.
    static func end(of cell: String, in line: String) -> Int? {
        guard let range = line.firstRange(of: cell) else { return nil }
        return TerminalWidth.columns(of: String(line[..<range.upperBound]))
    }

    /// The lines of the section titled `title` in a rendering, up to the next blank line.
    static func section(_ title: String, in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let titleIndex = lines.firstIndex(of: title) else { return [] }
        return Array(lines[(titleIndex + 1)...].prefix { !$0.isEmpty })
    }
}
