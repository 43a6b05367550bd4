/// The symbol of a condition: an emoji and an ASCII stand-in per OpenWeather icon code
/// (`01d` … `50n`), written once here as data.
///
/// ```swift
/// WeatherSymbol(icon: "01d").emoji  // "☀️"
/// WeatherSymbol(icon: "01n").ascii  // ")"
/// ```
public struct WeatherSymbol: Sendable, Hashable {
    public var emoji: String
    public var ascii: String

    /// The symbol for an icon code; an unknown or empty code gets a neutral thermometer / `?`.
    package init(icon: String) {
        let base = String(icon.prefix(2))
        let night = icon.hasSuffix("n")
        switch base {
        case "01": (emoji, ascii) = night ? ("🌙", ")") : ("☀️", "*")
        case "02": (emoji, ascii) = night ? ("🌙", ")~") : ("🌤️", "*~")
        case "03": (emoji, ascii) = ("⛅", "~")
        case "04": (emoji, ascii) = ("☁️", "~~")
        case "09": (emoji, ascii) = ("🌧️", ",,")
        case "10": (emoji, ascii) = night ? ("🌧️", "''") : ("🌦️", "*'")
        case "11": (emoji, ascii) = ("⛈️", "/!")
        case "13": (emoji, ascii) = ("🌨️", "**")
        case "50": (emoji, ascii) = ("🌫️", "==")
        default: (emoji, ascii) = ("🌡️", "?")
        }
    }
}
