/// Means over each scale's windows, from hourly readings (history plus the current hour,
/// and forecast hours for a day ahead).
///
/// ```swift
/// let series = AirQualityAveraging.Series(history.list + current.list)
/// let averaged = series.average(endingAt: current.list[0].dt, for: .kr)
/// averaged.concentrations[.pm10]  // the mean of the last 24 hours that have a reading
/// averaged.basis[.pm10]           // .window(hours: 24, available: 24)
/// ```
package enum AirQualityAveraging {
    /// Concentrations averaged as a scale wants them, with each one's basis.
    package struct Averaged: Sendable, Hashable {
        package var concentrations: PollutantConcentrations
        /// The basis of each pollutant that has a value.
        package var basis: [Pollutant: AveragingBasis]
    }

    /// Hourly readings by their hour, made once and averaged over any window: the hours in
    /// order with each pollutant's values beside them, so a window is found by two binary
    /// searches and summed from its last hour back, with no hashing (a forecast rates ~100
    /// hours, each over a window of up to 24).
    package struct Series: Sendable {
        /// The distinct hours with a reading, ascending.
        private let hours: [Int]
        /// Per pollutant (by ``Pollutant`` ordinal), its value at each of `hours`.
        private let values: [[Double?]]

        /// Indexes `readings` by hour; a reading repeated for the same hour counts once
        /// (the last one given wins, so pass history before current before forecast).
        package init(_ readings: [AirPollutionResponse.Item]) {
            var byHour: [Int: PollutantConcentrations] = [:]
            byHour.reserveCapacity(readings.count)
            for reading in readings { byHour[Self.hour(of: reading.dt)] = reading.components }
            let hours = byHour.keys.sorted()
            self.hours = hours
            values = Pollutant.allCases.map { pollutant in hours.map { byHour[$0]?[pollutant] } }
        }

        /// The mean of each pollutant of `scale` over its window ending with the hour at `end`.
        package func average(endingAt end: Int, for scale: AirQualityScaleID) -> Averaged {
            var basis: [Pollutant: AveragingBasis] = [:]
            let concentrations = means(endingAt: end, for: scale) { pollutant, window, count in
                basis[pollutant] = window == 1 ? .hourly : .window(hours: window, available: count)
            }
            return Averaged(concentrations: concentrations, basis: basis)
        }

        /// The means alone, without their bases: what rating each hour of a forecast needs.
        package func concentrations(endingAt end: Int, for scale: AirQualityScaleID) -> PollutantConcentrations {
            means(endingAt: end, for: scale) { _, _, _ in }
        }

        /// Each pollutant's mean over its window, telling `found` each pollutant that has one
        /// with its window and how many hours it had.
        private func means(
            endingAt end: Int, for scale: AirQualityScaleID, found: (Pollutant, Int, Int) -> Void
        ) -> PollutantConcentrations {
            let last = Self.hour(of: end)
            let upper = firstIndex(after: last)
            var concentrations = PollutantConcentrations()
            for pollutant in scale.pollutants {
                let window = scale.averagingHours(for: pollutant)
                let lower = firstIndex(after: last - window)
                let column = values[pollutant.ordinal]
                var sum = 0.0
                var count = 0
                // From the last hour back, as the window is read.
                for index in stride(from: upper - 1, through: lower, by: -1) {
                    if let value = column[index] {
                        sum += value
                        count += 1
                    }
                }
                guard count > 0 else { continue }
                concentrations[pollutant] = sum / Double(count)
                found(pollutant, window, count)
            }
            return concentrations
        }

        /// The index of the first hour after `hour` (binary search).
        private func firstIndex(after hour: Int) -> Int {
            var low = 0
            var high = hours.count
            while low < high {
                let middle = (low + high) / 2
                if hours[middle] <= hour { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The whole hours since 1970 of a Unix time (floored, so before 1970 too).
        static func hour(of seconds: Int) -> Int {
            seconds >= 0 ? seconds / 3600 : -((-seconds + 3599) / 3600)
        }
    }

    /// The means of `scale` over the window ending with the hour at `end` (Unix seconds).
    package static func average(_ readings: [AirPollutionResponse.Item], endingAt end: Int, for scale: AirQualityScaleID) -> Averaged {
        Series(readings).average(endingAt: end, for: scale)
    }
}
