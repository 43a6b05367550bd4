import Testing
import WeatherTestServer

/// Scanners' paths and names that are not places cost one place search, then none: the
/// empty answer is kept as any answer is, so asking again is answered from it.
@Suite("Scanners' paths cost no upstream call after the first miss")
struct ScannerPathTests {
    @Test("/wp-login.php, /.env and /admin: 404 each time, one search each, then none", arguments: ["/wp-login.php", "/.env", "/admin"])
    func scannerPaths(path: String) async throws {
        let harness = try await ServiceHarness.start()
        let first = await harness.get(path + "?format=text&lang=en")
        let searches = harness.upstreamPaths.filter { $0.hasPrefix("/geo/") }.count
        for _ in 0..<5 {
            let again = await harness.get(path + "?format=text&lang=en")
            #expect(again.status == first.status)
        }
        #expect(first.status == 404)
        #expect(searches <= 1)
        #expect(harness.upstreamPaths.filter { $0.hasPrefix("/geo/") }.count == searches)
        await harness.stop()
    }
}
