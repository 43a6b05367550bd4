/// Air quality on the scale of the location's country, every word in the user's language.
///
/// Built by ``ForecastPresenter`` from the air-quality input it is given.
/// A frontend shows the category in words beside its colour, never the colour alone, and
/// ``basis`` when the figure is not the scale's full window.
public struct AirQualityViewModel: Sendable, Equatable, Codable {
    /// A scale, by id and name (`us`, "US AQI"; `kr`, "통합대기환경지수").
    public struct Scale: Sendable, Equatable, Codable {
        public var id: String
        public var name: String

    }

    /// A category, by stable id and label, with the agency's colour (`#FF7E00`).
    public struct Category: Sendable, Equatable, Codable {
        public var id: String
        public var label: String
        public var colour: String

    }

    /// A pollutant, by its `components` key and name (`pm10`, "미세먼지").
    public struct PollutantName: Sendable, Equatable, Codable {
        public var id: String
        public var name: String

    }

    /// What a figure is based on, in words ("24-hr average") and as numbers.
    public struct Basis: Sendable, Equatable, Codable {
        public var text: String
        /// The scale's window in hours (1: the hourly value).
        public var hours: Int
        /// The hours of the window that had a reading.
        public var available: Int

    }

    /// One pollutant: its averaged concentration in the unit the scale's agency publishes,
    /// its own category where the scale rates pollutants separately (Korea's 미세먼지 and
    /// 초미세먼지 grades; not Canada's AQHI, one index over three pollutants), and its own
    /// averaging window, which the row says.
    public struct Reading: Sendable, Equatable, Codable {
        public var pollutant: PollutantName
        /// `95㎍/㎥`, `41 ppb`, with `95 micrograms per cubic meter` for screen readers.
        public var concentration: AccessibleText
        /// The concentration in µg/m³, unrounded (what the feeds give).
        public var value: Double
        /// The unit ``concentration`` is written in, as a CLDR unit id:
        /// `microgram-per-cubic-meter`, `milligram-per-cubic-meter`, `permillion` (ppm) or
        /// `portion-per-1e9` (ppb).
        public var unit: String
        /// The concentration in ``unit``, unrounded (`value` at 25 °C and 1 atm for ppm and ppb).
        public var valueInUnit: Double
        public var subIndex: Int?
        /// The pollutant's own category; `nil` where the scale has none per pollutant (AQHI).
        public var category: Category?
        /// What this row's figure is based on: the scale's window for this pollutant.
        public var basis: Basis
    }

    /// A forecast day's worst category (as Korean apps show 미세먼지 예보).
    public struct Day: Sendable, Equatable, Codable {
        /// The day in the location's calendar, `YYYY-MM-DD`.
        public var date: String
        public var category: Category
        public var dominant: PollutantName?
    }

    /// The section's title (`대기질`, `Air Quality`).
    public var title: String
    public var scale: Scale
    /// Whether the country has no index of its own and the default stands in: the scale's
    /// name is then always shown ("US AQI" in Tokyo).
    public var isDefaultScale: Bool
    /// The index, or `nil` for a scale of bands only (the EAQI).
    public var index: Int?
    /// The index in the locale's digits (`101`; `10+` for an AQHI above 10).
    public var indexText: String?
    public var category: Category
    /// The colour to show: the category's, or the index value's own (DAQI, AQHI).
    public var colour: String
    /// The pollutant deciding the index, or `nil` where the scale names none.
    public var dominant: PollutantName?
    /// The scale's pollutants that have readings, in the scale's order.
    public var readings: [Reading]
    /// The basis of the deciding pollutant (else of the first reading); each reading says
    /// its own (``Reading/basis``), which is what a frontend shows beside it.
    public var basis: Basis
    /// Each forecast day's worst category, in date order.
    public var days: [Day]
}
