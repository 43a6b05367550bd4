/// A note that the data shown is not fresh live weather: the bundled sample, or saved data
/// shown because the network failed. Frontends show ``text`` near the header.
public struct DataNoticeViewModel: Sendable, Equatable, Codable {
    /// Why the data is not live.
    public enum Kind: String, Sendable, Codable {
        /// The bundled example forecast (no API key was set).
        case sample
        /// Data from the cache, shown because fetching failed.
        case stale
    }

    /// What stands for the line in ``lineTemplate``.
    public static let linePlaceholder = "{line}"

    public var kind: Kind
    /// The localized note (`Sample data …`, `오프라인: 저장된 데이터를 표시합니다(25분 전 수신)`).
    public var text: String
    /// For stale data: how many seconds ago it was fetched.
    public var ageSeconds: Int?
    /// For stale data: that age in words (`25 minutes ago`, `25분 전`).
    public var age: String?
    /// How a one-line rendering marks the data: `{line}` stands for the line
    /// (`{line} [sample data]`, `{line} [오프라인, 25분 전 수신]`).
    public var lineTemplate: String

    package init(kind: Kind, text: String, lineTemplate: String, ageSeconds: Int? = nil, age: String? = nil) {
        self.kind = kind
        self.text = text
        self.lineTemplate = lineTemplate
        self.ageSeconds = ageSeconds
        self.age = age
    }
}

/// Where the data given to a presenter comes from, when that matters to the reader.
public enum DataOrigin: Sendable, Hashable {
    /// Files the user gave: nothing to note, no age.
    case given
    /// Fresh from the API (or its cache), fetched `ageSeconds` ago: ``NowViewModel/updated`` says how long.
    case live(ageSeconds: Int)
    /// The bundled example forecast.
    case sample
    /// Saved data shown because fetching failed; `ageSeconds` is its age.
    case stale(ageSeconds: Int)
}
