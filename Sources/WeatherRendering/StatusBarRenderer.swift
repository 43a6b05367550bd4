import WeatherCore
public import WeatherPresentation

/// Renders a forecast as the status bars read a command's output: Waybar's custom module
/// (one JSON object on one line) and i3blocks (full text, short text, colour on three lines).
/// The bar's text is ``LineRenderer``'s line, so `--template` shapes it.
///
/// ```swift
/// StatusBarRenderer(line: try LineRenderer()).waybar(view)
/// // {"alt":"01d","class":"clear","percentage":0,"text":"서울, 대한민국 맑음 0°C…","tooltip":"서울, 대한민국\n…"}
/// StatusBarRenderer(line: try LineRenderer()).i3blocks(view)
/// // "서울, 대한민국 맑음 0°C…\n☀️ 0°C\n#FFD75F\n"
/// ```
public struct StatusBarRenderer: Sendable {
    /// The renderer of the bar's text.
    package let line: LineRenderer
    /// How many of the next 3-hour steps the tooltip lists.
    package static let tooltipSteps = 4

    public init(line: LineRenderer) {
        self.line = line
    }

    /// What Waybar's `custom` module reads with `"return-type": "json"`, ending with one newline:
    /// `text` (Pango markup escaped, as Waybar reads it); `tooltip` (the summary and the next hours, Pango markup escaped); `class`, the
    /// condition's family (`clear`, `clouds`, `rain`, `snow`, `drizzle`, `thunderstorm`,
    /// `atmosphere`, `unknown`), stable across languages, for CSS; `alt`, OpenWeather's icon
    /// code (`01d`) for `format-icons`; `percentage`, the chance of precipitation in the next step (0–100).
    public func waybar(_ viewModel: ForecastViewModel) throws -> String {
        let condition = Self.condition(of: viewModel)
        let output = WaybarOutput(
            text: MarkupEscaping.escaped(line.line(viewModel), quotes: true),
            tooltip: tooltip(viewModel).map { MarkupEscaping.escaped($0, quotes: true) }.joined(separator: "\n"),
            classes: [ConditionGroup(conditionID: condition?.id ?? 0).rawValue]
                + (viewModel.alerts?.first.map { ["alert", "alert-" + ($0.level ?? "unknown")] } ?? []),
            alt: condition?.icon ?? "",
            percentage: Self.chanceOfPrecipitation(of: viewModel))
        return try JSONRendering.line(output) + "\n"
    }

    /// Waybar's JSON for a bar with no weather to show: `message` (why, in the user's
    /// language) as its text and tooltip, class `unavailable`.
    package static func waybarFailure(_ message: String) throws -> String {
        let text = MarkupEscaping.escaped(TerminalSanitizer.sanitize(message), quotes: true)
        return try JSONRendering.line(WaybarOutput(text: text, tooltip: text, classes: ["unavailable"], alt: "", percentage: 0)) + "\n"
    }

    /// What i3blocks reads from a command: the full text, the short text (symbol and
    /// temperature) and a colour for the condition's family, one a line.
    public func i3blocks(_ viewModel: ForecastViewModel) -> String {
        let condition = Self.condition(of: viewModel)
        let temperature = viewModel.now?.temperature.text ?? viewModel.words.unavailable
        let short = TerminalSanitizer.sanitize([condition?.emoji, temperature].compactMap { $0 }.joined(separator: " "))
        let colour = Self.colours[ConditionGroup(conditionID: condition?.id ?? 0)] ?? Self.defaultColour
        return line.line(viewModel) + "\n" + short + "\n" + colour + "\n"
    }

    /// i3blocks' colour by the condition's family (our own palette: warm for sun, blue for
    /// rain, white for snow, grey for clouds and haze, violet for storms).
    static let colours: [ConditionGroup: String] = [
        .clear: "#FFD75F", .clouds: "#BCBCBC", .atmosphere: "#A8A8A8", .drizzle: "#87AFD7",
        .rain: "#5F87FF", .snow: "#FFFFFF", .thunderstorm: "#AF87FF",
    ]
    static let defaultColour = "#FFFFFF"

    /// The tooltip's lines: place, notice, headline, details, next change, age, then the next hours.
    private func tooltip(_ view: ForecastViewModel) -> [String] {
        var lines = [view.place]
        if let notice = view.notice { lines.append(notice.text) }
        for alert in view.alerts ?? [] { lines.append("⚠ \(alert.title) · \(alert.period)") }
        if let now = view.now {
            if let nowcast = now.nowcast { lines.append(nowcast.text) }
            lines.append("\(now.temperature.text)  \(now.condition.text)")
            let details = [now.feelsLike, now.today?.text].compactMap { $0 }
            if !details.isEmpty { lines.append(details.joined(separator: " · ")) }
            lines += [now.nextChange?.text, now.updated?.text].compactMap { $0 }
        }
        let steps = view.hourly.flatMap(\.items).prefix(Self.tooltipSteps)
        if !steps.isEmpty { lines.append("") }
        for step in steps {
            lines.append([step.time, step.temperature.text, step.condition.text, step.chanceOfPrecipitation?.text]
                .compactMap { $0 }.joined(separator: "  "))
        }
        return lines.map { TerminalSanitizer.sanitize($0) }
    }

    private static func condition(of view: ForecastViewModel) -> ConditionText? {
        view.now?.condition ?? view.current?.condition ?? view.hourly.first?.items.first?.condition
    }

    /// The next step's chance of precipitation in percent, 0 when the forecast gave none.
    private static func chanceOfPrecipitation(of view: ForecastViewModel) -> Int {
        let chance = view.chart?.points.first?.chanceOfPrecipitation ?? 0
        return Int((chance * 100).rounded())
    }
}

/// The JSON object Waybar reads.
private struct WaybarOutput: Encodable {
    var text: String
    var tooltip: String
    /// The condition's family, then `alert` and `alert-<level>` when a warning is in force:
    /// one class is written as a string (as before), several as the array Waybar also reads.
    var classes: [String]
    var alt: String
    var percentage: Int

    enum CodingKeys: String, CodingKey {
        case text, tooltip, `class`, alt, percentage
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(tooltip, forKey: .tooltip)
        if classes.count == 1 { try container.encode(classes[0], forKey: .class) } else { try container.encode(classes, forKey: .class) }
        try container.encode(alt, forKey: .alt)
        try container.encode(percentage, forKey: .percentage)
    }
}
