public import OpenWeatherAPI
package import WeatherCore

extension OpenWeatherClient {
    /// The forecast for `query` from the configured feed (``Configuration/feed``): One Call
    /// 3.0 (falling back on 2.5 when the key has no One Call subscription), or Open-Meteo
    /// (place search, forecast and air quality, no key). OpenWeather 2.5's answers are also
    /// had apart, as ``weather(for:airQuality:)``.
    /// - Parameter language: the language place names and words are asked in (a service's
    ///   request's); ``Configuration/language`` when `nil`.
    public func forecast(for query: PlaceQuery, airQuality: Bool = false, language: String? = nil) async throws(NetworkError) -> LiveForecast {
        let language = language ?? configuration.language
        switch configuration.feed {
        case .openWeather:
            return LiveForecast(try await weather(for: query, airQuality: airQuality))
        case .oneCall:
            return try await oneCallForecast(for: query, airQuality: airQuality, language: language)
        case .openMeteo:
            return try await openMeteoForecast(for: query, airQuality: airQuality, language: language)
        }
    }

    private func oneCallForecast(for query: PlaceQuery, airQuality: Bool, language: String) async throws(NetworkError) -> LiveForecast {
        var place: Place?
        var failure: NetworkError?
        let at: CoordinateText
        switch query {
        case .name, .zip:
            place = try await places(matching: query, limit: 5)[0]
            guard let coordinates = place?.coordinates else { throw .placeNotFound(query: query.description) }
            at = CoordinateText(latitude: coordinates.lat, longitude: coordinates.lon)
        case .coordinates(let latitude, let longitude):
            at = CoordinateText(latitude: latitude, longitude: longitude)
            // No name found is no failure (the data's own name is shown), as for 2.5.
            do throws(NetworkError) {
                place = try await places(matching: query, limit: 1).first
            } catch .placeNotFound {
                place = nil
            } catch {
                failure = error
            }
        }
        async let air = airQuality ? self.airQuality(at: at, now: Int(configuration.clock())) : nil
        let fetched: Fetched<Forecast>
        do {
            fetched = try await fetch(.oneCall(at: at, language: Self.openWeatherLanguage(language)), sharedBy: shared.feedForecast) { (body, display) throws(NetworkError) in
                try ResponseReader.oneCall(body, display: display)
            }
        } catch .invalidAPIKey {
            // A key without the One Call subscription: the free plan's two answers instead.
            var fallback = LiveForecast(try await weather(for: query, airQuality: airQuality))
            fallback.oneCallRefused = true
            return fallback
        }
        var live = LiveForecast(forecast: fetched.value, place: place, feed: .oneCall)
        live.placeSearchFailure = failure
        live.staleAgeSeconds = fetched.staleAge
        live.fetchedAt = fetched.fetchedAt
        live.airQuality = await air.map(AirQualityInput.init(live:))
        return live
    }

    private func openMeteoForecast(for query: PlaceQuery, airQuality: Bool, language: String) async throws(NetworkError) -> LiveForecast {
        // Coordinates name themselves (Open-Meteo has no reverse search): no request for them.
        let place = try await openMeteoPlaces(matching: query, limit: 5, language: language)[0]
        guard let coordinates = place.coordinates else { throw .placeNotFound(query: query.description) }
        let at = CoordinateText(latitude: coordinates.lat, longitude: coordinates.lon)
        // Asked beside the forecast; `nil` when not asked for, `.some(nil)` when it failed.
        async let air: AirPollutionResponse?? = airQuality ? await openMeteoAirHours(at: at) : nil
        let fetched = try await fetch(.openMeteoForecast(at: at), sharedBy: shared.feedForecast) { (body, display) throws(NetworkError) in
            try ResponseReader.openMeteoForecast(body, display: display)
        }
        var live = LiveForecast(forecast: fetched.value, place: place, feed: .openMeteo)
        live.staleAgeSeconds = fetched.staleAge
        live.fetchedAt = fetched.fetchedAt
        // The air's "now" is the weather's: the hour of the observation the forecast is about.
        let now = fetched.value.referenceTime ?? Int(configuration.clock())
        live.airQuality = (await air).map { hours in hours.map { AirQualityInput(hours: $0, now: now) } ?? .unavailable }
        return live
    }

    /// Open-Meteo's hourly pollutants; `nil` when they could not be had (the weather is shown
    /// anyway, with a line saying so).
    private func openMeteoAirHours(at: CoordinateText) async -> AirPollutionResponse? {
        try? await fetch(.openMeteoAirQuality(at: at), sharedBy: shared.airPollution) { (body, display) throws(NetworkError) in
            try ResponseReader.openMeteoAirQuality(body, display: display)
        }.value
    }

    /// Open-Meteo's place search for a name or postal code (`Springfield,IL,US` searches
    /// `Springfield` and keeps the matches in `US`), names in ``Configuration/language``.
    /// Coordinates are not searched (Open-Meteo has no reverse search): they name themselves.
    package func openMeteoPlaces(matching query: PlaceQuery, limit: Int, language: String? = nil) async throws(NetworkError) -> [Place] {
        let text: String
        switch query {
        case .name(let name): text = name
        case .zip(let code): text = code
        case .coordinates(let latitude, let longitude):
            let at = CoordinateText(latitude: latitude, longitude: longitude)
            return [Place(name: "\(at.latitude), \(at.longitude)", coordinates: Coordinates(lon: longitude, lat: latitude))]
        }
        let parts = text.split(separator: ",").map { String($0).trimmingWhitespace }
        guard let name = parts.first, !name.isEmpty else { throw .invalidPlaceQuery(query) }
        let country = parts.count > 1 && parts.last?.count == 2 ? parts.last?.uppercased() : nil
        let language = language ?? configuration.language
        // More than asked when a country narrows the matches afterwards.
        let request = OpenWeatherRequest.openMeteoSearch(name, language: language, count: country == nil ? limit : 10)
        var places = try await fetch(request, sharedBy: shared.places) { (body, display) throws(NetworkError) in
            try ResponseReader.openMeteoPlaces(body, language: language, display: display)
        }.value
        if let country { places = places.filter { $0.countryCode == country } }
        guard !places.isEmpty else { throw .placeNotFound(query: query.description) }
        return PlaceMatches.prepared(Array(places.prefix(max(limit, 1))), query: name)
    }

    /// OpenWeather's `lang` code for a language: its own where it differs (`kr` for Korean,
    /// `zh_cn`), else the ISO 639 code.
    static func openWeatherLanguage(_ language: String) -> String {
        switch language.lowercased() {
        case "ko": "kr"
        case "zh": "zh_cn"
        case "cs": "cz"
        case "uk": "ua"
        default: language.lowercased()
        }
    }
}
