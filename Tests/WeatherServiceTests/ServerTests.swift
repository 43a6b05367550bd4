import CompressNIO
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import Testing
import WeatherService
import WeatherTestServer

@Suite("The HTTP server on a real socket")
struct ServerTests {
    /// The site served by its HTTP server on a free loopback port (Hummingbird's live test
    /// mode) while `body` runs with the test client and the port.
    private func withServer(
        headTimeout: TimeAmount = .seconds(10), maximumConnections: Int? = nil,
        _ body: @Sendable (any TestClientProtocol, Int, ServiceHarness) async throws -> Void
    ) async throws {
        let harness = try await ServiceHarness.start()
        var server = WeatherServer(site: harness.site, host: "127.0.0.1", port: 0, logger: Logger(label: "test"))
        server.headTimeout = headTimeout
        server.maximumConnections = maximumConnections
        // Whatever the body throws, the server stops and the harness's client shuts down
        // (an HTTP client dropped without shutting down stops the whole test process).
        let outcome: Result<Void, any Error>
        do {
            try await server.application().test(.live) { client in
                try await body(client, try #require(client.port), harness)
            }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        await harness.stop()
        try outcome.get()
    }

    @Test("curl's request gets the text, a browser's the page gzipped, over HTTP/1.1")
    func overHTTP() async throws {
        try await withServer { client, _, _ in
            let response = try await client.execute(
                uri: "/Seoul", method: .get, headers: [.accept: "*/*", .acceptLanguage: "ko-KR,ko;q=0.9,en;q=0.8"])
            #expect(response.status.code == 200)
            #expect(response.headers[.contentLanguage] == "ko-KR")
            #expect(response.headers[.vary] == "Accept, Accept-Language, Accept-Encoding")
            #expect(String(buffer: response.body).hasPrefix("서울, 대한민국\n"))

            // A browser that accepts gzip gets the page gzipped, through the HTTP server as it is.
            let zipped = try await client.execute(uri: "/Seoul", method: .get, headers: [.accept: "text/html", .acceptEncoding: "gzip, deflate, br"])
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.contentLength] == String(zipped.body.readableBytes))
            var body = zipped.body
            let page = try body.decompress(with: .gzip())
            // The page arrives whole, in under a quarter of its bytes.
            #expect(String(buffer: page).hasPrefix("<!DOCTYPE html>"))
            #expect(zipped.body.readableBytes * 4 < page.readableBytes)

            let health = try await client.execute(uri: "/healthz", method: .get)
            #expect(String(buffer: health.body) == "ok\n")
        }
    }

    @Test("A client that drips its request head (slowloris) is disconnected")
    func slowHead() async throws {
        try await withServer(headTimeout: .milliseconds(500)) { _, port, _ in
            let socket = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(host: "localhost", port: port).get()
            // Both times are taken on the socket's event loop: this task can wait seconds for a
            // thread while the whole suite runs, and its own clock would time that wait.
            let closed = socket.closeFuture.map { NIODeadline.now() }
            let started = try await socket.writeAndFlush(ByteBuffer(string: "GET /Seoul HTTP/1.1\r\nHost: x\r\n")).map { NIODeadline.now() }.get()
            for _ in 0..<20 where socket.isActive {
                try await Task.sleep(for: .milliseconds(200))
                if socket.isActive { try? await socket.writeAndFlush(ByteBuffer(string: "X-A: b\r\n")).get() }
            }
            #expect(!socket.isActive)
            if socket.isActive { try? await socket.close() }  // the server failed to: end the test, not hang it
            let closedAt = try await closed.get()
            #expect(closedAt - started < .seconds(3))
        }
    }

    @Test("Request heads over 16 KB are refused without an answer from the site")
    func largeHead() async throws {
        try await withServer { client, _, harness in
            let response = try? await client.execute(uri: "/Seoul", method: .get, headers: [.init("X-Big")!: String(repeating: "a", count: 20_000)])
            #expect(response.map { $0.status.code >= 400 } ?? true)
            #expect(harness.upstream.requests.isEmpty)
        }
    }

    @Test("HEAD carries GET's Content-Length and no body", .timeLimit(.minutes(1)))
    func headLength() async throws {
        try await withServer { _, port, _ in
            let connection = try await RawConnection.open(port: port)
            try await connection.send("HEAD /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await connection.closed(within: .seconds(10)))
            #expect(connection.text.hasPrefix("HTTP/1.1 200 OK\r\n"))
            #expect(connection.text.lowercased().contains("\r\ncontent-length: 3\r\n"))
            #expect(connection.text.hasSuffix("\r\n\r\n"))
        }
    }

    @Test("An HTTP/1.1 request without Host is a 400 with a message, and the connection closes")
    func missingHost() async throws {
        try await withServer { _, port, harness in
            let connection = try await RawConnection.open(port: port)
            try await connection.send("GET /Seoul HTTP/1.1\r\n\r\n")
            #expect(await connection.closed(within: .seconds(10)))
            #expect(connection.text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(connection.text.hasSuffix("\r\n\r\nAn HTTP/1.1 request needs a Host header\n"))
            #expect(harness.upstream.requests.isEmpty)
        }
    }

    @Test("Two Host fields, or a Host that is not host[:port], is a 400 and the connection closes (RFC 9112 §3.2)", arguments: [
        "Host: x\r\nHost: y\r\n", "Host: a b\r\n", "Host: x:80:80\r\n", "Host: x:8o\r\n", "Host: user@x\r\n", "Host: [::1\r\n",
    ])
    func badHost(fields: String) async throws {
        try await withServer { _, port, harness in
            let connection = try await RawConnection.open(port: port)
            try await connection.send("GET /healthz HTTP/1.1\r\n" + fields + "\r\n")
            #expect(await connection.closed(within: .seconds(10)))
            #expect(connection.text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
        }
    }

    @Test("Hosts as clients send them are served", arguments: ["x", "127.0.0.1:8080", "[::1]:80", "weather.example", "xn--9n2bp8q.example:443", ""])
    func goodHost(host: String) async throws {
        try await withServer { _, port, _ in
            let connection = try await RawConnection.open(port: port)
            try await connection.send("GET /healthz HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n")
            #expect(await connection.closed(within: .seconds(10)))
            #expect(connection.text.hasPrefix("HTTP/1.1 200 OK\r\n"))
        }
    }

    @Test("HTTP/1.0 without keep-alive: the connection closes after the answer, not at the idle timeout")
    func http10Closes() async throws {
        try await withServer { _, port, _ in
            let connection = try await RawConnection.open(port: port)
            try await connection.send("GET /healthz HTTP/1.0\r\n\r\n")
            // The idle timeout is 30 s: closing within 10 is closing after the answer.
            #expect(await connection.closed(within: .seconds(10)))
            #expect(connection.text.hasSuffix("\r\n\r\nok\n"))
        }
    }

    @Test("An address of about 8 KB gets the site's 414 with its message, not the parser's empty 400")
    func longAddress() async throws {
        try await withServer { _, port, _ in
            let connection = try await RawConnection.open(port: port)
            try await connection.send("GET /" + String(repeating: "a", count: 8_000) + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await connection.closed(within: .seconds(10)))
            #expect(connection.text.hasPrefix("HTTP/1.1 414 URI Too Long\r\n"))
            #expect(connection.text.hasSuffix("\r\n\r\nThe address is too long\n"))
        }
    }

    @Test("Pipelined requests that are never read wait in the client's socket, not in the server: few are read per connection, and /healthz is served at once", .timeLimit(.minutes(1)))
    func pipelinedUnread() async throws {
        try await withLiveServer { server, port in
            // 20 connections, each 2,000 requests for an 11 KB file (22 MB of answers),
            // never reading one: without backpressure the server reads and decodes them all
            // (some 18,000 in the first 1.5 s) and holds them until the connections close.
            var flood: [NonReadingConnection] = []
            for _ in 0..<20 {
                let connection = try await NonReadingConnection.open(port: port)
                connection.post("GET /openapi.yaml HTTP/1.1\r\nHost: x\r\n\r\n", count: 2000)
                flood.append(connection)
            }
            var peak = 0
            for _ in 0..<15 {
                try await Task.sleep(for: .milliseconds(100))
                peak = max(peak, server.unansweredRequests)
            }
            // Per connection: the 4 let through, and what one read of at most 4 KB brings
            // (about 100 of these 41-byte requests).
            #expect(peak <= 20 * 128, "requests read and not answered: \(peak)")
            let health = try await RawConnection.open(port: port)
            let started = ContinuousClock.now
            try await health.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await health.closed(within: .seconds(5)))
            #expect(health.text.hasSuffix("\r\n\r\nok\n"))
            #expect(ContinuousClock.now - started < .seconds(3))
            for connection in flood { await connection.close() }
        }
    }

    @Test("A connection whose answers make no progress (its client reads none) is closed after the stall timeout", .timeLimit(.minutes(1)))
    func stalledClosed() async throws {
        try await withLiveServer(configure: { $0.stallTimeout = .seconds(1) }) { server, port in
            let stuck = try await NonReadingConnection.open(port: port)
            stuck.post("GET /openapi.yaml HTTP/1.1\r\nHost: x\r\n\r\n", count: 2000)
            var reading = false
            for _ in 0..<100 where !reading {
                try await Task.sleep(for: .milliseconds(20))
                reading = server.unansweredRequests > 0
            }
            #expect(reading)
            // Stalled and open, the connection keeps some requests unanswered (its reads held);
            // closed, it has none.
            let started = ContinuousClock.now
            while server.unansweredRequests > 0, ContinuousClock.now - started < .seconds(10) {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(server.unansweredRequests == 0)
            #expect(ContinuousClock.now - started < .seconds(5))
            await stuck.close()
        }
    }

    /// The site on its HTTP server in Hummingbird's live test mode, configured by
    /// `configure`, while `body` runs with the server and its port.
    private func withLiveServer(
        configure: (inout WeatherServer) -> Void = { _ in }, _ body: @Sendable (WeatherServer, Int) async throws -> Void
    ) async throws {
        let harness = try await ServiceHarness.start()
        var server = WeatherServer(site: harness.site, host: "127.0.0.1", port: 0, logger: Logger(label: "test"))
        configure(&server)
        let configured = server
        let outcome: Result<Void, any Error>
        do {
            try await configured.application().test(.live) { client in
                try await body(configured, try #require(client.port))
            }
            outcome = .success(())
        } catch {
            outcome = .failure(error)
        }
        await harness.stop()
        try outcome.get()
    }

    @Test("At the connection cap, the oldest idle connection is closed to make room: a new client is served at once")
    func connectionCap() async throws {
        try await withCappedServer(maximumConnections: 2) { port, _ in
            // Each kept-alive connection is answered once first, so the server has surely
            // accepted (and counted) it before the next arrives: one accept cycle can take
            // several waiting connections at once.
            var idle: [RawConnection] = []
            for _ in 0..<2 {
                let connection = try await RawConnection.open(port: port)
                try await connection.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
                #expect(await connection.received(suffix: "\r\n\r\nok\n", within: .seconds(10)))
                idle.append(connection)
            }
            let newcomer = try await RawConnection.open(port: port)
            try await newcomer.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await newcomer.closed(within: .seconds(2)))
            #expect(newcomer.text.hasSuffix("\r\n\r\nok\n"))
            #expect(await idle[0].closed(within: .seconds(2)), "the oldest idle connection made room")
            #expect(!(await idle[1].closed(within: .milliseconds(200))))
            try await idle[1].close()
        }
    }

    @Test("Many connections that send nothing leave /healthz reachable at once, not after their 10 s", .timeLimit(.minutes(1)))
    func silentConnections() async throws {
        try await withCappedServer(maximumConnections: 8) { port, _ in
            var silent: [RawConnection] = []
            for _ in 0..<24 { silent.append(try await RawConnection.open(port: port)) }
            try await Task.sleep(for: .milliseconds(200))
            let started = ContinuousClock.now
            let health = try await RawConnection.open(port: port)
            try await health.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await health.closed(within: .seconds(5)))
            #expect(health.text.hasSuffix("\r\n\r\nok\n"))
            #expect(ContinuousClock.now - started < .seconds(3))
            for connection in silent { try await connection.close() }
        }
    }

    @Test("Making room never cuts a request in flight: the busy connection gets its answer, an idle one goes")
    func busyConnectionKept() async throws {
        // The upstream holds the busy request for 4 s (the harness's client waits up to 15): the
        // idle connection and the newcomer must arrive while it is in flight, on a loaded machine too.
        try await withCappedServer(maximumConnections: 2, upstreamDelay: .seconds(4)) { port, _ in
            let busy = try await RawConnection.open(port: port)
            try await busy.send("GET /Seoul HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            try await Task.sleep(for: .milliseconds(200))
            let idle = try await RawConnection.open(port: port)
            try await idle.send("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            #expect(await idle.received(suffix: "\r\n\r\nok\n", within: .seconds(10)))
            let newcomer = try await RawConnection.open(port: port)
            try await newcomer.send("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            #expect(await newcomer.closed(within: .seconds(2)))
            #expect(newcomer.text.hasSuffix("\r\n\r\nok\n"))
            #expect(await idle.closed(within: .seconds(1)))
            #expect(await busy.closed(within: .seconds(15)))
            #expect(busy.text.hasPrefix("HTTP/1.1 200 OK"))
        }
    }

    /// The site on its own server (the program's configuration, with ``ConnectionCap``) on a
    /// free loopback port while `body` runs. Not Hummingbird's live test mode: it rebuilds the
    /// server's configuration for its port and leaves the connection delegate out
    /// (`ApplicationConfiguration.with(address:)` in Hummingbird 2.28.1).
    private func withCappedServer(
        maximumConnections: Int, upstreamDelay: Duration? = nil, _ body: @Sendable (Int, ServiceHarness) async throws -> Void
    ) async throws {
        let harness = try await ServiceHarness.start(timeoutSeconds: 15) { request in
            var response = OpenWeatherReplay.respond(request)
            if let upstreamDelay, request.path == "/data/2.5/forecast" { response.delay = upstreamDelay }
            return response
        }
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var server = WeatherServer(site: harness.site, host: "127.0.0.1", port: 0, logger: Logger(label: "test"))
        server.maximumConnections = maximumConnections
        server.onRunning = { continuation.yield($0) }
        let group = ServiceGroup(configuration: .init(services: [server.application()], logger: Logger(label: "test")))
        let outcome: Result<Void, any Error> = await withTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try? await group.run() }
            var iterator = ports.makeAsyncIterator()
            let result: Result<Void, any Error>
            if let port = await iterator.next() {
                do { try await body(port, harness); result = .success(()) } catch { result = .failure(error) }
            } else {
                result = .failure(ServerDidNotStart())
            }
            await group.triggerGracefulShutdown()
            await tasks.waitForAll()
            return result
        }
        await harness.stop()
        try outcome.get()
    }

    struct ServerDidNotStart: Error {}
}
