package import WeatherCore

/// Every key of the translation tables that the engine looks up for what any frontend shows
/// (labels, conditions, units' wording): the library's registry of keys. Code asks the
/// ``Localizer`` for a `StringKey`, never a string literal. A frontend keeps its own
/// messages (its errors and hints) under its own keys in the same tables; `weather strings
/// lint` reports a table key that neither registry has as unused.
///
/// Keys made from data (condition ids, compass points) are listed by ``conditionKeys`` and
/// ``compassKeys``, the Moon's phases and the solar terms by ``skyKeys``; ``allKeys`` is
/// the whole registry.
package enum StringKey: String, Sendable, CaseIterable {
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
    case sectionHourlyEveryHour = "section.hourly.everyHour"
    case alertSection = "alert.section"
    case labelUVIndex = "label.uvIndex"
    case labelDewPoint = "label.dewPoint"
    case uvValue = "uv.value"
    case uvDailyMaximum = "uv.dailyMaximum"
    case uvWHOLow = "uv.who.low"
    case uvWHOModerate = "uv.who.moderate"
    case uvWHOHigh = "uv.who.high"
    case uvWHOVeryHigh = "uv.who.veryHigh"
    case uvWHOExtreme = "uv.who.extreme"
    case uvCN1 = "uv.cn.1"
    case uvCN2 = "uv.cn.2"
    case uvCN3 = "uv.cn.3"
    case uvCN4 = "uv.cn.4"
    case uvCN5 = "uv.cn.5"
    case nowcastRainStarts = "nowcast.rainStarts"
    case nowcastRainStops = "nowcast.rainStops"
    case nowcastSnowStarts = "nowcast.snowStarts"
    case nowcastSnowStops = "nowcast.snowStops"
    case nowcastStrip = "nowcast.strip"
    case skyTitle = "sky.title"
    case skyIlluminated = "sky.illuminated"
    case alertTitle = "alert.title"
    case alertLevelYellow = "alert.level.yellow"
    case alertLevelOrange = "alert.level.orange"
    case alertLevelRed = "alert.level.red"
    case alertLevelAdvisory = "alert.level.advisory"
    case alertLevelWatch = "alert.level.watch"
    case alertLevelWarning = "alert.level.warning"
    case alertLevelDWD = "alert.level.dwd"
    case alertLevelUnknown = "alert.level.unknown"
    case alertUntil = "alert.until"
    case alertBetween = "alert.between"
    case alertSender = "alert.sender"
    case alertOriginal = "alert.original"
    case alertSpoken = "alert.spoken"
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
    case headerPlaceNotNamed = "header.placeNotNamed"
    case attributionOpenMeteo = "attribution.openMeteo"
    case headerPlace = "header.place"
    case headerUnnamedPlace = "header.unnamedPlace"
    case accessibilityWind = "accessibility.wind"
    case accessibilityBelowZero = "accessibility.belowZero"
    case accessibilityBelowZeroQuantity = "accessibility.belowZero.quantity"
    case accessibilityLessThan = "accessibility.lessThan"
    case accessibilityRange = "accessibility.range"
    case errorNotUTF8 = "error.notUTF8"
    case sectionDaily = "section.daily"
    case headerPlaceWithState = "header.placeWithState"
    case noticeSample = "notice.sample"
    case noticeStale = "notice.stale"
    case lineTemplate = "line.template"
    case lineSample = "line.sample"
    case lineStale = "line.stale"
    case columnChanceOfPrecipitationSpoken = "column.chanceOfPrecipitation.spoken"
    case columnLowHighSpoken = "column.lowHigh.spoken"
    case nowFeelsLike = "now.feelsLike"
    case nowHighLow = "now.highLow"
    case nowHighLowPartial = "now.highLowPartial"
    case nowUpdated = "now.updated"
    case nextRainStarts = "next.rainStarts"
    case nextSnowStarts = "next.snowStarts"
    case nextRainStops = "next.rainStops"
    case nextSnowStops = "next.snowStops"
    case nextStaysDry = "next.staysDry"
    case nextRainContinues = "next.rainContinues"
    case nextSnowContinues = "next.snowContinues"
    case chartSummary = "chart.summary"
    // Air quality: the section heading, the scales' names, the pollutants, each scale's
    // categories (`airQuality.<scale>.<category id>`) and what a figure is based on.
    case airQualitySection = "airQuality.section"
    case airQualityScaleKr = "airQuality.scale.kr"
    case airQualityScaleUs = "airQuality.scale.us"
    case airQualityScaleEu = "airQuality.scale.eu"
    case airQualityScaleCn = "airQuality.scale.cn"
    case airQualityScaleIn = "airQuality.scale.in"
    case airQualityScaleGb = "airQuality.scale.gb"
    case airQualityScaleCa = "airQuality.scale.ca"
    case airQualityPollutantPM25 = "airQuality.pollutant.pm2_5"
    case airQualityPollutantPM10 = "airQuality.pollutant.pm10"
    case airQualityPollutantO3 = "airQuality.pollutant.o3"
    case airQualityPollutantNo2 = "airQuality.pollutant.no2"
    case airQualityPollutantSo2 = "airQuality.pollutant.so2"
    case airQualityPollutantCo = "airQuality.pollutant.co"
    case airQualityPollutantNh3 = "airQuality.pollutant.nh3"
    case airQualityKrGood = "airQuality.kr.good"
    case airQualityKrModerate = "airQuality.kr.moderate"
    case airQualityKrBad = "airQuality.kr.bad"
    case airQualityKrVeryBad = "airQuality.kr.very-bad"
    case airQualityUsGood = "airQuality.us.good"
    case airQualityUsModerate = "airQuality.us.moderate"
    case airQualityUsUnhealthySensitive = "airQuality.us.unhealthy-sensitive"
    case airQualityUsUnhealthy = "airQuality.us.unhealthy"
    case airQualityUsVeryUnhealthy = "airQuality.us.very-unhealthy"
    case airQualityUsHazardous = "airQuality.us.hazardous"
    case airQualityEuGood = "airQuality.eu.good"
    case airQualityEuFair = "airQuality.eu.fair"
    case airQualityEuModerate = "airQuality.eu.moderate"
    case airQualityEuPoor = "airQuality.eu.poor"
    case airQualityEuVeryPoor = "airQuality.eu.very-poor"
    case airQualityEuExtremelyPoor = "airQuality.eu.extremely-poor"
    case airQualityCnExcellent = "airQuality.cn.excellent"
    case airQualityCnGood = "airQuality.cn.good"
    case airQualityCnLightlyPolluted = "airQuality.cn.lightly-polluted"
    case airQualityCnModeratelyPolluted = "airQuality.cn.moderately-polluted"
    case airQualityCnHeavilyPolluted = "airQuality.cn.heavily-polluted"
    case airQualityCnSeverelyPolluted = "airQuality.cn.severely-polluted"
    case airQualityInGood = "airQuality.in.good"
    case airQualityInSatisfactory = "airQuality.in.satisfactory"
    case airQualityInModeratelyPolluted = "airQuality.in.moderately-polluted"
    case airQualityInPoor = "airQuality.in.poor"
    case airQualityInVeryPoor = "airQuality.in.very-poor"
    case airQualityInSevere = "airQuality.in.severe"
    case airQualityGbLow = "airQuality.gb.low"
    case airQualityGbModerate = "airQuality.gb.moderate"
    case airQualityGbHigh = "airQuality.gb.high"
    case airQualityGbVeryHigh = "airQuality.gb.very-high"
    case airQualityCaLow = "airQuality.ca.low"
    case airQualityCaModerate = "airQuality.ca.moderate"
    case airQualityCaHigh = "airQuality.ca.high"
    case airQualityCaVeryHigh = "airQuality.ca.very-high"
    case airQualityBasisHourly = "airQuality.basis.hourly"
    case airQualityBasisWindow = "airQuality.basis.window"
    case airQualityBasisPartial = "airQuality.basis.partial"
    case airQualityUnavailable = "airQuality.unavailable"
    /// A concentration in ppb, shown (`41 ppb`); ICU 72 has no such unit.
    case airQualityUnitPPB = "airQuality.unit.ppb"
    /// The same, spoken, agreeing with its whole number (Localizable.stringsdict).
    case airQualityUnitPPBSpoken = "airQuality.unit.ppb.spoken"
    // The sky: a day's moonrise and moonset, or the words for a day without one. The
    // phases' and solar terms' names are made from data (``skyKeys``).
    case moonRise = "moon.rise"
    case moonSet = "moon.set"
    case moonNoRise = "moon.noRise"
    case moonNoSet = "moon.noSet"

    /// Every key the library uses: the fixed ones, the condition names and the compass points.
    package static let allKeys: Set<String> = Set(allCases.map(\.rawValue) + conditionKeys + compassKeys + alertKindKeys + skyKeys)

    /// The condition ids whose daytime name differs from the night one in some language
    /// (`condition.800.day` "Sunny" beside `condition.800` "Clear").
    package static let conditionIDsWithDayName: Set<Int> = [800, 801]

    /// `condition.<id>` for every documented id, the daytime variants, the group fallbacks
    /// and `condition.unknown`.
    package static var conditionKeys: [String] {
        let keys = WeatherCondition.knownIDs.map { "condition.\($0)" }
            + conditionIDsWithDayName.sorted().map { "condition.\($0).day" }
            + ConditionGroup.allCases.map(conditionKey(group:))
            + WMOWeatherCode.codesWithOwnName.sorted().map { "condition.wmo.\($0)" }
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }  // clear and clouds share a group key
    }

    /// The name of a UV category (0 lowest … 4 highest) on a scale.
    package static func uvCategory(_ category: Int, on scale: UVIndexScale) -> StringKey {
        let keys: [StringKey] = switch scale {
        case .who: [.uvWHOLow, .uvWHOModerate, .uvWHOHigh, .uvWHOVeryHigh, .uvWHOExtreme]
        case .cn: [.uvCN1, .uvCN2, .uvCN3, .uvCN4, .uvCN5]
        }
        return keys[min(max(category, 0), keys.count - 1)]
    }

    /// `alert.kind.<kind>` for every kind of warning.
    package static var alertKindKeys: [String] {
        AlertKind.allCases.map(alertKindKey)
    }

    /// The name of a kind of warning (`alert.kind.wind`: "Wind", "강풍").
    package static func alertKindKey(_ kind: AlertKind) -> String { "alert.kind.\(kind.rawValue)" }

    /// `compass.<point>` (spoken) and `compass.<point>.abbr` (shown) for the 16 points.
    package static var compassKeys: [String] {
        CompassPoint.allCases.flatMap { [compassKey($0), compassAbbreviationKey($0)] }
    }

    /// The key of a condition's name: `condition.800.day` for a clear day, `condition.800`
    /// at night or when the part of day is unknown; the group's key for an id OpenWeather
    /// does not document (a retired 9xx id, a new one), so it still reads sensibly.
    /// A WMO code (Open-Meteo) takes the name of its nearest OpenWeather condition, or its
    /// own where none says it (``WMOWeatherCode/codesWithOwnName``).
    package static func condition(_ code: ConditionCode, isDaytime: Bool?) -> String {
        if case .wmo(let wmo) = code, WMOWeatherCode.codesWithOwnName.contains(wmo) { return "condition.wmo.\(wmo)" }
        let known: Int? =
            switch code {
            case .openWeather(let id): id
            case .wmo(let wmo): WMOWeatherCode.openWeatherID(wmo)
            }
        guard let id = known, WeatherCondition.knownIDs.contains(id) else { return conditionKey(group: code.group) }
        if isDaytime == true, conditionIDsWithDayName.contains(id) { return "condition.\(id).day" }
        return "condition.\(id)"
    }

    /// The full compass name, for spoken text (`compass.NW`: "Northwest", "북서").
    package static func compassKey(_ point: CompassPoint) -> String { "compass.\(point.rawValue)" }

    /// The compass abbreviation, for tables (`compass.NW.abbr`: "NW", "북서").
    package static func compassAbbreviationKey(_ point: CompassPoint) -> String { "compass.\(point.rawValue).abbr" }

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
