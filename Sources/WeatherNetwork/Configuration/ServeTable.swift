import TOMLKit

/// The configuration file's `[serve]` table, for `weather serve`:
///
/// ```toml
/// [serve]
/// host = "127.0.0.1"
/// port = 8080
/// upstream_per_minute = 60
/// ```
public struct ServeTable: Sendable, Hashable {
    public var host: String?
    public var port: Int?
    public var upstreamPerMinute: Int?

    /// The table's name in the file.
    public static let name = "serve"

    /// The keys the table may hold.
    public static let keys = ["host", "port", "upstream_per_minute"]

    public init(host: String? = nil, port: Int? = nil, upstreamPerMinute: Int? = nil) {
        self.host = host
        self.port = port
        self.upstreamPerMinute = upstreamPerMinute
    }

    init(_ value: any TOMLValueConvertible, path: String) throws(ConfigurationFileError) {
        guard let table = value.table else { throw ConfigurationFileError(path: path, detail: "'serve' must be a table") }
        for key in table.keys where !Self.keys.contains(key) {
            throw ConfigurationFileError(
                path: path, detail: "unknown key 'serve.\(key)' (known: \(Self.keys.joined(separator: ", ")))")
        }
        func integer(_ key: String, _ range: ClosedRange<Int>) throws(ConfigurationFileError) -> Int? {
            guard let value = table[key] else { return nil }
            guard let int = value.int, range.contains(int) else {
                throw ConfigurationFileError(path: path, detail: "'serve.\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound)")
            }
            return int
        }
        if let value = table["host"] {
            guard let text = value.string, !text.isEmpty else { throw ConfigurationFileError(path: path, detail: "'serve.host' must be a string") }
            host = text
        }
        port = try integer("port", 1...65535)
        upstreamPerMinute = try integer("upstream_per_minute", 0...1_000_000)
    }
}
