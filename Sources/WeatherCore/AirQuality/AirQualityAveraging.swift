/// Means over each scale's windows, from hourly readings (history plus the current hour,
/// and forecast hours for a day ahead).
///
/// ```swift
/// let series = AirQualityAveraging.Series(history.list + current.list)
/// let averaged = series.average(endingAt: current.list[0].dt, for: .kr)
/// averaged.concentrations[.pm10]  // the mean of the last 24 hours that have a reading
/// averaged.basis[.pm10]           // .window(hours: 24, available: 24)
/// ```
public enum AirQualityAveraging {
    /// Concentrations averaged as a scale wants them, with each one's basis.
    public struct Averaged: Sendable, Hashable {
        public var concentrations: PollutantConcentrations
        /// The basis of each pollutant that has a value.
        public var basis: [Pollutant: AveragingBasis]
    }

    /// Hourly readings by their hour, made once and averaged over any window.
    public struct Series: Sendable {
        private var byHour: [Int: PollutantConcentrations] = [:]

        /// Indexes `readings` by hour; a reading repeated for the same hour counts once
        /// (the last one given wins, so pass history before current before forecast).
        public init(_ readings: [AirPollutionResponse.Item]) {
            byHour.reserveCapacity(readings.count)
            for reading in readings { byHour[Self.hour(of: reading.dt)] = reading.components }
        }

        /// The mean of each pollutant of `scale` over its window ending with the hour at `end`.
        public func average(endingAt end: Int, for scale: AirQualityScaleID) -> Averaged {
            let last = Self.hour(of: end)
            var concentrations = PollutantConcentrations()
            var basis: [Pollutant: AveragingBasis] = [:]
            for pollutant in scale.pollutants {
                let hours = scale.averagingHours(for: pollutant)
                var sum = 0.0
                var count = 0
                for back in 0..<hours {
                    if let value = byHour[last - back]?[pollutant] {
                        sum += value
                        count += 1
                    }
                }
                guard count > 0 else { continue }
                concentrations[pollutant] = sum / Double(count)
                basis[pollutant] = hours == 1 ? .hourly : .window(hours: hours, available: count)
            }
            return Averaged(concentrations: concentrations, basis: basis)
        }

        /// The whole hours since 1970 of a Unix time (floored, so before 1970 too).
        static func hour(of seconds: Int) -> Int {
            seconds >= 0 ? seconds / 3600 : -((-seconds + 3599) / 3600)
        }
    }

    /// The means of `scale` over the window ending with the hour at `end` (Unix seconds).
    public static func average(_ readings: [AirPollutionResponse.Item], endingAt end: Int, for scale: AirQualityScaleID) -> Averaged {
        Series(readings).average(endingAt: end, for: scale)
    }
}
