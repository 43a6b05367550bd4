public import WeatherNetwork

extension OpenWeatherClient.Configuration {
    /// A client's configuration whose requests go over AsyncHTTPClient (SwiftNIO).
    public init(apiKey: String, clock: @escaping @Sendable () -> Double) {
        self.init(apiKey: apiKey, transport: { AsyncHTTPTransport($0) }, clock: clock)
    }
}
