// A plain loop over the hot path, for instruction-level profiles that the benchmark
// harness would blur:
//   valgrind --tool=callgrind .build/release/FormattingProfile [iterations] [new|again]
// `new` (the default) makes every value new, so ICU formats each one; `again` shows the
// 40 slots of a 5-day forecast again and again, as a widget or a server does.
import WeatherCore
import WeatherLocalization

let locale = try WeatherLocale("ko_KR")
let temperature = try TemperatureFormatter(locale: locale)
let date = try SkeletonDateFormatter(locale: locale, skeleton: "MMMEdj", timeZone: WeatherTimeZone("Asia/Seoul"))
let arguments = CommandLine.arguments.dropFirst()
let iterations = Int(arguments.first ?? "") ?? 20_000
let again = arguments.dropFirst().first == "again"
let slots = (0..<40).map { slot in
    (Temperature(268.15 + Double(slot % 16) * 0.37, .kelvin), 1_781_244_000 + slot * 10_800)
}
var length = 0
for index in 0..<iterations {
    let (reading, time) = again
        ? slots[index % slots.count]
        : (Temperature(240 + Double(index % 8_000) / 100, .kelvin), 1_781_244_000 + index)
    length &+= temperature.format(reading).utf8.count
    length &+= date.format(unixSeconds: time).utf8.count
}
print(length)
