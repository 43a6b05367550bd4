/// The glanceable top of a weather screen: how warm it is, what it is like, today's range,
/// what changes next and how old the data is. Every text is whole and in the user's language.
///
/// ```swift
/// view.now?.temperature.text     // "0°C"
/// view.now?.feelsLike            // "체감 -5°C"
/// view.now?.highLow              // "최고 0°C · 최저 -3°C"
/// view.now?.nextChange?.text     // "금요일 오후 12시부터 비"
/// ```
public struct NowViewModel: Sendable, Equatable, Codable {
    /// The headline temperature (the observation's, else the first forecast step's).
    public var temperature: TemperatureText
    public var condition: ConditionText
    /// `체감 -5°C`, `Feels like 23°F`; `nil` when the data has no apparent temperature.
    public var feelsLike: String?
    /// Today's high and low of the location's local day, from the forecast (and the
    /// observation); `nil` without a forecast for today.
    public var today: TodayRangeViewModel?
    /// What changes next in the forecast; `nil` without a forecast.
    public var nextChange: NextChangeViewModel?
    /// Rain or snow starting or stopping within the hour, from the feed's minute-by-minute
    /// forecast; `nil` without one or when nothing changes within the hour.
    public var nowcast: NowcastViewModel? = nil
    /// When the data was fetched; `nil` for files and the bundled sample.
    public var updated: UpdatedViewModel?

}

/// Today's high and low, as one phrase and as values.
public struct TodayRangeViewModel: Sendable, Equatable, Codable {
    public var high: TemperatureText
    public var low: TemperatureText
    /// The two in a phrase (`최고 0°C · 최저 -3°C`, `High 33°F · Low 27°F`).
    public var text: String
    public var accessibilityLabel: String
    /// When the forecast covers only part of today, what it covers (`오후 3시부터`); `nil` for a whole day.
    public var partialDayNote: String?

}

/// One sentence on what the precipitation does next (`Rain from 6 PM`, `오후 6시부터 비`,
/// `No rain or snow in the next 24 hours`), written whole per language.
public struct NextChangeViewModel: Sendable, Equatable, Codable {
    /// What happens, stable across languages.
    public enum Kind: String, Sendable, Hashable, Codable {
        case rainStarts, snowStarts, rainStops, snowStops, staysDry, rainContinues, snowContinues
    }

    public var kind: Kind
    public var text: String
    /// The moment of the change, Unix seconds; `nil` when nothing changes in the window.
    public var unixTime: Int?

}

/// How long ago the data was fetched.
public struct UpdatedViewModel: Sendable, Equatable, Codable {
    /// The age in seconds when the view model was made.
    public var ageSeconds: Int
    /// The age in words (`10분 전`, `10 minutes ago`), from ICU's relative date-time formatter.
    public var age: String
    /// The phrase to show (`10분 전 업데이트`, `Updated 10 minutes ago`).
    public var text: String

}
