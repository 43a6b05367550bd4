/// A value ready to show, with what a screen reader says for it.
public struct AccessibleText: Sendable, Equatable, Codable {
    /// `48%`, `1027hPa`, `0.1mm 미만`.
    public var text: String
    /// `48퍼센트`, `1,027 hectopascals`, `less than 0.1 millimeters`.
    public var accessibilityLabel: String

}

/// A temperature ready to show, with what a screen reader says and the number to draw.
public struct TemperatureText: Sendable, Equatable, Codable {
    /// `-2°C`, `9,4 °C`.
    public var text: String
    /// `섭씨 영하 2도`, `minus 2 degrees Celsius`.
    public var accessibilityLabel: String
    /// The value in the view model's unit, unrounded, for charts.
    public var value: Double

}

/// A weather condition, translated by its OpenWeather id, with a symbol to draw.
public struct ConditionText: Sendable, Equatable, Codable {
    /// OpenWeather's condition id (`800`).
    public var id: Int
    /// The condition in consumer wording, day or night (`Sunny`, `Clear`, `맑음`).
    public var text: String
    /// OpenWeather's icon code (`01d`), for drawing; empty when the response had none.
    public var icon: String
    /// The condition as an emoji (`☀️`, `🌙`): see ``WeatherSymbol``.
    public var emoji: String
    /// A plain-ASCII stand-in for terminals without emoji (`*`, `)`).
    public var ascii: String

}

/// Wind speed and direction.
public struct WindText: Sendable, Equatable, Codable {
    /// The speed (`3.6m/s`, `8 mph`).
    public var speed: String
    /// The compass direction the wind comes from (16 points in current conditions, 8 in
    /// the 3-hour forecast), worded as the language's spoken wind uses it: `Northwest`,
    /// or an adjective where a language describes the wind by one (`северо-западный`,
    /// `צפון-מערבית`, `شمالية غربية`); `nil` when not reported or calm.
    public var direction: String?
    /// Its abbreviation (`NW`, `북서`).
    public var directionAbbreviation: String?
    /// Direction and speed together (`북서풍 3.6m/s`, `NW 8 mph`), or `Calm`/`고요`.
    public var summary: String
    /// The same in words for screen readers (`북서풍, 초속 3.6미터`, `Northwest wind, 8 miles per hour`).
    public var accessibilityLabel: String
    /// Gusts (`12.0m/s`), or `nil` when not reported.
    public var gust: String?
    /// The direction in degrees as reported, for drawing an arrow.
    public var degrees: Double?

}
