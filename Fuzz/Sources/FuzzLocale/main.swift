#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import WeatherCore
import WeatherLocalization
import WeatherStrings

// A locale id as typed (--locale, LANG) → validation → every ICU service the CLI opens with it.
let status = FuzzDriver.run { data, size in
    let text = String(decoding: FuzzDriver.bytes(data, size), as: UTF8.self)
    guard let locale = try? WeatherLocale(text) else { return 0 }
    fuzzRequire(locale.identifier.utf8.count <= 128, "accepted a \(locale.identifier.utf8.count)-byte id")
    _ = locale.languageTag
    _ = locale.preferenceRegion
    _ = locale.isRightToLeft
    if let localizer = try? Localizer(locale: locale, tables: LocalizationTables()) {
        _ = localizer.string("k", .integer(2))
    }
    if let temperature = try? TemperatureFormatter(locale: locale) {
        fuzzRequire(!temperature.format(Temperature(271.15, .kelvin)).isEmpty, "empty temperature for \(locale)")
    }
    if let zone = try? WeatherTimeZone("Asia/Seoul"),
        let date = try? SkeletonDateFormatter(locale: locale, skeleton: "MMMEdjm", timeZone: zone) {
        fuzzRequire(!date.format(unixSeconds: 1_781_244_000).isEmpty, "empty date for \(locale)")
    }
    return 0
}
exit(status)
