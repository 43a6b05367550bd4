import FoundationEssentials
package import OpenWeatherAPI
package import WeatherCore

/// The user's defaults, from `$XDG_CONFIG_HOME/weather/config.toml`:
///
/// ```toml
/// api_key = "0123456789abcdef0123456789abcdef"
/// city = "서울"          # or: zip = "10001,US", or: lat = 37.57  lon = 126.98
/// locale = "ko_KR"
/// base_url = "https://api.openweathermap.org"
/// chart = true          # draw the next hours' chart in text output, as --chart does
/// source = "open-meteo" # openweather (2.5), onecall or open-meteo, as --source
/// ```
///
/// Every key is optional; a TOML syntax error, an unknown key, a value of the wrong type or
/// a coordinate out of range (`lat` −90…90, `lon` −180…180) is an error naming its line and
/// key, so a typo never silently does nothing.
package struct ConfigurationFile: Sendable, Hashable {
    package var apiKey: String?
    package var city: String?
    package var zip: String?
    package var latitude: Double?
    package var longitude: Double?
    package var locale: String?
    package var baseURL: String?
    /// `air_quality = false`: no air quality shown or asked for (as `--no-air-quality`).
    package var airQuality: Bool?
    /// `aqi_scale = "us"`: the air-quality scale instead of the place's country's own.
    package var aqiScale: AirQualityScaleID?
    /// Whether text output draws the chart of the next hours (`--chart`).
    package var chart: Bool?
    /// `lunar = true|false`: the lunar date shown or not (absent: the locale decides).
    package var lunar: Bool?
    /// `source = "onecall"`: where live weather comes from (`--source`).
    package var source: WeatherFeed?
    /// The `[serve]` table: how `weather serve` listens (the options win).
    package var serve = ServeTable()
    /// Whether users other than the owner may read the file (mode & 044): with a key in
    /// it, the caller warns, as ssh does for private keys.
    package var readableByOthers: Bool

    /// The keys the file may hold, in the order the README documents them.
    package static let keys = ["api_key", "city", "zip", "lat", "lon", "locale", "base_url", "chart", "lunar", "air_quality", "aqi_scale", "source", ServeTable.name]

    package init(
        apiKey: String? = nil, city: String? = nil, zip: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
        locale: String? = nil, baseURL: String? = nil, chart: Bool? = nil, readableByOthers: Bool = false
    ) {
        self.apiKey = apiKey
        self.city = city
        self.zip = zip
        self.latitude = latitude
        self.longitude = longitude
        self.locale = locale
        self.baseURL = baseURL
        self.chart = chart
        self.readableByOthers = readableByOthers
    }

    /// The file at `path`, or `nil` when there is none.
    /// - Throws: ``ConfigurationFileError`` for an unreadable file, a TOML syntax error
    ///   (with its line and column), an unknown key or a value of the wrong type (with its key and line).
    package static func load(path: String) throws(ConfigurationFileError) -> ConfigurationFile? {
        let bytes: [UInt8]
        do throws(FileBytes.Problem) {
            bytes = try FileBytes.contents(of: path)
        } catch .missing {
            return nil
        } catch {
            throw ConfigurationFileError(path: path, problem: .unreadable(error))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ConfigurationFileError(path: path, problem: .notUTF8)
        }
        var file = try parse(text, path: path)
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let mode = FileBytes.integer(.posixPermissions, of: attributes) ?? 0
        file.readableByOthers = mode & 0o044 != 0
        return file
    }

    /// Reads the TOML text of a configuration file.
    static func parse(_ text: String, path: String) throws(ConfigurationFileError) -> ConfigurationFile {
        let table: TOMLTable
        do {
            table = try TOMLTable(parsing: text)
        } catch {
            throw ConfigurationFileError(path: path, problem: .syntax(line: error.line, column: error.column, error.problem))
        }
        let keys = TOMLKeys(table: table, path: path)
        try keys.checkKnown(Self.keys)
        var file = ConfigurationFile(
            apiKey: try keys.string("api_key"), city: try keys.string("city"), zip: try keys.string("zip"),
            latitude: try keys.number("lat", in: Coordinates.latitudeRange),
            longitude: try keys.number("lon", in: Coordinates.longitudeRange),
            locale: try keys.string("locale"), baseURL: try keys.string("base_url"), chart: try keys.boolean("chart"))
        file.airQuality = try keys.boolean("air_quality")
        file.lunar = try keys.boolean("lunar")
        if let scale = try keys.string("aqi_scale") {
            guard let id = AirQualityScaleID(rawValue: scale) else {
                throw keys.error("aqi_scale", .notOneOf(AirQualityScaleID.allCases.map(\.rawValue)))
            }
            file.aqiScale = id
        }
        file.source = try Self.feed("source", keys)
        if table[ServeTable.name] != nil { file.serve = try ServeTable(try keys.table(ServeTable.name)) }
        if (file.latitude == nil) != (file.longitude == nil) {
            throw keys.error(file.latitude == nil ? "lon" : "lat", .unpaired(["lat", "lon"]))
        }
        return file
    }

    /// A `source` key: `openweather` (or `2.5`), `onecall` or `open-meteo`.
    static func feed(_ key: String, _ keys: TOMLKeys) throws(ConfigurationFileError) -> WeatherFeed? {
        guard let text = try keys.string(key) else { return nil }
        guard let feed = WeatherFeed(setting: text) else { throw keys.error(key, .notOneOf(WeatherFeed.allCases.map(\.rawValue))) }
        return feed
    }
}
