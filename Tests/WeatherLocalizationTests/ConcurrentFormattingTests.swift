import Testing
import WeatherCore
import WeatherLocalization

@Suite("Shared formatters give the same answers from many threads at once")
struct ConcurrentFormattingTests {
    @Test("Temperatures and dates formatted from 8 concurrent tasks")
    func concurrentUse() async throws {
        let locale = try WeatherLocale("ko_KR")
        let temperature = try TemperatureFormatter(locale: locale)
        let date = try SkeletonDateFormatter(locale: locale, skeleton: "MMMEdj", timeZone: WeatherTimeZone("Asia/Seoul"))
        let results = await withTaskGroup(of: Set<String>.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var seen: Set<String> = []
                    for _ in 0..<500 {
                        seen.insert(temperature.format(Temperature(271.15, .kelvin)) + " " + date.format(unixSeconds: 1_781_244_000))
                        // Formatters made concurrently come from the same cache entries.
                        if let again = try? TemperatureFormatter(locale: locale) { seen.insert(again.format(Temperature(272.9, .kelvin))) }
                    }
                    return seen
                }
            }
            return await group.reduce(into: Set<String>()) { $0.formUnion($1) }
        }
        #expect(results == ["-2°C 6월 12일 (금) 오후 3시", "0°C"])
    }
}
