/// The next hours, ready to draw as a curve with bars: points with their values and texts,
/// axis labels already formatted, and one sentence for people who cannot see the curve.
///
/// ```swift
/// view.chart?.points.first?.temperature.text  // "0°C"
/// view.chart?.hourTicks.first?.label          // "오후 3시"
/// view.chart?.summary                         // "최저 -4°C(금요일 오전 6시), 최고 3°C(금요일 오후 12시)"
/// ```
public struct ChartViewModel: Sendable, Equatable, Codable {
    /// The forecast's steps in the chart's window, in time order.
    public var points: [ChartPointViewModel]
    /// A label under each point: its local time in the locale's hour cycle.
    public var hourTicks: [ChartTickViewModel]
    /// Where a new local day starts, named (`내일`, `Saturday`).
    public var dayBoundaries: [ChartTickViewModel]
    /// The lowest and highest temperature drawn, for the vertical axis.
    public var minimum: TemperatureText
    public var maximum: TemperatureText
    /// The largest precipitation amount among the points, in ``ForecastViewModel/units``'s
    /// precipitation unit (0 when dry), to scale the bars.
    public var precipitationMaximum: Double
    /// The curve in one sentence (`Lowest 27°F at 6 AM, highest 41°F at 3 PM`).
    public var summary: String

}

/// One forecast step on the chart.
public struct ChartPointViewModel: Sendable, Equatable, Codable {
    public var unixTime: Int
    public var temperature: TemperatureText
    /// The chance of precipitation, 0...1, or `nil` when the forecast gave none.
    public var chanceOfPrecipitation: Double?
    /// Its text (`20%`).
    public var chanceOfPrecipitationText: String?
    /// Rain and snow expected in the step, in the view model's precipitation unit (0 when none).
    public var precipitationAmount: Double
    /// Its text (`0.3mm`), or `nil` when none.
    public var precipitationAmountText: String?
    public var condition: ConditionText

}

/// A labelled moment on the chart's time axis.
public struct ChartTickViewModel: Sendable, Equatable, Codable {
    public var unixTime: Int
    public var label: String

}
