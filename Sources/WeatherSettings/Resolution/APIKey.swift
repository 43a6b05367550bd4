/// The OpenWeather API key and where it came from. Its description never holds the key
/// (it is sent to OpenWeather only): `API key from OPENWEATHER_API_KEY`.
package struct APIKey: Sendable, Hashable, CustomStringConvertible {
    /// The key itself, trimmed; never empty.
    package var value: String
    package var source: SettingSource

    package var description: String { "API key from \(source)" }
}
