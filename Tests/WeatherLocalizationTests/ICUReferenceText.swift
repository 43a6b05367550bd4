@testable import WeatherLocalization

/// ICU's own text (`udat_format`) for an instant, in the pattern `formatter` uses at it: its
/// `pattern`, or its `midnightPattern` in the first hour of the day (Korean "오전 0시").
/// `zoneID` and `millisecondsSince1970` are what ICU is given (UTC with an offset added, or
/// the real zone).
func icuReferenceText(
    _ formatter: SkeletonDateFormatter, zoneID: String, millisecondsSince1970 milliseconds: Double
) throws -> String {
    var pattern = formatter.pattern
    if let midnight = formatter.midnightPattern,
       try ICUDateFormatter(pattern: "H", localeID: "en_US_POSIX", timeZoneID: zoneID).format(millisecondsSince1970: milliseconds) == "0" {
        pattern = midnight
    }
    return try ICUDateFormatter(pattern: pattern, localeID: formatter.locale.identifier, timeZoneID: zoneID)
        .format(millisecondsSince1970: milliseconds)
}
