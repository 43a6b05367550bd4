public import WeatherPresentation

/// Renders a forecast as one line for status bars (tmux, waybar, polybar, i3blocks) from a
/// template with named placeholders: `{place} {condition} {temp} ({feelsLike}) {wind} {pop}`,
/// and for bars `{icon}` (the condition's emoji), `{time}` (the observation time),
/// `{updated}` (the data's age: `10분 전`), `{nextChange}` (`Rain from 6 PM`), `{sunrise}`, `{sunset}`.
///
/// The default template is the view model's (``ScreenWords/lineTemplate``), so each
/// language orders the values its own way; every value is the view model's already
/// localized text (units, digits, signs), made terminal-safe.
///
/// ```swift
/// let line = try LineRenderer()
/// line.render(view)  // "서울, 대한민국 맑음 0°C(체감 -5°C) 북서풍 4.6m/s 강수 확률 0%\n"
/// try LineRenderer(template: "{temp} {nope}")  // throws .unknownPlaceholder("nope")
/// ```
public struct LineRenderer: Sendable {
    /// The placeholders a template may use, in the order they are documented.
    public static let placeholders = [
        "place", "condition", "temp", "feelsLike", "high", "low", "humidity", "wind", "pop",
        "icon", "time", "updated", "nextChange", "sunrise", "sunset", "aqi", "pm25", "pm10",
        "alert", "nowcast", "uv", "moon", "lunar",
    ]

    /// The placeholders that show air quality.
    static let airPlaceholders: Set<String> = ["aqi", "pm25", "pm10"]

    /// The template's parts; `nil` for the view model's own template, parsed when rendering.
    private let parts: [Part]?

    /// Whether the line shows air quality, so whether it is worth asking for: only when the
    /// template names `{aqi}`, `{pm25}` or `{pm10}` (no language's own template does).
    package var showsAirQuality: Bool {
        parts?.contains { part in
            if case .value(let name) = part { Self.airPlaceholders.contains(name) } else { false }
        } ?? false
    }

    private enum Part: Sendable {
        case literal(String)
        case value(String)
    }

    /// A template names a placeholder that does not exist.
    public enum TemplateError: Error, Sendable, Hashable {
        case unknownPlaceholder(String)
    }

    /// - Parameter template: the template; `nil` for the view model's (its language's default).
    /// - Throws: ``TemplateError/unknownPlaceholder(_:)`` naming the first unknown `{name}`.
    public init(template: String? = nil) throws(TemplateError) {
        parts = try template.map(Self.parse)
    }

    private static func parse(_ text: String) throws(TemplateError) -> [Part] {
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = String(rest[afterOpen..<close])
            guard Self.placeholders.contains(name) else { throw .unknownPlaceholder(name) }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.value(name))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return parts
    }

    /// The line, ending with one newline. A value the data lacks is the view model's
    /// "unavailable" mark ("—"); sample or stale data is marked as its notice says.
    public func render(_ viewModel: ForecastViewModel) -> String {
        line(viewModel) + "\n"
    }

    /// The line without its line end (for a status bar's JSON).
    package func line(_ viewModel: ForecastViewModel) -> String {
        let values = Self.values(of: viewModel)
        let unavailable = viewModel.words.unavailable
        // The language's own template has only known placeholders; should it not, it is used as text.
        let parts = self.parts ?? (try? Self.parse(viewModel.words.lineTemplate)) ?? [.literal(viewModel.words.lineTemplate)]
        var line = ""
        for part in parts {
            switch part {
            case .literal(let text): line += text
            case .value(let name): line += values[name].flatMap { $0 } ?? unavailable
            }
        }
        // With the language's own template, a warning in force leads the line (a template of
        // one's own places it with {alert}).
        if self.parts == nil, let alert = viewModel.alerts?.first {
            line = "⚠ " + alert.title + " · " + line
        }
        // Data that is not live says so here too, briefly.
        if let notice = viewModel.notice {
            line = notice.lineTemplate.replacing(DataNoticeViewModel.linePlaceholder, with: line)
        }
        // One line, whatever the data holds: no control characters, no line breaks.
        let safe = TerminalSanitizer.sanitize(line).split(whereSeparator: \.isNewline).joined(separator: " ")
        let trimmed = String(safe.droppingTrailingSpaces)
        // A right-to-left line starts with a right-to-left mark: a status bar (Pango) or a
        // bidi terminal takes a paragraph's direction from its first strong letter, which is
        // often a Latin place name or a digit, and would lay Arabic or Hebrew out left to right.
        guard viewModel.direction == .rightToLeft, !trimmed.isEmpty else { return trimmed }
        return "\u{200F}" + trimmed
    }

    /// Each placeholder's text: the current conditions, else the first forecast step; the
    /// chance of precipitation is the next step's.
    private static func values(of view: ForecastViewModel) -> [String: String?] {
        let current = view.current
        let next = view.hourly.first?.items.first
        let today = view.daily.first
        let air = view.airQuality
        return [
            "place": view.place,
            "condition": current?.condition.text ?? next?.condition.text,
            "temp": current?.temperature.text ?? next?.temperature.text,
            "feelsLike": current?.feelsLike?.text,
            "high": current?.high.text ?? today?.high.text,
            "low": current?.low.text ?? today?.low.text,
            "humidity": current?.humidity?.text,
            "wind": current?.wind.summary ?? next?.wind.summary,
            "pop": next?.chanceOfPrecipitation?.text ?? today?.chanceOfPrecipitation?.text,
            "icon": (current?.condition ?? next?.condition)?.emoji,
            "time": current?.observedAt,
            "updated": view.now?.updated?.age,
            "nextChange": view.now?.nextChange?.text,
            "sunrise": current?.sunrise?.text,
            "sunset": current?.sunset?.text,
            // The index where the scale has one, else its category (the EAQI's bands).
            "aqi": air.map { air in air.indexText.map { "\(air.scale.name) \($0)" } ?? air.category.label },
            "pm25": air?.readings.first { $0.pollutant.id == "pm2_5" }?.concentration.text,
            "pm10": air?.readings.first { $0.pollutant.id == "pm10" }?.concentration.text,
            // The first warning's title, marked; more are counted by the tooltip and the screen.
            "alert": view.alerts?.first.map { "⚠ " + $0.title },
            "nowcast": view.now?.nowcast?.text,
            "uv": current?.uvIndex?.text,
            // Today's moon: its symbol and phase; the lunar date where it is shown.
            "moon": view.sky?.days.first.map { "\($0.phase.emoji) \($0.phase.name)" },
            "lunar": view.sky?.days.first?.lunarDate,
        ]
    }
}
