import Testing
@testable import WeatherLocalization

@Suite("Formatter caches keep a bounded number of objects, evicting the least recently used")
struct FormatterCacheTests {
    @Test("storing past the capacity evicts the entry used longest ago, not the newest or a recently read one")
    func evictsLeastRecentlyUsed() {
        let cache = FormatterCache<String, Int>(capacity: 3)
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
        #expect(cache.count == 3)
        #expect(!cache.contains("b"))
        #expect(cache.contains("a") && cache.contains("c") && cache.contains("d"))
        #expect(value("b") == 5)  // made again; evicts c
        #expect(!cache.contains("c"))
        #expect(created == ["a", "b", "c", "d", "b"])
    }

    @Test("a thousand distinct keys through a cache of 16 leave 16, the last ones used")
    func staysBounded() {
        let cache = FormatterCache<Int, Int>(capacity: 16)
        for key in 0..<1_000 { _ = cache.value(for: key) { key * 2 } }
        #expect(cache.count == 16)
        #expect((984..<1_000).allSatisfy(cache.contains))
        #expect(!cache.contains(983))
        #expect(cache.value(for: 999) { -1 } == 1_998)
    }
}
