/// A feed whose terms ask that its data be credited where it is shown.
public enum DataAttribution: String, Sendable, Hashable, Codable {
    /// Open-Meteo (CC BY 4.0): "Weather data by Open-Meteo.com".
    case openMeteo = "open-meteo"
}
