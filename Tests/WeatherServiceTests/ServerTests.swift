import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import Testing
import WeatherService
import WeatherTestServer

@Suite("The HTTP server on a real socket")
struct ServerTests {
    /// The site served on 127.0.0.1 (a free port) while `body` runs.
    private func withServer(
        headTimeout: TimeAmount = .seconds(10), _ body: @Sendable (Int, ServiceHarness) async throws -> Void
    ) async throws {
        let harness = try await ServiceHarness.start()
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        var server = WeatherServer(site: harness.site, host: "127.0.0.1", port: 0, logger: Logger(label: "test"))
        server.headTimeout = headTimeout
        server.onRunning = { continuation.yield($0) }
        let group = ServiceGroup(configuration: .init(services: [server.application()], logger: Logger(label: "test")))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            try await body(port, harness)
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
        await harness.stop()
    }

    @Test("curl's request gets the text, a browser's the page, over HTTP/1.1")
    func overHTTP() async throws {
        try await withServer { port, _ in
            var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/Seoul")
            request.headers.add(name: "Accept", value: "*/*")
            request.headers.add(name: "Accept-Language", value: "ko-KR,ko;q=0.9,en;q=0.8")
            let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
            #expect(response.status.code == 200)
            #expect(response.headers["Content-Language"] == ["ko-KR"])
            #expect(response.headers["Vary"] == ["Accept, Accept-Language"])
            let body = try await response.body.collect(upTo: 1 << 20)
            #expect(String(buffer: body).hasPrefix("서울, 대한민국\n"))

            let health = try await HTTPClient.shared.execute(HTTPClientRequest(url: "http://127.0.0.1:\(port)/healthz"), timeout: .seconds(5))
            #expect(String(buffer: try await health.body.collect(upTo: 100)) == "ok\n")
        }
    }

    @Test("A client that drips its request head (slowloris) is disconnected")
    func slowHead() async throws {
        try await withServer(headTimeout: .milliseconds(500)) { port, _ in
            let socket = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .connect(host: "127.0.0.1", port: port).get()
            try await socket.writeAndFlush(ByteBuffer(string: "GET /Seoul HTTP/1.1\r\nHost: x\r\n")).get()
            let started = ContinuousClock.now
            for _ in 0..<20 where socket.isActive {
                try await Task.sleep(for: .milliseconds(200))
                if socket.isActive { try? await socket.writeAndFlush(ByteBuffer(string: "X-A: b\r\n")).get() }
            }
            #expect(!socket.isActive)
            #expect(ContinuousClock.now - started < .seconds(3))
        }
    }

    @Test("Request heads over 16 KB are refused without an answer from the site")
    func largeHead() async throws {
        try await withServer { port, harness in
            var request = HTTPClientRequest(url: "http://127.0.0.1:\(port)/Seoul")
            request.headers.add(name: "X-Big", value: String(repeating: "a", count: 20_000))
            let response = try? await HTTPClient.shared.execute(request, timeout: .seconds(5))
            #expect(response.map { $0.status.code >= 400 } ?? true)
            #expect(harness.upstream.requests.isEmpty)
        }
    }
}
