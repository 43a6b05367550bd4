/// One labelled row of the current conditions, ready to draw: `체감온도  -5°C`.
///
/// ```json
/// {"id": "feelsLike", "label": "체감온도", "text": "-5°C", "accessibilityLabel": "섭씨 영하 5도", "value": -5.03}
/// ```
public struct ReadingViewModel: Sendable, Equatable, Codable {
    /// What the reading is, stable across languages (for styling or picking rows).
    public var id: ReadingID
    /// The row's label in the user's language (`체감온도`, `Feels like`).
    public var label: String
    /// The value as shown (`-5°C`); the view model's "unavailable" mark (`—`) when the data has none.
    public var text: String
    /// What a screen reader says for the value (`섭씨 영하 5도`).
    public var accessibilityLabel: String
    /// The number behind the text in the view model's unit, where there is one (temperatures).
    public var value: Double?

    package init(id: ReadingID, label: String, text: String, accessibilityLabel: String, value: Double? = nil) {
        self.id = id
        self.label = label
        self.text = text
        self.accessibilityLabel = accessibilityLabel
        self.value = value
    }
}

/// The readings of the current conditions, in the order a screen lists them.
public enum ReadingID: String, Sendable, Hashable, Codable, CaseIterable {
    case temperature, condition, feelsLike, high, low, humidity, wind, pressure, visibility, cloudCover
    case precipitation, sunrise, sunset
    /// Present only where the feed gives them (One Call, Open-Meteo).
    case uvIndex, dewPoint
}

/// A column's header: the short text drawn above it and what a screen reader says for it
/// (`Precip.` → `Chance of precipitation`).
public struct ColumnHeaderViewModel: Sendable, Equatable, Codable {
    /// What the column holds, stable across languages.
    public var id: ColumnID
    public var text: String
    public var accessibilityLabel: String

}

/// The columns of the daily and 3-hour tables.
public enum ColumnID: String, Sendable, Hashable, Codable, CaseIterable {
    case day, time, temperature, condition, lowHigh, chanceOfPrecipitation, precipitationAmount, wind
}

/// The direction a language's text runs in, for a frontend's layout (`dir` in HTML).
public enum TextDirection: String, Sendable, Hashable, Codable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}
