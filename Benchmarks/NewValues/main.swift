// The shared "every value new" workload of ../shared/peers (icu-c `peer bench`, node
// `peer.mjs bench`), through this library: pair i is (250 + (i % 800) / 10 K,
// 1768478400 + (i % 2920) * 10800 s), skeleton MMMEdj at UTC+09:00, the locale's weather
// unit with integer rounding; formatters made once, 20,000 pairs of warm-up.
//
//   .build/release/NewValues [locale] [pairs] [--no-memo]   prints ns per pair, per temperature, per date
//
// `--no-memo` turns off the formatters' memos (temperatures kept by rounded value, dates
// joined from remembered field texts), so ICU formats every value: what the memos save.
import WeatherCore
@_spi(Benchmarks) import WeatherLocalization

var arguments = CommandLine.arguments.dropFirst()
let memo = !arguments.contains("--no-memo")
arguments.removeAll { $0 == "--no-memo" }
FormattingMemo.isEnabled = memo
let localeID = arguments.first ?? "ko_KR"
let pairs = arguments.count > 1 ? Int(arguments[arguments.startIndex + 1]) ?? 200_000 : 200_000
let locale = try WeatherLocale(localeID)
let temperature = try TemperatureFormatter(locale: locale)
let date = try SkeletonDateFormatter(locale: locale, skeleton: "MMMEdj", timeZone: WeatherTimeZone(offsetSeconds: 32_400))

func reading(_ i: Int) -> Temperature { Temperature(250 + Double(i % 800) / 10, .kelvin) }
func instant(_ i: Int) -> Int { 1_768_478_400 + (i % 2_920) * 10_800 }

var checksum = 0
for i in 0..<20_000 {
    checksum &+= temperature.format(reading(i)).utf8.count
    checksum &+= date.format(unixSeconds: instant(i)).utf8.count
}
checksum = 0
let clock = ContinuousClock()
let both = clock.measure {
    for i in 0..<pairs {
        checksum &+= temperature.format(reading(i)).utf8.count
        checksum &+= date.format(unixSeconds: instant(i)).utf8.count
    }
}
let temperatures = clock.measure {
    for i in 0..<pairs { checksum &+= temperature.format(reading(i)).utf8.count }
}
let dates = clock.measure {
    for i in 0..<pairs { checksum &+= date.format(unixSeconds: instant(i)).utf8.count }
}
func perPair(_ duration: Duration) -> Int {
    Int((Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9) / Double(pairs))
}
print("peer=weather-localization\(memo ? "" : " memo=off") locale=\(localeID) pairs=\(pairs) ns_per_pair=\(perPair(both)) ns_per_temp=\(perPair(temperatures)) ns_per_date=\(perPair(dates)) checksum=\(checksum)")
