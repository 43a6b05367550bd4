/// A page as ``PageRenderer`` writes it, typed: its language and title, the search, the
/// language menu, the credit and one of the forecast, the search page's heading or an error.
/// ``PageContexts`` makes it from the view model and ``PageWords``; every string is already
/// clean (``PageTables/clean(_:)``), and the renderer escapes it.
struct PageContext {
    var lang: String
    var dir: String
    var title: String
    var description: String?
    /// Seconds until the data expires, for `/page.js`.
    var refresh: String?
    var search: SearchContext
    var languages: LanguagesContext
    /// The service's credit, in the footer.
    var attribution: String
    var forecast: ForecastContext?
    var landing: LandingContext?
    var error: ErrorContext?
}

struct SearchContext {
    var label: String
    var button: String
    var placeholder: String
    var help: String
    var lang: String
    /// The unit asked for, kept by a search.
    var unit: String?
    /// A failed query, kept in the field.
    var value: String?
}

struct LanguagesContext {
    var label: String
    var links: [PageLink]
    /// The page's language named in itself.
    var current: String?
}

struct LandingContext {
    var heading: String
}

struct ErrorContext {
    var heading: String
    var message: String
}

struct ForecastContext {
    var placeHeading: [HeadingSegmentContext]
    var placeNote: String?
    var notice: String?
    var alerts: AlertsContext?
    var now: NowContext?
    var air: AirContext?
    var airNote: String?
    var observedAt: String?
    var timeZoneNote: String?
    var chart: ChartContext?
    var current: CurrentContext?
    var sky: SkyContext?
    var tables: [TableContext]
    /// The feed's credit and link (Open-Meteo), when its terms ask for one.
    var feedAttribution: String?
    var units: UnitsContext
}

/// A piece of the place's heading: a name isolated in `<bdi>`, or a separator.
struct HeadingSegmentContext {
    var text: String
    var isolated: Bool
}

struct AlertsContext {
    var title: String
    var items: [AlertContext]
}

struct AlertContext {
    var title: String
    var period: String
    var spoken: String
    var level: String
    var originalLabel: String
    var language: String
    var event: String
    var paragraphs: [TextContext]
    var sender: String?
}

struct TextContext {
    var text: String
}

struct NowContext {
    var temperature: String
    var temperatureSpoken: String
    var symbol: String
    var condition: String
    var feelsLike: String?
    var today: SpokenTextContext?
    var nowcast: NowcastContext?
    var nextChange: String?
    var updated: String?
}

struct SpokenTextContext {
    var text: String
    var spoken: String
}

struct NowcastContext {
    var text: String
    var stripLabel: String
    var bars: [MinuteBarContext]
}

struct MinuteBarContext {
    var x: Int
    var y: Int
    var height: Int
}

struct SkyContext {
    var title: String
    var phase: String
    var illuminationLabel: String
    var moonrise: String
    var moonset: String
    var litPath: String
    var lunarDate: String?
    var solarTerm: String?
}

struct UnitsContext {
    var label: String
    var links: [PageLink]
}

struct CurrentContext {
    var title: String
    var rows: [CurrentRowContext]
}

/// A label and its values (rain and snow share one `<dt>`).
struct CurrentRowContext {
    var label: String
    var values: [ReadingContext]
}

struct ReadingContext {
    var text: String
    var symbol: String?
    var spoken: String?
}

struct AirContext {
    var title: String
    var card: AirCardContext
    var rows: [AirRowContext]
}

struct AirCardContext {
    var scale: String
    var category: String
    var colour: String
    var index: String?
    var dominant: String?
}

struct AirRowContext {
    var label: String
    var text: String
    var spoken: String
    var basis: String
    var category: AirCategoryContext?
}

struct AirCategoryContext {
    var label: String
    var colour: String
}

struct TableContext {
    var title: String
    var columns: [ColumnContext]
    var columnCount: Int
    var rows: [RowContext]
}

struct ColumnContext {
    var id: String
    var text: String
    var `class`: String
    var spoken: String?
}

struct RowContext {
    var cells: [CellContext]
    /// The day a group of hours starts, as a row of its own.
    var rowGroup: String?
    var columnCount: Int
}

struct CellContext {
    var parts: [TextContext]
    var `class`: String
    var spoken: String?
    var symbol: String?
    var note: String?
}

struct ChartContext {
    var width: Int
    var height: Int
    var line: String
    var bars: [ChartBarContext]
    var ticks: [ChartTickContext]
    var values: [ChartTextContext]
    var days: [ChartDayContext]
    var tickTop: Int
    var tickBottom: Int
    var tickLabelY: Int
    var dayTop: Int
    var dayBottom: Int
    var dayLabelY: Int
    var baseline: Int
    var plotStart: Int
    var plotEnd: Int
    var summary: String
    var maximum: ChartExtremeContext?
    var minimum: ChartExtremeContext?
    /// The ids that name the drawing (`aria-labelledby`).
    var labelledBy: String
}

struct ChartBarContext {
    var x: Int
    var y: Int
    var width: Int
    var height: Int
    var label: ChartTextContext?
}

/// A label of the chart where it stands.
struct ChartTextContext {
    var x: Int
    var y: Int
    var text: String
}

struct ChartTickContext {
    var x: Int
    var label: ChartTickLabelContext?
}

struct ChartTickLabelContext {
    var x: Int
    var text: String
}

struct ChartDayContext {
    var x: Int
    var labelX: Int
    var label: String
}

struct ChartExtremeContext {
    var x: Int
    var y: Int
    var labelX: Int
    var labelY: Int
    var text: String
}
