/// Means over each scale's windows, from hourly readings (history plus the current hour).
///
/// ```swift
/// let averaged = AirQualityAveraging.average(history.list + current.list, endingAt: current.list[0].dt, for: .kr)
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

    /// The mean of each pollutant over the window of `scale` that ends with the hour at
    /// `end` (Unix seconds): readings at `end` and the hours before it that fall inside.
    /// A reading repeated for the same hour counts once (the last one given wins).
    public static func average(_ readings: [AirPollutionResponse.Item], endingAt end: Int, for scale: AirQualityScaleID) -> Averaged {
        var byHour: [Int: PollutantConcentrations] = [:]
        for reading in readings where reading.dt <= end && end - reading.dt < 24 * 3600 {
            byHour[(end - reading.dt) / 3600] = reading.components
        }
        return average(hoursBack: byHour, for: scale)
    }

    /// The means given readings keyed by how many whole hours before the window's end they are.
    static func average(hoursBack byHour: [Int: PollutantConcentrations], for scale: AirQualityScaleID) -> Averaged {
        var concentrations = PollutantConcentrations()
        var basis: [Pollutant: AveragingBasis] = [:]
        for pollutant in scale.pollutants {
            let hours = scale.averagingHours(for: pollutant)
            var sum = 0.0
            var count = 0
            for back in 0..<hours {
                if let value = byHour[back]?[pollutant] {
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
}
