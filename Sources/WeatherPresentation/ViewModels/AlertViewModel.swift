public import WeatherCore

/// A warning from a national weather service: the frame worded in the user's language, the
/// agency's own text kept verbatim and tagged with its language.
public struct AlertViewModel: Sendable, Equatable, Codable {
    /// What the warning is about.
    public var kind: AlertKind
    /// The level as its sender states it (`yellow`, `orange`, `red`, `dwd-2`, `advisory`,
    /// `watch`, `warning`); `nil` when the sender states none (never guessed).
    public var level: String?
    /// The title in the user's language (`뇌우 황색경보`, `Yellow warning: Thunderstorms`).
    public var title: String
    /// When it applies, in the place's zone (`12월 7일 (월) 오후 11:59까지`, `until Mon, Dec 7, 11:59 PM`).
    public var period: String
    /// What a screen reader says: the title and the period.
    public var accessibilityLabel: String
    /// "Issued by …" with the agency's name as sent; `nil` when the feed named none.
    public var sender: String?
    /// The start and end, Unix seconds.
    public var startUnixTime: Int
    public var endUnixTime: Int
    /// The agency's own words, as sent.
    public var original: AlertOriginalViewModel
}

/// An agency's own text of a warning: verbatim (control characters removed, length
/// bounded, line breaks kept), in the language it was written in.
public struct AlertOriginalViewModel: Sendable, Equatable, Codable {
    /// The label shown before it, in the user's language (`원문`, `Original text`).
    public var label: String
    /// The BCP 47 tag of its language (`en`, `ru`), `und` when it cannot be told.
    public var language: String
    /// The event name as sent (`Yellow Thunderstorm Warning`).
    public var event: String
    /// The description as sent, line breaks kept.
    public var description: String
    /// The languages the same warning was also sent in (Roshydromet sends English and Russian).
    public var otherLanguages: [String]
}
