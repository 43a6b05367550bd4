/// Why a value in a response cannot be used, as a value a frontend can word in its user's
/// language; ``description`` says it in English for logs and reports.
public enum InvalidValueReason: Sendable, Hashable, CustomStringConvertible {
    /// The value is of another JSON kind.
    case expected(JSONExpectation)
    /// A whole-number field holds another number (`50.5`), as written.
    case notWholeNumber(String)
    /// A number too large for any floating-point value (`1e999`), as written.
    case numberOutOfRange(String)
    /// Neither a number nor a numeric string, as written.
    case notNumeric(String)
    /// A part of day (`sys.pod`) other than `d` or `n`, as written.
    case notDayOrNight(String)
    /// A number outside the range its field allows; the three as the message shows them.
    case outside(value: String, lowest: String, highest: String)
    /// A temperature below absolute zero in the response's units.
    case belowAbsoluteZero(Double, OpenWeatherUnits)
    /// A temperature above any air temperature (1000 K, °C or °F).
    case aboveAnyTemperature(Double, OpenWeatherUnits)
    /// A wind speed no wind reaches (200 m/s, 447 mph).
    case aboveAnyWindSpeed(Double, OpenWeatherUnits)
    /// A Unix time outside the years 1 to 9999 (``UnixTime/range``).
    case timeOutOfRange(seconds: Int)
    /// Seconds that are no UTC offset (whole minutes within ±18 hours).
    case notUTCOffset(seconds: Int)
    /// A count or amount below zero, as written.
    case negative(String)
    /// A `…_units` entry naming a unit the reader cannot convert from (Open-Meteo), as written.
    case unknownUnit(String)

    public var description: String {
        switch self {
        case .expected(let expectation): expectation.rawValue
        case .notWholeNumber(let text): "expected a whole number, found \(text)"
        case .numberOutOfRange(let text): "the number \(text) is out of range"
        case .notNumeric(let text): #"expected a number or a numeric string, found "\#(text)""#
        case .notDayOrNight(let text): #"expected "d" or "n", found "\#(text)""#
        case .outside(let value, let lowest, let highest): "\(value) is outside \(lowest)...\(highest)"
        case .belowAbsoluteZero(let value, let units): "\(value) is below absolute zero (\(units.absoluteZeroText))"
        case .aboveAnyTemperature(let value, let units): "\(value) is above any air temperature (\(units.highestTemperatureText))"
        case .aboveAnyWindSpeed(let value, let units): "\(value) is above any wind speed (\(units.highestWindSpeedText))"
        case .timeOutOfRange(let seconds): UnixTime.outOfRangeDetail(seconds)
        case .notUTCOffset(let seconds): "\(seconds) is not a UTC offset (whole minutes within ±18 hours)"
        case .negative(let text): "\(text) is negative"
        case .unknownUnit(let text): #"a unit this reader does not know, "\#(text)""#
        }
    }
}

extension OpenWeatherUnits {
    /// Absolute zero with its unit symbol, for error details.
    fileprivate var absoluteZeroText: String {
        switch self {
        case .standard: "0 K"
        case .metric: "-273.15 °C"
        case .imperial: "-459.67 °F"
        }
    }

    fileprivate var highestTemperatureText: String {
        switch self {
        case .standard: "1000 K"
        case .metric: "1000 °C"
        case .imperial: "1000 °F"
        }
    }

    fileprivate var highestWindSpeedText: String {
        switch self {
        case .standard, .metric: "200 m/s"
        case .imperial: "447 mph"
        }
    }
}

extension InvalidValueReason {
    /// `value` outside `range`, both as Swift prints them (`-90.0...90.0`).
    static func outside(_ value: Double, _ range: ClosedRange<Double>) -> InvalidValueReason {
        .outside(value: "\(value)", lowest: "\(range.lowerBound)", highest: "\(range.upperBound)")
    }
}

/// What a value of the wrong type should have been (``InvalidValueReason/expected(_:)``);
/// the raw value says it in English.
public enum JSONExpectation: String, Sendable, Hashable, CaseIterable {
    case string = "expected a string"
    case boolean = "expected true or false"
    case number = "expected a number"
    case object = "expected an object"
    case array = "expected an array"
}

extension OpenWeatherDecodingError {
    /// For a value of the wrong type, what it should have been (so a message can say it in
    /// the user's language); `nil` for other errors.
    package var expectation: JSONExpectation? {
        guard case .invalidValue(_, .expected(let expectation)) = self else { return nil }
        return expectation
    }
}
