import Testing
import WeatherCore

@Suite("Locked: the libraries' one lock")
struct LockedTests {
    @Test("Eight tasks adding 10,000 each to one locked counter give exactly 80,000")
    func concurrentIncrements() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<10_000 { counter.withLock { $0 += 1 } } }
            }
        }
        #expect(counter.withLock { $0 } == 80_000)
    }

    @Test("An error thrown inside withLock reaches the caller, and the lock is free again")
    func throwingBody() {
        struct Refused: Error, Equatable {}
        let value = Locked("a")
        #expect(throws: Refused()) { try value.withLock { (_: inout String) throws(Refused) in throw Refused() } }
        #expect(value.withLock { $0 += "b"; return $0 } == "ab")
    }
}
