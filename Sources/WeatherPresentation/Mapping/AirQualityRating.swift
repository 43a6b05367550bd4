import WeatherCore

/// What a scale makes of one set of Air Pollution answers, before any word: the current
/// hour's means and assessment and each forecast day's worst hour. It depends on the
/// answers, the scale and the place's offset alone, not on the locale, so it is worked out
/// once per set of answers (``AirQualityRating/rating(for:)``) and shared by every locale
/// and request that presents them: a service re-presents the same answers until they
/// expire, `--locale all` in 800 locales.
struct AirQualityRating: Sendable {
    /// What the rating is of.
    struct Inputs: Sendable, Hashable {
        let current: [AirPollutionResponse.Item]
        let history: [AirPollutionResponse.Item]?
        let forecast: [AirPollutionResponse.Item]?
        let scale: AirQualityScaleID
        let utcOffsetSeconds: Int

        /// The scale, the offset and each answer's hours: enough to tell apart the answers a
        /// process keeps, without hashing ~120 readings on every lookup (`==` still compares
        /// them all, at once where the arrays share storage, as a service's kept answers do).
        func hash(into hasher: inout Hasher) {
            hasher.combine(scale)
            hasher.combine(utcOffsetSeconds)
            for hours in [current, history ?? [], forecast ?? []] {
                hasher.combine(hours.count)
                hasher.combine(hours.first?.dt)
                hasher.combine(hours.last?.dt)
            }
        }
    }

    /// A forecast day's worst hour.
    struct Day: Sendable {
        let date: CivilDate
        let assessment: AirQualityAssessment
    }

    /// The current hour's means over the scale's windows, with their bases.
    let averaged: AirQualityAveraging.Averaged
    let assessment: AirQualityAssessment
    /// The local days after the current hour, in order.
    let days: [Day]

    /// Rates `inputs`; the current hour is the last reading of `/air_pollution`.
    /// - Throws: ``AirQualityAssessmentError`` when there is no current reading or the
    ///   scale's rules cannot rate what there is.
    init(_ inputs: Inputs) throws(AirQualityAssessmentError) {
        let scale = inputs.scale
        guard let now = inputs.current.last else { throw .noPollutants(scale: scale) }
        let future = inputs.forecast?.filter { $0.dt > now.dt } ?? []
        let series = AirQualityAveraging.Series((inputs.history ?? []) + inputs.current + future)
        averaged = series.average(endingAt: now.dt, for: scale)
        assessment = try scale.assess(averaged.concentrations)
        days = Self.days(future, series: series, scale: scale, offset: inputs.utcOffsetSeconds)
    }

    /// Each local day of the forecast with its worst category over the hours of that day,
    /// each hour rated on the scale's windows ending there.
    private static func days(
        _ hours: [AirPollutionResponse.Item], series: AirQualityAveraging.Series, scale: AirQualityScaleID, offset: Int
    ) -> [Day] {
        var worst: [Day] = []
        for hour in hours {
            guard let assessment = try? scale.assess(series.concentrations(endingAt: hour.dt, for: scale)) else { continue }
            let date = CivilDate.of(unixSeconds: hour.dt + offset).date
            if let last = worst.last, last.date == date {
                if assessment.category.rank > last.assessment.category.rank { worst[worst.count - 1] = Day(date: date, assessment: assessment) }
            } else {
                worst.append(Day(date: date, assessment: assessment))
            }
        }
        return worst
    }

    /// The ratings of the answers presented lately, in the package's one bounded cache: a
    /// hit hashes and compares the answers, far cheaper than rating them again.
    private static let recent = Locked(LeastRecentlyUsed<Inputs, AirQualityRating>(maximumCost: 16))

    /// The rating of `inputs`, rated at most once while they stay among the recent ones
    /// (16: places × scales a process presents at once, a service's busiest places).
    static func rating(for inputs: Inputs) throws(AirQualityAssessmentError) -> AirQualityRating {
        try recent.value(for: inputs) { () throws(AirQualityAssessmentError) in try AirQualityRating(inputs) }
    }
}
