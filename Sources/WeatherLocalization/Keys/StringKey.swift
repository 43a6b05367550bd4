public import WeatherCore

/// Every key of the translation tables that the engine and the `weather` command look up:
/// the one registry of keys. Code asks the ``Localizer`` for a `StringKey`, never a string
/// literal, and `weather strings lint` reports a table key that is not here as unused.
///
/// Keys made from data (condition ids, compass points) are listed by ``conditionKeys`` and
/// ``compassKeys``; ``allKeys`` is the whole registry.
public enum StringKey: String, Sendable, CaseIterable {
    case labelTemperature = "label.temperature"
    case labelCondition = "label.condition"
    case labelFeelsLike = "label.feelsLike"
    case labelHigh = "label.high"
    case labelLow = "label.low"
    case labelHumidity = "label.humidity"
    case labelWind = "label.wind"
    case labelPressure = "label.pressure"
    case labelVisibility = "label.visibility"
    case labelClouds = "label.clouds"
    case labelPrecipitation = "label.precipitation"
    case labelSunrise = "label.sunrise"
    case labelSunset = "label.sunset"
    case sectionCurrent = "section.current"
    case sectionHourly = "section.hourly"
    case columnDay = "column.day"
    case columnTime = "column.time"
    case columnCondition = "column.condition"
    case columnTemperature = "column.temperature"
    case columnLowHigh = "column.lowHigh"
    case columnChanceOfPrecipitation = "column.chanceOfPrecipitation"
    case columnPrecipitationAmount = "column.precipitationAmount"
    case columnWind = "column.wind"
    case dailyDayWithDate = "daily.dayWithDate"
    case dailyRange = "daily.range"
    case dailyCoverageFrom = "daily.coverage.from"
    case dailyCoverageUntil = "daily.coverage.until"
    case dailyCoverageBetween = "daily.coverage.between"
    case valueUnavailable = "value.unavailable"
    case windCalm = "wind.calm"
    case windSummary = "wind.summary"
    case windWithGust = "wind.withGust"
    case precipitationRain = "precipitation.rain"
    case precipitationSnow = "precipitation.snow"
    case precipitationTrace = "precipitation.trace"
    case sunPolarDay = "sun.polarDay"
    case sunPolarNight = "sun.polarNight"
    case headerObservedAt = "header.observedAt"
    case headerTimeZoneUTC = "header.timeZoneUTC"
    case headerPlace = "header.place"
    case headerUnnamedPlace = "header.unnamedPlace"
    case accessibilityWind = "accessibility.wind"
    case accessibilityBelowZero = "accessibility.belowZero"
    case accessibilityLessThan = "accessibility.lessThan"
    case accessibilityRange = "accessibility.range"
    case inputStandardInput = "input.standardInput"
    case warningValueAdjusted = "warning.valueAdjusted"
    case warningValueDropped = "warning.valueDropped"
    case errorFileNotFound = "error.fileNotFound"
    case errorPermissionDenied = "error.permissionDenied"
    case errorIsDirectory = "error.isDirectory"
    case errorFileUnreadable = "error.fileUnreadable"
    case errorFileTooLarge = "error.fileTooLarge"
    case errorMalformedJSON = "error.malformedJSON"
    case errorNotUTF8 = "error.notUTF8"
    case errorMissingField = "error.missingField"
    case errorExpectedNumber = "error.expectedNumber"
    case errorExpectedText = "error.expectedText"
    case errorExpectedObject = "error.expectedObject"
    case errorExpectedList = "error.expectedList"
    case errorEmptyList = "error.emptyList"
    case errorInvalidField = "error.invalidField"
    case errorTimeOutOfRange = "error.timeOutOfRange"
    case errorApiError = "error.apiError"
    case errorUnknownLocale = "error.unknownLocale"
    case errorInvalidTimeZone = "error.invalidTimeZone"
    case errorInvalidSkeleton = "error.invalidSkeleton"
    case errorInvalidOption = "error.invalidOption"
    case errorNotANumber = "error.notANumber"
    case errorNothingToFormat = "error.nothingToFormat"
    case errorStdinTwice = "error.stdinTwice"
    case errorUnknownOption = "error.unknownOption"
    case errorUnknownOptionSuggestion = "error.unknownOptionSuggestion"
    case errorMissingValue = "error.missingValue"
    case errorInvalidChoice = "error.invalidChoice"
    case errorUnexpectedArgument = "error.unexpectedArgument"
    case errorMissingArgument = "error.missingArgument"
    case errorMissingOption = "error.missingOption"
    case errorTakesNoValue = "error.takesNoValue"
    case errorOptionsConflict = "error.optionsConflict"
    case errorOptionNeeds = "error.optionNeeds"
    case errorListPlacesNeedsPlace = "error.listPlacesNeedsPlace"
    case errorOutOfRange = "error.outOfRange"
    case errorStringsFile = "error.stringsFile"
    case errorInternal = "error.internal"
    case sectionDaily = "section.daily"
    case lintProblems = "lint.problems"
    case errorFileUnwritable = "error.fileUnwritable"
    case headerPlaceWithState = "header.placeWithState"
    case noticeSample = "notice.sample"
    case noticeStale = "notice.stale"
    case hintSetApiKey = "hint.setApiKey"
    case hintSetPlace = "hint.setPlace"
    case placesEntry = "places.entry"
    case lineTemplate = "line.template"
    case lineSample = "line.sample"
    case lineStale = "line.stale"
    case warningKeyFileReadable = "warning.keyFileReadable"
    case warningCacheEntryIgnored = "warning.cacheEntryIgnored"
    case warningCacheNotWritten = "warning.cacheNotWritten"
    case errorNoApiKey = "error.noApiKey"
    case errorInvalidApiKey = "error.invalidApiKey"
    case errorPlaceNotFound = "error.placeNotFound"
    case errorRateLimited = "error.rateLimited"
    case errorServerError = "error.serverError"
    case errorHttpStatus = "error.httpStatus"
    case errorTimeout = "error.timeout"
    case errorUnknownHost = "error.unknownHost"
    case errorUnreachable = "error.unreachable"
    case errorConnectionRefused = "error.connection.refused"
    case errorConnectionNetworkUnreachable = "error.connection.networkUnreachable"
    case errorConnectionHostUnreachable = "error.connection.hostUnreachable"
    case errorConnectionTimedOut = "error.connection.timedOut"
    case errorConnectionClosed = "error.connection.closed"
    case errorConnectionReset = "error.connection.reset"
    case errorConnectionProxyRefused = "error.connection.proxyRefused"
    case errorConnectionNone = "error.connection.none"
    case errorConnectionSystem = "error.connection.system"
    case errorTls = "error.tls"
    case errorNotJSON = "error.notJSON"
    case errorTruncated = "error.truncated"
    case errorTooLarge = "error.tooLarge"
    case errorUnexpectedShape = "error.unexpectedShape"
    case errorUnknownPlaceholder = "error.unknownPlaceholder"
    case errorConfigFile = "error.configFile"
    case noteUnreviewed = "note.unreviewed"
    case warningTranslationMismatch = "warning.translationMismatch"

    /// Every key in use: the fixed ones, the condition names and the compass points.
    public static let allKeys: Set<String> = Set(allCases.map(\.rawValue) + conditionKeys + compassKeys + ServiceKey.allCases.map(\.rawValue))

    /// The condition ids whose daytime name differs from the night one in some language
    /// (`condition.800.day` "Sunny" beside `condition.800` "Clear").
    public static let conditionIDsWithDayName: Set<Int> = [800, 801]

    /// `condition.<id>` for every documented id, the daytime variants, the group fallbacks
    /// and `condition.unknown`.
    public static var conditionKeys: [String] {
        let keys = WeatherCondition.knownIDs.map { "condition.\($0)" }
            + conditionIDsWithDayName.sorted().map { "condition.\($0).day" }
            + ConditionGroup.allCases.map(conditionKey(group:))
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }  // clear and clouds share a group key
    }

    /// `compass.<point>` (spoken) and `compass.<point>.abbr` (shown) for the 16 points.
    public static var compassKeys: [String] {
        CompassPoint.allCases.flatMap { [compassKey($0), compassAbbreviationKey($0)] }
    }

    /// The key of a condition's name: `condition.800.day` for a clear day, `condition.800`
    /// at night or when the part of day is unknown; the group's key for an id OpenWeather
    /// does not document (a retired 9xx id, a new one), so it still reads sensibly.
    public static func condition(_ condition: WeatherCondition, isDaytime: Bool?) -> String {
        guard condition.isKnown else { return conditionKey(group: condition.group) }
        if isDaytime == true, conditionIDsWithDayName.contains(condition.id) { return "condition.\(condition.id).day" }
        return "condition.\(condition.id)"
    }

    /// The full compass name, for spoken text (`compass.NW`: "Northwest", "북서").
    public static func compassKey(_ point: CompassPoint) -> String { "compass.\(point.rawValue)" }

    /// The compass abbreviation, for tables (`compass.NW.abbr`: "NW", "북서").
    public static func compassAbbreviationKey(_ point: CompassPoint) -> String { "compass.\(point.rawValue).abbr" }

    private static func conditionKey(group: ConditionGroup) -> String {
        switch group {
        case .thunderstorm: "condition.group.2"
        case .drizzle: "condition.group.3"
        case .rain: "condition.group.5"
        case .snow: "condition.group.6"
        case .atmosphere: "condition.group.7"
        case .clear, .clouds: "condition.group.8"
        case .unknown: "condition.unknown"
        }
    }
}
