// A plain loop over the hot path, for instruction-level profiles that the benchmark
// harness would blur: valgrind --tool=callgrind .build/release/FormattingProfile
import WeatherCore
import WeatherLocalization

let locale = try WeatherLocale("ko_KR")
let temperature = try TemperatureFormatter(locale: locale)
let date = try SkeletonDateFormatter(locale: locale, skeleton: "MMMEdj", timeZone: WeatherTimeZone("Asia/Seoul"))
let iterations = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 20_000
var length = 0
for index in 0..<iterations {
    length &+= temperature.format(Temperature(271.15, .kelvin)).utf8.count
    length &+= date.format(unixSeconds: 1_781_244_000 + index).utf8.count
}
print(length)
