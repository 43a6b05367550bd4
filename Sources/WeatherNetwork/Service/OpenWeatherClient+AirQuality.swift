public import OpenWeatherAPI
public import WeatherCore

/// Air pollution at a place: now, the hourly forecast and the past day, each of which may
/// fail on its own (a frontend shows the weather anyway and says air quality could not be had).
public struct LiveAirQuality: Sendable {
    public var current: Result<AirPollutionResponse, NetworkError>
    public var forecast: Result<AirPollutionResponse, NetworkError>
    /// The 24 hours before the current hour, for the scales' averaging windows.
    public var history: Result<AirPollutionResponse, NetworkError>
}

extension OpenWeatherClient {
    /// One Air Pollution answer through the cache and the budget, like the weather's
    /// (fresh for 10 minutes; history for an hour).
    package func airPollution(_ request: OpenWeatherRequest) async throws(NetworkError) -> AirPollutionResponse {
        let endpoint = request.endpoint
        return try await fetch(request, sharedBy: shared.airPollution) { (body, display) throws(NetworkError) in
            try ResponseReader.airPollution(body, endpoint, display: display)
        }.value
    }

    /// Now, forecast and history at `coordinates`, requested concurrently. History covers
    /// the 24 whole hours before `now`'s hour, so its URL (and cache entry) stays the same
    /// for an hour.
    package func airQuality(at coordinates: CoordinateText, now: Int) async -> LiveAirQuality {
        let window = Self.historyWindow(now: now)
        async let current = result { () async throws(NetworkError) in try await airPollution(.airPollution(at: coordinates)) }
        async let forecast = result { () async throws(NetworkError) in try await airPollution(.airPollutionForecast(at: coordinates)) }
        async let history = result { () async throws(NetworkError) in
            try await airPollution(.airPollutionHistory(at: coordinates, start: window.start, end: window.end))
        }
        return await LiveAirQuality(current: current, forecast: forecast, history: history)
    }

    /// The history request's `start` and `end`: the 24 hours before `now`'s whole hour.
    package static func historyWindow(now: Int) -> (start: Int, end: Int) {
        let hour = now - ((now % 3600) + 3600) % 3600
        return (hour - 24 * 3600, hour - 3600)
    }
}

extension AirQualityInput {
    /// What the network brought: without the current reading there is nothing to rate (the
    /// output says so); a failed history or forecast only narrows what is shown.
    package init(live: LiveAirQuality) {
        guard case .success(let current) = live.current else {
            self = .unavailable
            return
        }
        self = .responses(current: current, history: try? live.history.get(), forecast: try? live.forecast.get())
    }
}
