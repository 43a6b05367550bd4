import Testing
@testable import WeatherNetwork

@Suite("The upstream budget: calls a minute and a day")
struct UpstreamBudgetTests {
    @Test("A daily cap counts per UTC day, keeps a quarter for places already served, and says when the day ends")
    func dailyBudget() {
        let budget = UpstreamBudget(callsPerMinute: 600, callsPerDay: 8)
        let morning = 1_765_000_000.0 // 2025-12-06 05:46:40 UTC
        // New places stop at the reserve (8 / 4 = 2 kept back).
        #expect((0..<6).allSatisfy { _ in budget.take(now: morning, forNewPlace: true) })
        #expect(!budget.take(now: morning, forNewPlace: true))
        #expect(budget.take(now: morning) && budget.take(now: morning))
        #expect(!budget.take(now: morning))
        #expect(budget.secondsUntilNext(now: morning) == 65_600)
        // Midnight UTC: a new day.
        #expect(budget.take(now: morning + 65_600))
        #expect(budget.secondsUntilNext(now: morning + 65_600) == 0)
    }
}
