import FoundationEssentials
#if canImport(Glibc)
import Glibc  // the errno names of POSIXErrorCode
#elseif canImport(Darwin)
import Darwin
#endif
import OpenWeatherAPI
import Testing
import WeatherCore
@testable import WeatherNetwork
import WeatherTestServer

/// A fresh folder for one test, removed afterwards.
private struct Folder {
    let path = FileManager.default.temporaryDirectory.path + "/weather-hostile-\(UInt64.random(in: 0...UInt64.max))"

    func write(_ name: String, _ text: String, age: Double = 3_600) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path + "/" + name)
    }

    func exists(_ name: String) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: path + "/" + name)) != nil
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// An entry file's bytes, as the cache writes them.
private func entryText(key: String, fetchedAt: String, body: String) -> String {
    "weather-cache 1\n\(fetchedAt)\n\(body.utf8.count)\n\(key)\n\(body)"
}

@Suite("The cache folder is the cache's alone, and its entries are never trusted blindly")
struct HostileCacheTests {
    @Test("Trimming leaves alone what the cache did not write: hidden files, folders, links, other names")
    func trimTouchesOnlyItsOwnFiles() throws {
        // XDG_CACHE_HOME=$HOME with a ~/weather project: the cache folder is that project.
        let folder = Folder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.path + "/.git/objects", withIntermediateDirectories: true)
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write(".env", "SECRET=1\n")
        try folder.write("notes.entry", "mine\n")
        try folder.write(".dat.nosync1A2B.x7Yz9Q", "left by a killed writer")
        try folder.write(".dat.nosync3C4D.young", "being written right now", age: 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/.link", withDestinationPath: folder.path + "/.env")
        let cache = ResponseCache(directory: folder.path)
        try cache.write(key: "k", body: Array("{}".utf8), fetchedAt: 1)
        #expect(folder.exists(".git/HEAD"))
        #expect(folder.exists(".env"))
        #expect(folder.exists(".link"))
        #expect(folder.exists("notes.entry"))
        #expect(!folder.exists(".dat.nosync1A2B.x7Yz9Q"))
        #expect(folder.exists(".dat.nosync3C4D.young"))
        #expect(cache.read(key: "k") == .found(ResponseCache.Entry(body: Array("{}".utf8), fetchedAt: 1)))
    }

    @Test("An entry dated outside the years 1 to 9999 (Int.min, Int.max) is not trusted", arguments: [
        String(Int.min), String(Int.max), "-62135596801",
    ])
    func entryTimeOutOfRange(fetchedAt: String) throws {
        let folder = Folder()
        defer { folder.remove() }
        let cache = ResponseCache(directory: folder.path)
        try cache.write(key: "k", body: [], fetchedAt: 0)
        try Data(entryText(key: "k", fetchedAt: fetchedAt, body: "[]").utf8).write(to: URL(fileURLWithPath: cache.path(forKey: "k")))
        #expect(cache.read(key: "k") == .corrupt(path: cache.path(forKey: "k")))
    }

    @Test("An entry that is a link (out of the folder) is not read")
    func linkedEntry() throws {
        let folder = Folder()
        defer { folder.remove() }
        let cache = ResponseCache(directory: folder.path)
        try cache.write(key: "other", body: [], fetchedAt: 0)
        let outside = folder.path + "-outside"
        defer { try? FileManager.default.removeItem(atPath: outside) }
        try Data(entryText(key: "k", fetchedAt: "1", body: "[]").utf8).write(to: URL(fileURLWithPath: outside))
        try FileManager.default.createSymbolicLink(atPath: cache.path(forKey: "k"), withDestinationPath: outside)
        #expect(cache.read(key: "k") == .corrupt(path: cache.path(forKey: "k")))
        cache.remove(key: "k")
        #expect(FileManager.default.fileExists(atPath: outside))
    }

    @Test("An entry larger than the bound is not read whole")
    func oversizedEntry() throws {
        let folder = Folder()
        defer { folder.remove() }
        let cache = ResponseCache(directory: folder.path, maximumEntryBytes: 1_000)
        try cache.write(key: "k", body: Array(repeating: UInt8(ascii: " "), count: 2_000), fetchedAt: 1)
        #expect(cache.read(key: "k") == .corrupt(path: cache.path(forKey: "k")))
        try cache.write(key: "small", body: Array("[]".utf8), fetchedAt: 1)
        #expect(cache.read(key: "small") == .found(ResponseCache.Entry(body: Array("[]".utf8), fetchedAt: 1)))
    }

    @Test("An entry dated in the future is not fresh: the network is asked")
    func futureEntry() async throws {
        let now = 1_796_277_000.0
        let harness = try await ReplayHarness(clock: { now })
        _ = try await harness.weather(.name("Seoul"))
        #expect(harness.server.requests.count == 3)
        // Rewrite every entry as if written a year ahead (the clock was wrong then).
        let cache = try #require(harness.configuration.cache)
        for request in harness.server.requests {
            let key = harness.configuration.baseURL.text + request.uri.replacing("&appid=\(OpenWeatherReplay.apiKey)", with: "")
            guard case .found(let entry) = cache.read(key: key) else { continue }
            try cache.write(key: key, body: entry.body, fetchedAt: Int(now) + 365 * 86_400)
        }
        _ = try await harness.weather(.name("Seoul"))
        await harness.finish()
        #expect(harness.server.requests.count == 6)
    }

    @Test("A cached answer that no longer decodes is dropped, reported, and fetched anew")
    func undecodableEntryDropped() async throws {
        let now = 1_796_277_000.0
        let harness = try await ReplayHarness(clock: { now })
        let cache = try #require(harness.configuration.cache)
        let key = harness.configuration.baseURL.text + "/geo/1.0/direct?limit=5&q=Seoul"
        try cache.write(key: key, body: Array(#"[{"name":"Seoul","lat":1e300,"lon":126.98}]"#.utf8), fetchedAt: Int(now))
        let (weather, warnings) = try await OpenWeatherClient.withClient(harness.configuration) { (client) async throws(NetworkError) in
            (try await client.weather(for: .name("Seoul")), client.warnings)
        }
        let replaced = cache.read(key: key)
        await harness.finish()
        #expect(weather.place?.name == "Seoul")
        #expect(warnings == [.entryIgnored(path: cache.location(ofKey: key))])
        #expect(harness.server.requests.first?.path == "/geo/1.0/direct")
        guard case .found(let entry) = replaced else {
            Issue.record("the entry was not replaced")
            return
        }
        #expect(try GeocodingDecoder.decodePlaces(Data(entry.body)).first?.coordinates?.lat == 37.5666791)
    }

    @Test("A clock reading NaN or infinity does not trap")
    func brokenClock() async throws {
        for reading in [Double.nan, .infinity, -.infinity, 1e300] {
            let harness = try await ReplayHarness(clock: { reading })
            _ = try await harness.weather(.name("Seoul"))
            await harness.finish()
        }
        #expect(UnixTime.seconds(.nan) == 0)
        #expect(UnixTime.seconds(1e300) == UnixTime.range.upperBound)
        #expect(UnixTime.seconds(-1e300) == UnixTime.range.lowerBound)
    }

    @Test("An unwritable cache folder is reported once, not once per request")
    func unwritableReportedOnce() async throws {
        var harness = try await ReplayHarness()
        // A file where the folder should be.
        try Data("x".utf8).write(to: URL(fileURLWithPath: harness.cacheDirectory))
        harness.configuration.cache = ResponseCache(directory: harness.cacheDirectory + "/weather")
        let warnings = try await OpenWeatherClient.withClient(harness.configuration) { (client) async throws(NetworkError) in
            _ = try await client.weather(for: .name("Seoul"))
            return client.warnings
        }
        await harness.finish()
        #expect(warnings.count == 1)
        guard case .notWritten(let error) = warnings.first else {
            Issue.record("expected a write failure, got \(warnings)")
            return
        }
        #expect(error.directory == harness.cacheDirectory + "/weather")
        #expect(error.problem == .fileInTheWay)
    }

    @Test("A write failure is a fact to word, by its errno where it has one", arguments: [
        (POSIXErrorCode.EACCES, CacheWriteError.Problem.permissionDenied), (.EPERM, .permissionDenied),
        (.ENOSPC, .noSpace), (.EDQUOT, .noSpace), (.EROFS, .readOnly), (.ENOTDIR, .fileInTheWay),
        (.EIO, .system(errno: "EIO")), (.EMFILE, .system(errno: "EMFILE")),
    ])
    func writeProblems(code: POSIXErrorCode, problem: CacheWriteError.Problem) {
        #expect(CacheWriteError.problem(POSIXError(code)) == problem)
        #expect(CacheWriteError.problem(CocoaError(.fileWriteUnknown, userInfo: ["NSUnderlyingError": POSIXError(code)])) == problem)
    }

    @Test("Without an errno, Foundation's code decides, and an unknown one has no name")
    func writeProblemsWithoutErrno() {
        #expect(CacheWriteError.problem(CocoaError(.fileWriteOutOfSpace)) == .noSpace)
        #expect(CacheWriteError.problem(CocoaError(.fileWriteUnknown)) == .system(errno: nil))
    }
}
