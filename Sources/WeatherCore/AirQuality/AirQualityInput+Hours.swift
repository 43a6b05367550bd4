extension AirQualityInput {
    /// Hourly readings around `now` (Open-Meteo's past day and forecast) split as the
    /// presenter rates them: the reading of `now`'s hour (the latest hour not after it),
    /// the 24 hours before it (real hourly values, so 24-hour means are real means) and the
    /// hours after it. Without a reading at or before now there is nothing to rate.
    package init(hours: AirPollutionResponse, now: Int) {
        guard let index = hours.list.lastIndex(where: { $0.dt <= now }) else {
            self = .unavailable
            return
        }
        let current = hours.list[index]
        func part(_ items: [AirPollutionResponse.Item]) -> AirPollutionResponse {
            AirPollutionResponse(coord: hours.coord, list: items)
        }
        self = .responses(
            current: part([current]),
            history: part(hours.list[..<index].filter { $0.dt >= current.dt - 24 * 3600 }),
            forecast: part(Array(hours.list[(index + 1)...])))
    }
}
