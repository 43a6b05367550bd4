/// What an air-quality figure is based on, so a frontend can say it: a single hour, or a
/// mean over the scale's window and how many of its hours there were.
///
/// ```swift
/// AveragingBasis.window(hours: 24, available: 6)  // "24-hour mean of 6 hours"
/// ```
package enum AveragingBasis: Sendable, Hashable, Codable {
    /// One hourly value, which is what the scale rates.
    case hourly
    /// The mean over a window of `hours`, of which `available` had readings.
    case window(hours: Int, available: Int)

    /// Whether every hour of the window had a reading.
    package var isComplete: Bool {
        switch self {
        case .hourly: true
        case .window(let hours, let available): available >= hours
        }
    }
}

extension AirQualityScaleID {
    /// The hours the scale averages `pollutant` over (1: the hourly value).
    ///
    /// 24 for PM everywhere but the EAQI (1) and the AQHI (3); ozone over 8 hours for the
    /// US, China, India and the UK; see each scale's source.
    package func averagingHours(for pollutant: Pollutant) -> Int {
        switch (self, pollutant) {
        case (.eu, _): 1
        case (.ca, _): 3
        case (_, .pm2_5), (_, .pm10): 24
        case (.kr, _): 1
        case (.us, .o3), (.us, .co): 8
        case (.us, _): 1
        case (.cn, .o3): 8
        case (.cn, _): 24
        case (.in, .o3), (.in, .co): 8
        case (.in, _): 24
        case (.gb, .o3): 8
        case (.gb, _): 1
        }
    }
}
