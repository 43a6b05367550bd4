#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
@_spi(Fuzzing) import WeatherCore
import WeatherLocalization

// --time-zone, --now and --skeleton values as typed, and a Unix time from data.
// Lines: zone, instant, skeleton; then eight bytes of time.
let status = FuzzDriver.run { data, size in
    var input = FuzzInput(FuzzDriver.bytes(data, size))
    let zoneText = input.field(), nowText = input.field(), skeleton = input.field()
    let seconds = input.integer()

    if let offset = UTCOffset.seconds(parsing: zoneText) {
        fuzzRequire(UTCOffset.isValid(seconds: offset), "\(zoneText) parsed to \(offset)")
    }
    if let now = InstantParser.unixSeconds(nowText) {
        fuzzRequire(UnixTime.range.contains(now), "\(nowText) parsed to \(now)")
    }
    guard let zone = try? WeatherTimeZone(zoneText) else { return 0 }
    if let fixed = zone.fixedOffsetSeconds { fuzzRequire(UTCOffset.isValid(seconds: fixed), "zone offset \(fixed)") }
    let time = UnixTime.range.contains(seconds) ? seconds : 1_781_244_000
    _ = zone.offsetSeconds(atUnixSeconds: time)
    _ = zone.localDate(atUnixSeconds: time)
    if let locale = try? WeatherLocale("ko_KR"),
        let formatter = try? SkeletonDateFormatter(locale: locale, skeleton: skeleton, timeZone: zone) {
        fuzzRequire(!formatter.format(unixSeconds: time).isEmpty, "empty date for \(skeleton)")
    }
    return 0
}
exit(status)
