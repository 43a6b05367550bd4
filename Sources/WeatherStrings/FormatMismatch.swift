/// A translation whose specifiers did not fit the arguments a lookup gave.
public struct FormatMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The key looked up.
    package var key: String
    /// The language whose translation did not fit.
    package var language: String
    /// Each specifier that could not be filled.
    package var problems: [FormatProblem]

    /// Creates a record of the problems of one key in one language.
    package init(key: String, language: String, problems: [FormatProblem]) {
        self.key = key
        self.language = language
        self.problems = problems
    }

    /// `ko: "wind": %d cannot show argument 1 ("NW")`, problems joined by `; `.
    public var description: String {
        "\(language): \"\(key)\": " + problems.map(\.description).joined(separator: "; ")
    }
}
