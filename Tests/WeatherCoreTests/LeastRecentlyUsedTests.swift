import Testing
import WeatherCore

@Suite("The one bounded cache keeps the most recently used values and one value per key")
struct LeastRecentlyUsedTests {
    @Test("storing past the bound evicts the entry used longest ago, not the newest or a recently read one")
    func evictsLeastRecentlyUsed() {
        let cache = Locked(LeastRecentlyUsed<String, Int>(maximumCost: 3))
        var created: [String] = []
        func value(_ key: String) -> Int {
            cache.value(for: key) { () -> Int in
                created.append(key)
                return created.count
            }
        }
        #expect([value("a"), value("b"), value("c")] == [1, 2, 3])
        #expect(value("a") == 1)  // read again: now the most recent
        #expect(value("d") == 4)  // evicts b, the least recently used
        #expect(cache.withLock { $0.count } == 3)
        #expect(cache.withLock { !$0.contains("b") })
        #expect(cache.withLock { $0.contains("a") && $0.contains("c") && $0.contains("d") })
        #expect(value("b") == 5)  // made again; evicts c
        #expect(cache.withLock { !$0.contains("c") })
        #expect(created == ["a", "b", "c", "d", "b"])
    }

    @Test("a thousand distinct keys through a cache of 16 leave 16, the last ones used")
    func staysBounded() {
        let cache = Locked(LeastRecentlyUsed<Int, Int>(maximumCost: 16))
        for key in 0..<1_000 { _ = cache.value(for: key) { key * 2 } }
        #expect(cache.withLock { $0.count } == 16)
        #expect(cache.withLock { cache in (984..<1_000).allSatisfy { cache.contains($0) } })
        #expect(cache.withLock { !$0.contains(983) })
        #expect(cache.value(for: 999) { -1 } == 1_998)
    }

    @Test("when two makers race, the first stored wins: the later caller returns it and drops its own")
    func firstStoredWins() {
        let cache = Locked(LeastRecentlyUsed<String, String>(maximumCost: 4))
        // The second maker runs while the first is still making (outside the lock), and stores first.
        let first = cache.value(for: "ko_KR") { () -> String in
            let second = cache.value(for: "ko_KR") { "made second" }
            #expect(second == "made second")
            return "made first"
        }
        #expect(first == "made second")
        #expect(cache.value(for: "ko_KR") { "made third" } == "made second")
        #expect(cache.withLock { $0.count } == 1)
    }

    @Test("costs bound the total: a value costlier than the bound is not kept, and cheaper ones make room")
    func costs() {
        var sizes = LeastRecentlyUsed<String, [UInt8]>(maximumCost: 10)
        sizes.insert([1, 2, 3], for: "a", cost: 3)
        sizes.insert([4, 5, 6, 7], for: "b", cost: 4)
        sizes.insert(Array(repeating: 0, count: 11), for: "huge", cost: 11)
        #expect(!sizes.contains("huge") && sizes.totalCost == 7)
        sizes.insert([8, 9, 10, 11, 12], for: "c", cost: 5)  // 12 > 10: "a", the oldest, goes
        #expect(!sizes.contains("a") && sizes.contains("b") && sizes.contains("c"))
        #expect(sizes.totalCost == 9)
    }

    @Test("a value read while fresh is returned and made the most recent; one no longer fresh is removed")
    func freshValuesOnly() {
        var answers = LeastRecentlyUsed<String, (body: String, until: Int)>(maximumCost: 2)
        answers.insert(("seoul", 100), for: "a", cost: 1)
        answers.insert(("tokyo", 50), for: "b", cost: 1)
        #expect(answers.value(for: "a") { 99 < $0.until }?.body == "seoul")
        #expect(answers.value(for: "b") { 50 < $0.until } == nil)
        #expect(!answers.contains("b") && answers.count == 1 && answers.totalCost == 1)
        #expect(answers.value(for: "c") { _ in true } == nil)
    }
}

@Suite("A locked least-recently-used map as a memo")
struct LockedLeastRecentlyUsedTests {
    @Test("A missing value is made once and kept; a kept nil counts as kept; the least recent goes past the bound")
    func makesOnce() {
        let memo = Locked(LeastRecentlyUsed<String, Int?>(maximumCost: 2))
        let made = Locked(0)
        func value(_ key: String) -> Int? {
            memo.value(for: key) {
                made.withLock { $0 += 1 }
                return key == "none" ? nil : key.count
            }
        }
        #expect(value("abc") == 3)
        #expect(value("abc") == 3)
        #expect(value("none") == nil)
        #expect(value("none") == nil)
        #expect(made.withLock { $0 } == 2)
        #expect(value("de") == 2)  // the third key: "abc", used longest ago, goes
        #expect(value("abc") == 3)
        #expect(made.withLock { $0 } == 4)
    }
}
