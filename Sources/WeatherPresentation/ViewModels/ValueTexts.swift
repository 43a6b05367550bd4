/// A temperature ready to show, with what a screen reader says and the number to draw.
public struct TemperatureText: Sendable, Equatable, Codable {
    /// `-2°C`, `9,4 °C`.
    public var text: String
    /// `섭씨 -2도`, `minus 2 degrees Celsius`.
    public var accessibilityLabel: String
    /// The value in the view model's unit, unrounded, for charts.
    public var value: Double

    public init(text: String, accessibilityLabel: String, value: Double) {
        self.text = text
        self.accessibilityLabel = accessibilityLabel
        self.value = value
    }
}

/// A weather condition, translated by its OpenWeather id.
public struct ConditionText: Sendable, Equatable, Codable {
    /// OpenWeather's condition id (`800`).
    public var id: Int
    /// The translated condition (`맑음`, `Clear sky`).
    public var text: String
    /// OpenWeather's icon id (`01d`), for drawing.
    public var icon: String

    public init(id: Int, text: String, icon: String) {
        self.id = id
        self.text = text
        self.icon = icon
    }
}

/// Wind speed and direction.
public struct WindText: Sendable, Equatable, Codable {
    /// The speed (`3.6m/s`, `8.1 mph`).
    public var speed: String
    /// The 16-point compass direction the wind comes from, or `nil` when not reported.
    public var direction: String?
    /// Its abbreviation (`NW`, `북서`).
    public var directionAbbreviation: String?
    /// Direction and speed together (`북서풍 3.6m/s`, `NW 8.1 mph`), or `Calm`/`고요`.
    public var summary: String
    /// The same in words for screen readers (`북서풍, 초속 3.6미터`).
    public var accessibilityLabel: String
    /// Gusts (`12m/s`), or `nil` when not reported.
    public var gust: String?
    /// The direction in degrees as reported, for drawing an arrow.
    public var degrees: Double?

    public init(
        speed: String, direction: String?, directionAbbreviation: String?, summary: String,
        accessibilityLabel: String, gust: String?, degrees: Double?
    ) {
        self.speed = speed
        self.direction = direction
        self.directionAbbreviation = directionAbbreviation
        self.summary = summary
        self.accessibilityLabel = accessibilityLabel
        self.gust = gust
        self.degrees = degrees
    }
}
