public import FoundationEssentials
import NIOCore
import NIOHTTP1
import NIOPosix
import WeatherCore

/// A real HTTP/1.1 server on 127.0.0.1 (a random free port), started inside a test: it
/// answers each request with what `respond` says and records what it received and when.
///
/// ```swift
/// let server = try await TestHTTPServer { request in .json(#"{"ok":true}"#) }
/// // … point the client at server.baseURL …
/// server.requests.map(\.path)  // ["/data/2.5/weather"]
/// await server.shutdown()
/// ```
public final class TestHTTPServer: Sendable {
    /// `http://127.0.0.1:<port>`.
    public let baseURL: String
    public let port: Int
    private let channel: any Channel
    private let log = RequestLog()

    /// Starts the server on `host` and `port` (0: a free port, the tests' default). It answers
    /// on SwiftNIO's event loops, never on Swift's task pool, so tests that block that pool
    /// (running a binary and waiting) cannot stall it.
    public init(
        host: String = "127.0.0.1", port: Int = 0,
        respond: @escaping @Sendable (ReceivedRequest) -> TestResponse
    ) async throws {
        let log = log
        channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(ReplayHandler(log: log, respond: respond))
                }
            }
            .bind(host: host, port: port).get()
        self.port = channel.localAddress?.port ?? 0
        baseURL = "http://\(host):\(self.port)"
    }

    /// Every request received so far, in arrival order.
    public var requests: [ReceivedRequest] { log.entries.withLock { $0 } }

    /// Waits until the connection of every request received so far has closed, or until
    /// `limit` has passed. The server learns of a client's hang-up on its own event loop,
    /// a moment after the client's side returns (longer on a busy machine).
    public func connectionsClosed(within limit: Duration) async {
        let deadline = ContinuousClock.now + limit
        while requests.contains(where: { $0.connectionClosed == nil }), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Stops accepting connections (open ones finish what they are doing).
    public func shutdown() async {
        try? await channel.close()
    }
}

/// Answers each request on one connection, after the response's delay.
private final class ReplayHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let log: RequestLog
    private let respond: @Sendable (ReceivedRequest) -> TestResponse
    private var head: HTTPRequestHead?
    private var arrived = ContinuousClock.now
    /// The log indices of this connection's requests.
    private var indices: [Int] = []

    init(log: RequestLog, respond: @escaping @Sendable (ReceivedRequest) -> TestResponse) {
        self.log = log
        self.respond = respond
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let received):
            head = received
            arrived = .now
        case .body:
            break
        case .end:
            guard let head else { return }
            let request = ReceivedRequest(uri: head.uri, headers: head.headers.map { ($0.name, $0.value) }, arrived: arrived)
            let index = log.entries.withLock { $0.append(request); return $0.count - 1 }
            indices.append(index)
            let response = respond(request)
            if let delay = response.delay {
                context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(delay)) {
                    self.write(response, index: index, context: context)
                }
            } else {
                write(response, index: index, context: context)
            }
        }
    }

    private func write(_ response: TestResponse, index: Int, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        // Logged before writing: once written, the client may read the answer (and the test
        // the log) before this event loop runs another line.
        log.entries.withLock { $0[index].finished = .now }
        var headers = HTTPHeaders(response.headers)
        if !response.ending.isChunked { headers.replaceOrAdd(name: "Content-Length", value: String(response.body.count)) }
        if response.ending == .closeMidBody { headers.replaceOrAdd(name: "Connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(
            version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers))), promise: nil)
        switch response.ending {
        case .closeMidBody:
            // Half the body, then the connection closes.
            let half = ByteBuffer(bytes: response.body.prefix(response.body.count / 2))
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(half))), promise: nil)
            context.close(promise: nil)
        case .complete, .chunked:
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: response.body)))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        case .drip(let interval):
            context.flush()
            send(response.body[...], every: TimeAmount(interval), context: context)
        case .stall(let bytes):
            // The head and the first bytes, then nothing: the connection stays open.
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: response.body.prefix(bytes))))), promise: nil)
        case .endlessChunks(let interval):
            context.flush()
            sendForever(response.body, every: TimeAmount(interval), context: context)
        }
    }

    /// One byte of `rest` per `interval`, then the end, while the client listens.
    private func send(_ rest: ArraySlice<UInt8>, every interval: TimeAmount, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        guard let byte = rest.first else {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            return
        }
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: [byte])))), promise: nil)
        context.eventLoop.assumeIsolated().scheduleTask(in: interval) {
            self.send(rest.dropFirst(), every: interval, context: context)
        }
    }

    /// `chunk` every `interval` until the client hangs up: a body with no end.
    private func sendForever(_ chunk: [UInt8], every interval: TimeAmount, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: chunk)))), promise: nil)
        context.eventLoop.assumeIsolated().scheduleTask(in: interval) {
            self.sendForever(chunk, every: interval, context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        let now = ContinuousClock.now
        log.entries.withLock { entries in
            for index in indices where entries[index].connectionClosed == nil { entries[index].connectionClosed = now }
        }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// What the server received: the request target and headers, and when.
public struct ReceivedRequest: Sendable {
    /// The request target: path and query (`/data/2.5/weather?lat=…`).
    public var uri: String
    public var headers: [(String, String)]
    public var arrived: ContinuousClock.Instant
    /// When the response was written (nil until then, and for good when the client left first).
    public var finished: ContinuousClock.Instant?
    /// When the connection that carried the request closed (nil while it is open).
    public var connectionClosed: ContinuousClock.Instant?

    public init(uri: String, headers: [(String, String)], arrived: ContinuousClock.Instant) {
        self.uri = uri
        self.headers = headers
        self.arrived = arrived
    }

    public var path: String { String(uri.prefix { $0 != "?" }) }

    /// The query's values, percent-decoded.
    public var query: [String: String] {
        guard let start = uri.firstIndex(of: "?") else { return [:] }
        var result: [String: String] = [:]
        for pair in uri[uri.index(after: start)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            result[String(parts[0])] = parts.count > 1 ? Self.percentDecoded(parts[1]) : ""
        }
        return result
    }

    static func percentDecoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), let high = utf8.index(index, offsetBy: 1, limitedBy: utf8.endIndex),
               let low = utf8.index(index, offsetBy: 2, limitedBy: utf8.endIndex), low < utf8.endIndex,
               let value = UInt8(String(decoding: [utf8[high], utf8[low]], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index = utf8.index(index, offsetBy: 3)
            } else {
                bytes.append(byte == UInt8(ascii: "+") ? 0x20 : byte)
                index = utf8.index(after: index)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// How the server answers one request.
public struct TestResponse: Sendable {
    public enum Ending: Sendable, Equatable {
        /// The whole body with its Content-Length.
        case complete
        /// Content-Length of the whole body, then half of it, then the connection closes.
        case closeMidBody
        /// No Content-Length: chunked transfer encoding.
        case chunked
        /// Content-Length of the whole body, sent one byte per interval (a dripping body).
        case drip(every: Duration)
        /// Content-Length of the whole body, the first `bytes` of it, then silence with the
        /// connection open (a stalling body).
        case stall(afterBytes: Int)
        /// Chunked, the body repeated as one chunk per interval for as long as the client
        /// listens (a body that never ends).
        case endlessChunks(every: Duration)

        var isChunked: Bool {
            switch self {
            case .chunked, .endlessChunks: true
            case .complete, .closeMidBody, .drip, .stall: false
            }
        }
    }

    public var status: Int
    public var headers: [(String, String)]
    public var body: [UInt8]
    /// A wait before the response head is sent (past the client's timeout, say).
    public var delay: Duration?
    public var ending: Ending

    public init(status: Int = 200, headers: [(String, String)] = [], body: [UInt8], delay: Duration? = nil, ending: Ending = .complete) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.ending = ending
    }

    /// A JSON answer.
    public static func json(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> TestResponse {
        TestResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")] + headers, body: Array(text.utf8))
    }

    /// A JSON answer from a file's bytes.
    public static func json(_ data: Data, status: Int = 200) -> TestResponse {
        TestResponse(status: status, headers: [("Content-Type", "application/json; charset=utf-8")], body: Array(data))
    }
}

/// The server's record of requests, shared by its connections.
final class RequestLog: Sendable {
    let entries = Locked<[ReceivedRequest]>([])
}

extension TimeAmount {
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}

extension TestResponse: CustomStringConvertible {
    /// The case, never the body: a parameterized test prints its arguments in the log, and
    /// one body here is 5 MB.
    public var description: String {
        "HTTP \(status), \(body.count) bytes" + (ending == .complete ? "" : ", \(ending)") + (delay.map { ", after \($0)" } ?? "")
    }
}
