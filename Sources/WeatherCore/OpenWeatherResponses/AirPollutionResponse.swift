/// The body of `/data/2.5/air_pollution`, `/air_pollution/forecast` and
/// `/air_pollution/history`: hourly readings at a place.
///
/// Decode it with ``OpenWeatherDecoder/decodeAirPollution(_:)``. Every concentration is in
/// µg/m³, CO included.
public struct AirPollutionResponse: Sendable, Hashable {
    /// Where the readings are for (`coord`); some answers leave it out.
    package var coord: Coordinates?
    /// The hourly readings (`list`), oldest first; may be empty (no data for the place or hours).
    package var list: [Item]
    /// Readings the decoder left out (a negative concentration), each with its JSON path.
    package var adjustments: [ReadingAdjustment] = []

    /// Creates a response as the API would send it.
    package init(coord: Coordinates?, list: [Item]) {
        self.coord = coord
        self.list = list
    }

    /// One hour's readings (an entry of `list`).
    package struct Item: Sendable, Hashable {
        /// The hour, Unix seconds UTC (`dt`).
        package var dt: Int
        /// OpenWeather's own 1–5 index (`main.aqi`): nobody's national scale, kept only as sent.
        package var openWeatherIndex: Int?
        /// The concentrations of `components`, in µg/m³; absent ones are `nil`.
        package var components: PollutantConcentrations
        /// Nitrogen monoxide (`components.no`), which no scale rates.
        package var nitrogenMonoxide: Double?

        /// Creates an hour's readings.
        package init(dt: Int, openWeatherIndex: Int? = nil, components: PollutantConcentrations, nitrogenMonoxide: Double? = nil) {
            self.dt = dt
            self.openWeatherIndex = openWeatherIndex
            self.components = components
            self.nitrogenMonoxide = nitrogenMonoxide
        }
    }
}
