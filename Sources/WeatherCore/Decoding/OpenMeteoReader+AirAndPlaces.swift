extension OpenMeteoReader {
    /// An Open-Meteo `/v1/air-quality` body (`hourly` PM10, PM2.5, O₃, NO₂, SO₂ and CO, all in
    /// µg/m³) as hourly readings in the Air Pollution shape the scales rate; an hour with no
    /// pollutant at all is left out.
    static func airQuality(_ tree: JSONTree) throws(OpenWeatherDecodingError) -> AirPollutionResponse {
        do throws(Failure) {
            return try tree.withReader { reader throws(Failure) in
                let root = try Fields(reader, JSONTree.root)
                let coordinates = Coordinates(
                    lon: try root.checkedDouble("longitude", within: Coordinates.longitudeRange),
                    lat: try root.checkedDouble("latitude", within: Coordinates.latitudeRange))
                guard let hourly = try root.optionalFields("hourly") else { return AirPollutionResponse(coord: coordinates, list: []) }
                let offset = try root.optionalInt("utc_offset_seconds") ?? 0
                let columns = try Columns(hourly, units: OpenMeteoUnits(try root.optionalFields("hourly_units"), utcOffset: offset))
                let times = try columns.column("time")
                var list: [AirPollutionResponse.Item] = []
                list.reserveCapacity(times.count)
                for row in times.indices {
                    guard let time = try columns.time(times, row) else { continue }
                    var concentrations = PollutantConcentrations()
                    for (pollutant, value) in try pollutants(columns, row) { concentrations[pollutant] = value }
                    guard !concentrations.known.isEmpty else { continue }
                    list.append(AirPollutionResponse.Item(dt: time, components: concentrations))
                }
                return AirPollutionResponse(coord: coordinates, list: list)
            }
        } catch {
            throw error.error(in: tree)
        }
    }

    /// The row's concentrations by Open-Meteo's variable names.
    private static func pollutants(_ columns: Columns, _ row: Int) throws(Failure) -> [(Pollutant, Double)] {
        let values: [(Pollutant, Double?)] = [
            (.pm10, try columns.amount("pm10", row)), (.pm2_5, try columns.amount("pm2_5", row)),
            (.o3, try columns.amount("ozone", row)), (.no2, try columns.amount("nitrogen_dioxide", row)),
            (.so2, try columns.amount("sulphur_dioxide", row)), (.co, try columns.amount("carbon_monoxide", row)),
        ]
        return values.compactMap { pollutant, value in value.map { (pollutant, $0) } }
    }

    /// An Open-Meteo geocoding body (`/v1/search`): `results` is absent when nothing matched.
    /// `name` is already in the `language` asked for, so it is kept as that language's name;
    /// `admin1` is the state; the country is named by ICU from `country_code`, as for OpenWeather.
    static func places(_ tree: JSONTree, language: String) throws(OpenWeatherDecodingError) -> [Place] {
        do throws(Failure) {
            return try tree.withReader { reader throws(Failure) in
                let root = try Fields(reader, JSONTree.root)
                guard let results = try root.optionalArray("results") else { return [] }
                var places: [Place] = []
                for (_, element) in reader.elements(of: results.node) {
                    let entry = try Fields(reader, element)
                    let name = UpstreamName.bounded(try entry.string("name"))
                    places.append(Place(
                        name: name, localNames: name.isEmpty ? [:] : [language.lowercased(): name],
                        state: try entry.optionalString("admin1").map(UpstreamName.bounded),
                        countryCode: UpstreamName.countryCode(try entry.optionalString("country_code")),
                        coordinates: Coordinates(
                            lon: try entry.checkedDouble("longitude", within: Coordinates.longitudeRange),
                            lat: try entry.checkedDouble("latitude", within: Coordinates.latitudeRange))))
                }
                return places
            }
        } catch {
            throw error.error(in: tree)
        }
    }
}
