import FoundationEssentials
import TOMLKit
import WeatherCore

/// The user's defaults, from `$XDG_CONFIG_HOME/weather/config.toml`:
///
/// ```toml
/// api_key = "0123456789abcdef0123456789abcdef"
/// city = "서울"          # or: zip = "10001,US", or: lat = 37.57  lon = 126.98
/// locale = "ko_KR"
/// base_url = "https://api.openweathermap.org"
/// ```
///
/// Every key is optional; an unknown key, a value of the wrong type or a coordinate out of
/// range (`lat` −90…90, `lon` −180…180) is an error naming it, so a typo never silently
/// does nothing.
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
    public static let keys = ["api_key", "city", "zip", "lat", "lon", "locale", "base_url", ServeTable.name]

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
        if let problem = lexicalProblem(text) {
            throw ConfigurationFileError(path: path, detail: "line \(problem.line), column \(problem.column): \(problem.detail)")
        }
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
        if let serve = table[ServeTable.name] { file.serve = try ServeTable(serve, path: path) }
        if (file.latitude == nil) != (file.longitude == nil) {
            throw ConfigurationFileError(path: path, detail: "'lat' and 'lon' go together")
        }
        // The ranges `--lat` and `--lon` have; `nan`, `inf` and 1e300 are outside them.
        if let latitude = file.latitude, !Coordinates.latitudeRange.contains(latitude) {
            throw ConfigurationFileError(path: path, detail: "'lat' must be between -90 and 90")
        }
        if let longitude = file.longitude, !Coordinates.longitudeRange.contains(longitude) {
            throw ConfigurationFileError(path: path, detail: "'lon' must be between -180 and 180")
        }
        return file
    }
}

extension ConfigurationFile {
    private enum Lexeme { case plain, comment, basic, literal, multilineBasic, multilineLiteral }

    /// The first non-ASCII character outside strings and comments (TOML allows none there),
    /// or the first table header other than `[serve]`, with its position. Checked
    /// before TOMLKit sees the text: toml++ under it stops the process with a failed
    /// assertion on some such text (`[é]`, `[ = 1`, found by FuzzConfiguration).
    static func lexicalProblem(_ text: String) -> (line: Int, column: Int, detail: String)? {
        let bytes = Array(text.utf8)
        func starts(_ marker: String, at index: Int) -> Bool { bytes[index...].starts(with: marker.utf8) }
        var state = Lexeme.plain
        var index = 0, line = 1, lineStart = 0
        // Columns count characters: UTF-8 lead bytes.
        func column() -> Int { bytes[lineStart..<index].filter { $0 & 0xC0 != 0x80 }.count + 1 }
        while index < bytes.count {
            let byte = bytes[index]
            var step = 1
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
                if state == .comment || state == .basic || state == .literal { state = .plain }
            } else {
                switch state {
                case .plain:
                    if byte >= 0x80 {
                        return (line, column(), "only quoted strings and comments may hold non-ASCII characters")
                    }
                    if byte == UInt8(ascii: "["), bytes[lineStart..<index].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                        // The one table, written exactly, is well-formed for toml++; any other header is refused.
                        let header = "[" + ServeTable.name + "]"
                        let end = min(bytes.count, index + header.utf8.count)
                        let rest = bytes[end...].prefix { $0 != 0x0A }.drop { $0 == 0x20 || $0 == 0x09 }
                        guard starts(header, at: index), rest.isEmpty || rest.first == UInt8(ascii: "#") else {
                            return (line, column(), "the only table is [\(ServeTable.name)] (known keys: \(keys.joined(separator: ", ")))")
                        }
                        step = header.utf8.count
                    }
                    if byte == UInt8(ascii: "#") { state = .comment }
                    else if starts("\"\"\"", at: index) { state = .multilineBasic; step = 3 }
                    else if starts("'''", at: index) { state = .multilineLiteral; step = 3 }
                    else if byte == UInt8(ascii: "\"") { state = .basic }
                    else if byte == UInt8(ascii: "'") { state = .literal }
                case .comment:
                    break
                case .basic, .multilineBasic:
                    if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] != 0x0A { step = 2 }
                    else if state == .basic, byte == UInt8(ascii: "\"") { state = .plain }
                    else if state == .multilineBasic, starts("\"\"\"", at: index) { state = .plain; step = 3 }
                case .literal:
                    if byte == UInt8(ascii: "'") { state = .plain }
                case .multilineLiteral:
                    if starts("'''", at: index) { state = .plain; step = 3 }
                }
            }
            index += step
        }
        return nil
    }
}

/// What is wrong with the configuration file; `detail` is in English, from the parser.
public struct ConfigurationFileError: Error, Sendable, Hashable {
    public var path: String
    public var detail: String
}
