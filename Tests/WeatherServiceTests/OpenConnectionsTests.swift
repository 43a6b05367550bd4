import NIOCore
import Testing
import WeatherCore
@testable import WeatherService

@Suite("Which connections the cap closes to make room")
struct OpenConnectionsTests {
    /// Registers `count` connections that record their number when asked to close if idle.
    private func open(_ count: Int, in connections: OpenConnections, closed: Locked<[Int]>) -> [OpenConnections.Activity] {
        (0..<count).map { index in
            connections.opened(closeIfIdle: { closed.withLock { $0.append(index) } }, close: {}).activity
        }
    }

    @Test("The oldest idle connections first, never a busy one; each is asked once")
    func oldestIdleFirst() {
        let connections = OpenConnections()
        let closed = Locked<[Int]>([])
        let activities = open(4, in: connections, closed: closed)
        activities[0].busy()
        connections.closeIdle(count: 2, idleLongerThan: .hours(1))
        #expect(closed.withLock { $0 } == [1, 2])
        connections.closeIdle(count: 2, idleLongerThan: .hours(1))
        #expect(closed.withLock { $0 } == [1, 2, 3])
    }

    @Test("Under pressure an idle connection's limit shrinks: every one idle longer than it goes, whatever the count")
    func shrunkLimit() async throws {
        let connections = OpenConnections()
        let closed = Locked<[Int]>([])
        let activities = open(3, in: connections, closed: closed)
        activities[1].busy()
        try await Task.sleep(for: .milliseconds(50))
        connections.closeIdle(count: 0, idleLongerThan: .milliseconds(20))
        #expect(closed.withLock { $0.sorted() } == [0, 2])
        activities[1].idle()
        connections.closeIdle(count: 0, idleLongerThan: .seconds(60))
        #expect(closed.withLock { $0.sorted() } == [0, 2])
    }
}
