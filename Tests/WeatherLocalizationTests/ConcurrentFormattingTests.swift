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

    @Test("Many values from 8 concurrent tasks: recent results kept, replaced and started over")
    func concurrentVariety() async throws {
        let locale = try WeatherLocale("ko_KR")
        let temperature = try TemperatureFormatter(locale: locale, options: TemperatureFormatOptions(rounding: Rounding(fractionDigits: 1)))
        let date = try SkeletonDateFormatter(locale: locale, skeleton: "MMMEdjm", timeZone: WeatherTimeZone("Asia/Seoul"))
        // The same wall times at a fixed offset: dates joined from remembered field texts,
        // learned by the tasks concurrently, checked against ICU in the IANA zone.
        let fixedOffsetDate = try SkeletonDateFormatter(locale: locale, skeleton: "MMMEdjm", timeZone: WeatherTimeZone(offsetSeconds: 32_400))
        // 150 inputs each: more than a formatter keeps, so tasks also start tables over.
        let inputs = (0..<150).map { (Temperature(250 + Double($0) * 0.3, .kelvin), 1_781_244_000 + $0 * 5_400) }
        let expected = inputs.map { temperature.format($0.0) + " " + date.format(unixSeconds: $0.1) }
        #expect(expected[0] == "-23.2°C 6월 12일 (금) 오후 3:00")  // -23.15, half-up away from zero
        #expect(expected[149] == "21.6°C 6월 21일 (일) 오후 10:30")
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<20 {
                        for index in inputs.indices {
                            let shifted = (index * (task + 1) + round) % inputs.count
                            let dates = task % 2 == 0 ? date : fixedOffsetDate
                            let text = temperature.format(inputs[shifted].0) + " " + dates.format(unixSeconds: inputs[shifted].1)
                            if text != expected[shifted] { mismatches += 1 }
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }
}
