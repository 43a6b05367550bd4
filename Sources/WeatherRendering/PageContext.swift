/// A page as ``PageRenderer`` writes it, typed: its language and title, the search, the
/// language menu, the credit and one of the forecast, the search page's heading or an error.
/// ``PageContexts`` makes it from the view model and ``PageWords``; every string is already
/// clean (``PageTables/clean(_:)``), and the renderer escapes it.
package struct PageContext {
    package var lang: String
    package var dir: String
    package var title: String
    package var description: String?
    /// Seconds until the data expires, for `/page.js`.
    package var refresh: String?
    package var search: SearchContext
    package var languages: LanguagesContext
    /// The service's credit, in the footer.
    package var attribution: String
    package var forecast: ForecastContext?
    package var landing: LandingContext?
    package var error: ErrorContext?
}

package struct SearchContext {
    package var label: String
    package var button: String
    package var placeholder: String
    package var help: String
    package var lang: String
    /// The unit asked for, kept by a search.
    package var unit: String?
    /// A failed query, kept in the field.
    package var value: String?
}

package struct LanguagesContext {
    package var label: String
    package var links: [PageLink]
    /// The page's language named in itself.
    package var current: String?
}

package struct LandingContext {
    package var heading: String
}

package struct ErrorContext {
    package var heading: String
    package var message: String
}

package struct ForecastContext {
    package var placeHeading: [HeadingSegmentContext]
    package var placeNote: String?
    package var notice: String?
    package var alerts: AlertsContext?
    package var now: NowContext?
    package var air: AirContext?
    package var airNote: String?
    package var observedAt: String?
    package var timeZoneNote: String?
    package var chart: ChartContext?
    package var current: CurrentContext?
    package var sky: SkyContext?
    package var tables: [TableContext]
    /// The feed's credit and link (Open-Meteo), when its terms ask for one.
    package var feedAttribution: String?
    package var units: UnitsContext
}

/// A piece of the place's heading: a name isolated in `<bdi>`, or a separator.
package struct HeadingSegmentContext {
    package var text: String
    package var isolated: Bool
}

package struct AlertsContext {
    package var title: String
    package var items: [AlertContext]
}

package struct AlertContext {
    package var title: String
    package var period: String
    package var spoken: String
    package var level: String
    package var originalLabel: String
    package var language: String
    package var event: String
    package var paragraphs: [TextContext]
    package var sender: String?
}

package struct TextContext {
    package var text: String
}

package struct NowContext {
    package var temperature: String
    package var temperatureSpoken: String
    package var symbol: String
    package var condition: String
    package var feelsLike: String?
    package var today: SpokenTextContext?
    package var nowcast: NowcastContext?
    package var nextChange: String?
    package var updated: String?
}

package struct SpokenTextContext {
    package var text: String
    package var spoken: String
}

package struct NowcastContext {
    package var text: String
    package var stripLabel: String
    package var bars: [MinuteBarContext]
}

package struct MinuteBarContext {
    package var x: Int
    package var y: Int
    package var height: Int
}

package struct SkyContext {
    package var title: String
    package var phase: String
    package var illuminationLabel: String
    package var moonrise: String
    package var moonset: String
    package var litPath: String
    package var lunarDate: String?
    package var solarTerm: String?
}

package struct UnitsContext {
    package var label: String
    package var links: [PageLink]
}

package struct CurrentContext {
    package var title: String
    package var rows: [CurrentRowContext]
}

/// A label and its values (rain and snow share one `<dt>`).
package struct CurrentRowContext {
    package var label: String
    package var values: [ReadingContext]
}

package struct ReadingContext {
    package var text: String
    package var symbol: String?
    package var spoken: String?
}

package struct AirContext {
    package var title: String
    package var card: AirCardContext
    package var rows: [AirRowContext]
}

package struct AirCardContext {
    package var scale: String
    package var category: String
    package var colour: String
    package var index: String?
    package var dominant: String?
}

package struct AirRowContext {
    package var label: String
    package var text: String
    package var spoken: String
    package var basis: String
    package var category: AirCategoryContext?
}

package struct AirCategoryContext {
    package var label: String
    package var colour: String
}

package struct TableContext {
    package var title: String
    package var columns: [ColumnContext]
    package var columnCount: Int
    package var rows: [RowContext]
}

package struct ColumnContext {
    package var id: String
    package var text: String
    package var `class`: String
    package var spoken: String?
}

package struct RowContext {
    package var cells: [CellContext]
    /// The day a group of hours starts, as a row of its own.
    package var rowGroup: String?
    package var columnCount: Int
}

package struct CellContext {
    package var parts: [TextContext]
    package var `class`: String
    package var spoken: String?
    package var symbol: String?
    package var note: String?
}

package struct ChartContext {
    package var width: Int
    package var height: Int
    package var line: String
    package var bars: [ChartBarContext]
    package var ticks: [ChartTickContext]
    package var values: [ChartTextContext]
    package var days: [ChartDayContext]
    package var tickTop: Int
    package var tickBottom: Int
    package var tickLabelY: Int
    package var dayTop: Int
    package var dayBottom: Int
    package var dayLabelY: Int
    package var baseline: Int
    package var plotStart: Int
    package var plotEnd: Int
    package var summary: String
    package var maximum: ChartExtremeContext?
    package var minimum: ChartExtremeContext?
    /// The ids that name the drawing (`aria-labelledby`).
    package var labelledBy: String
}

package struct ChartBarContext {
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int
    package var label: ChartTextContext?
}

/// A label of the chart where it stands.
package struct ChartTextContext {
    package var x: Int
    package var y: Int
    package var text: String
}

package struct ChartTickContext {
    package var x: Int
    package var label: ChartTickLabelContext?
}

package struct ChartTickLabelContext {
    package var x: Int
    package var text: String
}

package struct ChartDayContext {
    package var x: Int
    package var labelX: Int
    package var label: String
}

package struct ChartExtremeContext {
    package var x: Int
    package var y: Int
    package var labelX: Int
    package var labelY: Int
    package var text: String
}
