import Testing
import WeatherCore
@testable import WeatherLocalization

/// Formatters remember recent results by exact input. What is remembered must never
/// change an answer: these tests format values that share slots, repeat, or are equal
/// as numbers but different as inputs, and check every answer.
@Suite("Recent results never change what a formatter prints")
struct RecentResultsTests {
    /// Formats `inputs` through `recent`, counting what had to be formatted.
    private func formatCount(_ inputs: some Sequence<UInt64>, _ recent: inout RecentResults<UInt64>) -> Int {
        var formatted = 0
        for input in inputs {
            let (slot, text) = recent.lookUp(input)
            if let text {
                #expect(text == "v\(input)")
            } else {
                formatted += 1
                recent.remember("v\(input)", for: input, in: slot)
            }
        }
        return formatted
    }

    @Test("A forecast's 40 slots shown again are all remembered")
    func cycleWithinCapacity() {
        var recent = RecentResults<UInt64>()
        let slots = (0..<40).map { UInt64(1_781_244_000_000 + $0 * 10_800_000) }
        #expect(formatCount(slots, &recent) == 40)
        #expect(formatCount(slots, &recent) == 0)
        #expect(formatCount(slots.reversed(), &recent) == 0)
    }

    @Test("A full table starts over instead of growing")
    func startsOver() {
        var recent = RecentResults<UInt64>(capacity: 3)  // rounded up to 4
        #expect(formatCount(0..<4, &recent) == 4)
        #expect(formatCount(0..<4, &recent) == 0)
        #expect(formatCount([4], &recent) == 1)
        #expect(formatCount([4], &recent) == 0)
        #expect(formatCount(0..<4, &recent) == 4)
    }

    @Test("A thousand numbers, twice: every answer right, whatever shares a slot")
    func numbersTwice() throws {
        let formatter = try ICUNumberFormatter(skeleton: "precision-integer", localeID: "en_US")
        for pass in 1...2 {
            for value in 0..<1000 {
                #expect(formatter.format(value) == "\(value)", "pass \(pass)")
            }
        }
    }

    @Test("-0.0 and 0.0 are different inputs")
    func negativeZero() throws {
        let formatter = try ICUNumberFormatter(skeleton: "precision-integer", localeID: "en_US")
        #expect(formatter.format(0.0) == "0")
        #expect(formatter.format(-0.0) == "-0")
        #expect(formatter.format(0.0) == "0")
    }

    @Test("The same number in different units is a different temperature")
    func temperatureUnits() throws {
        let formatter = try TemperatureFormatter(locale: WeatherLocale("ko_KR"))
        #expect(formatter.format(Temperature(300, .kelvin)) == "27°C")
        #expect(formatter.format(Temperature(300, .celsius)) == "300°C")
        #expect(formatter.format(Temperature(300, .fahrenheit)) == "149°C")
        #expect(formatter.format(Temperature(300, .kelvin)) == "27°C")
    }

    @Test("A day of minutes, twice, in UTC: every label right")
    func datesTwice() throws {
        let formatter = try SkeletonDateFormatter(locale: WeatherLocale("en_GB"), skeleton: "Hm", timeZone: WeatherTimeZone("UTC"))
        for pass in 1...2 {
            for minute in 0..<1440 {
                let expected = "\(minute / 60 < 10 ? "0" : "")\(minute / 60):\(minute % 60 < 10 ? "0" : "")\(minute % 60)"
                #expect(formatter.format(unixSeconds: 1_781_222_400 + minute * 60) == expected, "pass \(pass)")
            }
        }
    }
}
