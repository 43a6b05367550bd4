import Testing
import WeatherNetwork

@Suite("Each client's share of new upstream work")
struct ClientAllowancesTests {
    @Test("A client spends its share, then waits for it to refill; another client has its own")
    func shares() {
        let shares = ClientAllowances(callsPerMinute: 4)
        #expect(shares.take("a", now: 0) == .admitted(light: true))
        #expect(shares.take("a", now: 0) == .admitted(light: true))
        #expect(shares.take("a", now: 0) == .admitted(light: false))
        #expect(shares.take("a", now: 0) == .admitted(light: false))
        #expect(shares.take("a", now: 0) == .refused(retryAfter: 15))
        #expect(shares.take("b", now: 0) == .admitted(light: true))
        #expect(shares.take("a", now: 15) == .admitted(light: false))
    }

    @Test("A call refunded (the global budget refused it) is given back")
    func refund() {
        let shares = ClientAllowances(callsPerMinute: 1)
        #expect(shares.take("a", now: 0) == .admitted(light: true))
        shares.refund("a")
        #expect(shares.take("a", now: 0) == .admitted(light: true))
    }

    @Test("The table is bounded: the least recently seen client is forgotten")
    func bounded() {
        let shares = ClientAllowances(callsPerMinute: 1, maximumClients: 3)
        for client in ["a", "b", "c", "d", "e"] { _ = shares.take(client, now: 0) }
        #expect(shares.count == 3)
    }

    @Test("A quarter of the budget per client, at least one new place's three calls")
    func sharing() {
        #expect(ClientAllowances(sharing: UpstreamBudget(callsPerMinute: 60)).callsPerMinute == 15)
        #expect(ClientAllowances(sharing: UpstreamBudget(callsPerMinute: 4)).callsPerMinute == 3)
    }
}
