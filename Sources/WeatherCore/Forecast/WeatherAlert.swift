/// A warning from a national weather service, exactly as the feed carried it: the
/// presenter words the frame in the user's language and keeps this text as the original.
package struct WeatherAlert: Sendable, Hashable {
    /// The agency (`METEO-FRANCE`, `NWS Philadelphia`); empty when the feed sent none.
    package var senderName: String
    /// The agency's event name (`Yellow Wind Warning`, `Moderate thunderstorm warning`).
    package var event: String
    /// The period, Unix seconds UTC.
    package var start: Int
    package var end: Int
    /// The agency's description, line breaks kept.
    package var description: String
    /// The feed's own classification (`Wind`, `Thunderstorm`, `Extreme low temperature`).
    package var tags: [String]

    package init(senderName: String, event: String, start: Int, end: Int, description: String, tags: [String] = []) {
        self.senderName = senderName
        self.event = event
        self.start = start
        self.end = end
        self.description = description
        self.tags = tags
    }
}
