import Testing
import WeatherCore

@Suite("Weather condition groups")
struct ConditionGroupTests {
    @Test("Condition ids group by their hundreds", arguments: [
        (200, ConditionGroup.thunderstorm), (232, .thunderstorm), (300, .drizzle), (321, .drizzle),
        (500, .rain), (511, .rain), (531, .rain), (600, .snow), (622, .snow),
        (701, .atmosphere), (781, .atmosphere), (800, .clear), (801, .clouds), (804, .clouds),
    ])
    func knownGroups(id: Int, group: ConditionGroup) {
        #expect(ConditionGroup(conditionID: id) == group)
        #expect(WeatherCondition(id: id, main: "", description: "", icon: "").group == group)
    }

    @Test("Retired, unassigned and nonsense ids are unknown", arguments: [905, 900, 962, 0, -1, 100, 400, 810, 1000])
    func unknownGroups(id: Int) {
        #expect(ConditionGroup(conditionID: id) == .unknown)
    }

    @Test("The known ids are the 55 documented ones, ascending and unique")
    func knownIDsList() {
        let ids = WeatherCondition.knownIDs
        #expect(ids.count == 55)
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        #expect(ids.first == 200)
        #expect(ids.last == 804)
    }

    @Test("Every known id belongs to a real group")
    func knownIDsHaveGroups() {
        #expect(WeatherCondition.knownIDs.allSatisfy { ConditionGroup(conditionID: $0) != .unknown })
    }

    @Test("The known ids per group match the documentation", arguments: [
        (ConditionGroup.thunderstorm, 10), (.drizzle, 9), (.rain, 10), (.snow, 11), (.atmosphere, 10),
        (.clear, 1), (.clouds, 4), (.unknown, 0),
    ])
    func knownIDsPerGroup(group: ConditionGroup, count: Int) {
        #expect(WeatherCondition.knownIDs.filter { ConditionGroup(conditionID: $0) == group }.count == count)
    }

    @Test("Retired 9xx ids are not known")
    func retiredIDsAreNotKnown() {
        let retired = Array(900...906) + Array(951...962)
        #expect(retired.allSatisfy { !WeatherCondition(id: $0, main: "", description: "", icon: "").isKnown })
        #expect(WeatherCondition(id: 511, main: "Rain", description: "freezing rain", icon: "13d").isKnown)
    }
}
