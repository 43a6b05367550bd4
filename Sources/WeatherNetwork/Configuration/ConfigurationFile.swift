import FoundationEssentials
import TOMLKit

/// The user's defaults, from `$XDG_CONFIG_HOME/weather/config.toml`:
///
/// ```toml
/// api_key = "0123456789abcdef0123456789abcdef"
/// city = "서울"          # or: zip = "10001,US", or: lat = 37.57  lon = 126.98
/// locale = "ko_KR"
/// base_url = "https://api.openweathermap.org"
/// ```
///
/// Every key is optional; an unknown key or a value of the wrong type is an error naming
/// it, so a typo never silently does nothing.
public struct ConfigurationFile: Sendable, Hashable {
    public var apiKey: String?
    public var city: String?
    public var zip: String?
    public var latitude: Double?
    public var longitude: Double?
    public var locale: String?
    public var baseURL: String?
    /// The `[serve]` table: how `weather serve` listens (the options win).
    public var serve = ServeTable()
    /// Whether users other than the owner may read the file (mode & 044): with a key in
    /// it, the caller warns, as ssh does for private keys.
    public var readableByOthers: Bool

    /// The keys the file may hold, in the order the README documents them.
    public static let keys = ["api_key", "city", "zip", "lat", "lon", "locale", "base_url", "serve"]

    public init(
        apiKey: String? = nil, city: String? = nil, zip: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
        locale: String? = nil, baseURL: String? = nil, readableByOthers: Bool = false
    ) {
        self.apiKey = apiKey
        self.city = city
        self.zip = zip
        self.latitude = latitude
        self.longitude = longitude
        self.locale = locale
        self.baseURL = baseURL
        self.readableByOthers = readableByOthers
    }

    /// The file at `path`, or `nil` when there is none.
    /// - Throws: ``ConfigurationFileError`` for an unreadable file, a TOML syntax error
    ///   (with its line and column), an unknown key or a value of the wrong type.
    public static func load(path: String) throws(ConfigurationFileError) -> ConfigurationFile? {
        let manager = FileManager.default
        guard manager.fileExists(atPath: path) else { return nil }
        guard let data = manager.contents(atPath: path) else { throw ConfigurationFileError(path: path, detail: "cannot be read") }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ConfigurationFileError(path: path, detail: "not UTF-8 text")
        }
        var file = try parse(text, path: path)
        let mode = (try? manager.attributesOfItem(atPath: path))?[.posixPermissions] as? Int ?? 0
        file.readableByOthers = mode & 0o044 != 0
        return file
    }

    /// Reads the TOML text of a configuration file.
    static func parse(_ text: String, path: String) throws(ConfigurationFileError) -> ConfigurationFile {
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ConfigurationFileError(
                path: path, detail: "line \(error.source.begin.line), column \(error.source.begin.column): \(error.description)")
        } catch {
            throw ConfigurationFileError(path: path, detail: String(describing: error))
        }
        for key in table.keys where !keys.contains(key) {
            throw ConfigurationFileError(path: path, detail: "unknown key '\(key)' (known: \(keys.joined(separator: ", ")))")
        }
        func string(_ key: String) throws(ConfigurationFileError) -> String? {
            guard let value = table[key] else { return nil }
            guard let text = value.string else { throw ConfigurationFileError(path: path, detail: "'\(key)' must be a string") }
            return text
        }
        func number(_ key: String) throws(ConfigurationFileError) -> Double? {
            guard let value = table[key] else { return nil }
            if let double = value.double { return double }
            if let int = value.int { return Double(int) }
            throw ConfigurationFileError(path: path, detail: "'\(key)' must be a number")
        }
        var file = ConfigurationFile(
            apiKey: try string("api_key"), city: try string("city"), zip: try string("zip"),
            latitude: try number("lat"), longitude: try number("lon"), locale: try string("locale"),
            baseURL: try string("base_url"))
        if let serve = table["serve"] { file.serve = try ServeTable(serve, path: path) }
        if (file.latitude == nil) != (file.longitude == nil) {
            throw ConfigurationFileError(path: path, detail: "'lat' and 'lon' go together")
        }
        return file
    }
}

/// What is wrong with the configuration file; `detail` is in English, from the parser.
public struct ConfigurationFileError: Error, Sendable, Hashable {
    public var path: String
    public var detail: String
}
