import FoundationEssentials
import OpenWeatherAPI
import Testing
import WeatherCore
import WeatherNetwork
import WeatherTestServer

/// A clock the test moves by hand.
private final class TestClock: Sendable {
    private let seconds = Locked(1_796_277_000.0)
    func advance(_ delta: Double) { seconds.withLock { $0 += delta } }
    var now: Double { seconds.withLock { $0 } }
}

@Suite("Answers are cached for ten minutes, back a failing network, and never hold the key")
struct CacheTests {
    private let seoul = PlaceQuery.name("Seoul")

    @Test("A second request within ten minutes asks nothing; after that, or with refresh, it asks again")
    func freshness() async throws {
        let clock = TestClock()
        var harness = try await ReplayHarness(clock: { clock.now })
        _ = try await harness.weather(seoul)
        #expect(harness.server.requests.count == 3)

        clock.advance(599)
        _ = try await harness.weather(seoul)
        #expect(harness.server.requests.count == 3)

        clock.advance(2)  // 601 s: the weather is stale, the place search (30 days) is not
        _ = try await harness.weather(seoul)
        #expect(harness.server.requests.count == 5)
        #expect(harness.server.requests.suffix(2).allSatisfy { $0.path.hasPrefix("/data/2.5/") })

        harness.configuration.refresh = true
        _ = try await harness.weather(seoul)
        #expect(harness.server.requests.count == 8)
        await harness.finish()
    }

    @Test("When the network fails, the last answer is shown with its age; with no cache, the error")
    func staleIfError() async throws {
        let clock = TestClock()
        let broken = Locked(false)
        var harness = try await ReplayHarness(clock: { clock.now }) { request in
            broken.withLock { $0 } && request.path.hasPrefix("/data/") ? .json("{}", status: 503) : OpenWeatherReplay.respond(request)
        }
        _ = try await harness.weather(seoul)
        broken.withLock { $0 = true }
        clock.advance(1_560)
        let stale = try await harness.weather(seoul)
        #expect(stale.staleAgeSeconds == 1_560)
        #expect(stale.current.name == "Seoul")

        harness.configuration.refresh = true
        clock.advance(60)
        #expect(try await harness.weather(seoul).staleAgeSeconds == 1_620)

        try FileManager.default.removeItem(atPath: harness.cacheDirectory)
        #expect(await harness.failure(seoul) == .serverError(status: 503))
        await harness.finish()
    }

    @Test("A wrong key is not hidden behind cached data")
    func invalidKeyIsNotStale() async throws {
        let clock = TestClock()
        var harness = try await ReplayHarness(clock: { clock.now })
        _ = try await harness.weather(seoul)
        clock.advance(3_600)
        harness.configuration.apiKey = "revoked"
        #expect(await harness.failure(seoul) == .invalidAPIKey)
        await harness.finish()
    }

    @Test("A corrupt entry is reported, ignored and replaced")
    func corruptEntry() async throws {
        let harness = try await ReplayHarness()
        _ = try await harness.weather(seoul)
        let cache = try #require(harness.configuration.cache)
        let files = try FileManager.default.contentsOfDirectory(atPath: harness.cacheDirectory).filter { $0.hasSuffix(".entry") }
        #expect(files.count == 3)
        // Cut every entry short, as a crash of a writer without atomic renames would.
        for file in files {
            let path = harness.cacheDirectory + "/" + file
            let data = try #require(FileManager.default.contents(atPath: path))
            try Data(data.prefix(data.count / 2)).write(to: URL(fileURLWithPath: path))
        }
        let warnings = try await OpenWeatherClient.withClient(harness.configuration) { (client) async throws(NetworkError) in
            _ = try await client.weather(for: seoul)
            return client.warnings
        }
        #expect(warnings.count == 3)
        #expect(warnings.allSatisfy { if case .entryIgnored = $0 { true } else { false } })
        #expect(harness.server.requests.count == 6)
        // Replaced by whole entries.
        let key = "\(harness.configuration.baseURL.text)/data/2.5/forecast?lat=37.5667&lon=126.9783&units=standard"
        guard case .found(let entry) = cache.read(key: key) else {
            Issue.record("the forecast entry was not replaced")
            return
        }
        #expect(entry.body.count > 10_000)
        await harness.finish()
    }

    @Test("No cache file holds the API key")
    func noKeyInCache() async throws {
        let harness = try await ReplayHarness()
        _ = try await harness.weather(.name("Kathmandu"))
        let files = try FileManager.default.contentsOfDirectory(atPath: harness.cacheDirectory)
        #expect(files.count == 3)
        for file in files {
            let text = String(decoding: try #require(FileManager.default.contents(atPath: harness.cacheDirectory + "/" + file)), as: UTF8.self)
            #expect(!text.contains(OpenWeatherReplay.apiKey))
            #expect(!text.contains("appid"))
        }
        await harness.finish()
    }

    @Test("The folder is kept under its size bound, oldest entries first")
    func sizeBound() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/weather-bound-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = ResponseCache(directory: directory, maximumBytes: 25_000)
        for index in 0..<5 {
            try cache.write(key: "k\(index)", body: Array(repeating: UInt8(ascii: "x"), count: 10_000), fetchedAt: index)
            // Modification times order the entries; make them distinct.
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSince1970: Double(1_000 + index))], ofItemAtPath: cache.path(forKey: "k\(index)"))
        }
        let kept = (0..<5).filter { if case .found = cache.read(key: "k\($0)") { true } else { false } }
        #expect(kept == [3, 4])
    }

    @Test("An entry for another key in the same file is not trusted")
    func keyMismatch() throws {
        let directory = FileManager.default.temporaryDirectory.path + "/weather-key-\(UInt64.random(in: 0...UInt64.max))"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = ResponseCache(directory: directory)
        try cache.write(key: "a", body: Array("{}".utf8), fetchedAt: 1)
        try FileManager.default.moveItem(atPath: cache.path(forKey: "a"), toPath: cache.path(forKey: "b"))
        #expect(cache.read(key: "b") == .corrupt(path: cache.path(forKey: "b")))
        #expect(cache.read(key: "a") == .missing)
        #expect(cache.read(key: "c") == .missing)
    }
}

@Suite("A memory store keeps decoded answers beside their bytes")
struct DecodedEntryTests {
    @Test("A decoded value is kept only for the entry it came from, and a new write forgets it")
    func keptForItsEntry() throws {
        let store = MemoryResponseStore(maximumBytes: 1 << 20)
        try store.write(key: "k", body: Array("[1]".utf8), fetchedAt: 100)
        store.keepDecoded([1], key: "k", fetchedAt: 99)  // another entry's value: ignored
        guard case .found(let ignored) = store.read(key: "k") else { Issue.record("no entry"); return }
        #expect(ignored.decoded == nil)

        store.keepDecoded([1], key: "k", fetchedAt: 100)
        guard case .found(let kept) = store.read(key: "k") else { Issue.record("no entry"); return }
        #expect(kept.decoded as? [Int] == [1])
        #expect(store.usage.bytes == 3 + 1)  // the decoded value adds nothing to the byte bound's count

        try store.write(key: "k", body: Array("[2]".utf8), fetchedAt: 200)
        guard case .found(let replaced) = store.read(key: "k") else { Issue.record("no entry"); return }
        #expect(replaced.decoded == nil)
        #expect(replaced.body == Array("[2]".utf8))
    }

    @Test("A client with a memory store decodes each answer once: later requests take the kept values")
    func clientKeepsDecoded() async throws {
        var harness = try await ReplayHarness()
        let store = ObservedStore()
        harness.configuration.cache = store
        let first = try await harness.weather(.name("Seoul"))
        #expect(store.counts == ObservedStore.Counts(kept: 3, readDecoded: 0))  // place, current, forecast
        let second = try await harness.weather(.name("Seoul"))
        let third = try await harness.weather(.name("Seoul"))
        #expect(store.counts == ObservedStore.Counts(kept: 3, readDecoded: 6))
        #expect(harness.server.requests.count == 3)
        #expect(second.current == first.current && third.current == first.current)
        #expect(second.forecast == first.forecast && third.forecast == first.forecast)
        #expect(third.current.name == "Seoul")
        await harness.finish()
    }
}

/// A memory store that counts what the client keeps and finds decoded.
private final class ObservedStore: ResponseStore {
    struct Counts: Equatable { var kept = 0, readDecoded = 0 }
    private let store = MemoryResponseStore()
    private let observed = Locked(Counts())
    var counts: Counts { observed.withLock { $0 } }

    func read(key: String) -> ResponseCache.ReadResult {
        let result = store.read(key: key)
        if case .found(let entry) = result, entry.decoded != nil { observed.withLock { $0.readDecoded += 1 } }
        return result
    }
    func write(key: String, body: [UInt8], fetchedAt: Int) throws(CacheWriteError) { try store.write(key: key, body: body, fetchedAt: fetchedAt) }
    func remove(key: String) { store.remove(key: key) }
    func location(ofKey key: String) -> String { store.location(ofKey: key) }
    func keepDecoded(_ value: any Sendable, key: String, fetchedAt: Int) {
        observed.withLock { $0.kept += 1 }
        store.keepDecoded(value, key: key, fetchedAt: fetchedAt)
    }
}
