public import Hummingbird
import HTTPTypes
import HummingbirdCore
public import Logging
import NIOCore
public import ServiceLifecycle
import UnixSignals

/// The HTTP/1.1 server around a ``WeatherSite``, on Hummingbird: bounded request heads,
/// slow and idle clients cut off, graceful stop on SIGTERM and SIGINT (requests in flight
/// finish; the client's connections close last).
///
/// ```swift
/// let server = WeatherServer(site: site, client: client, host: "127.0.0.1", port: 8080, logger: logger)
/// try await server.run()   // until SIGTERM
/// ```
public struct WeatherServer: Sendable {
    public var site: WeatherSite
    public var host: String
    public var port: Int
    public var logger: Logger
    /// A client that sends nothing for this long is disconnected (keep-alive included).
    public var idleTimeout: TimeAmount = .seconds(30)
    /// A request's head must arrive whole within this time of the connection (or of the
    /// previous answer): a client that drips it (slowloris) is disconnected.
    public var headTimeout: TimeAmount = .seconds(10)
    /// Called with the port actually bound (useful with port 0).
    public var onRunning: @Sendable (Int) async -> Void = { _ in }
    /// The most connections open at once (``ConnectionCap``); `nil`: no cap. The server
    /// program sets it below its descriptor limit.
    public var maximumConnections: Int?

    public init(site: WeatherSite, host: String, port: Int, logger: Logger) {
        self.site = site
        self.host = host
        self.port = port
        self.logger = logger
    }

    /// The Hummingbird application, for a `ServiceGroup` of the caller's.
    public func application() -> some ApplicationProtocol & Service {
        let headTimeout = headTimeout
        var http = HTTP1Channel.Configuration(
            additionalChannelHandlers: [RequestHeadDeadline(timeout: headTimeout)], idleTimeout: idleTimeout)
        // Heads are small: a forecast's request is a line and a few fields. The decoder's
        // field limit bounds the request line too: at the head's own limit, an address of
        // 2–16 KB reaches the site and gets its 414, not the parser's empty 400.
        http.httpDecoder = .init(maxHeaderFieldSize: 16 * 1024, maxHeaderListSize: 16 * 1024, maxHeaderFieldCount: 100)
        let onRunning = onRunning
        let configuration = http
        let cap = maximumConnections.map { ConnectionCap(maximum: $0, logger: logger) }
        return Application(
            responder: SiteResponder(site: site),
            server: HTTPServerBuilder { responder in HygienicHTTP1Channel(base: HTTP1Channel(responder: responder, configuration: configuration)) },
            configuration: .init(address: .hostname(host, port: port), serverName: nil, availableConnectionsDelegate: cap),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Runs until SIGTERM or SIGINT, then lets requests in flight finish.
    public func run() async throws {
        let group = ServiceGroup(
            configuration: .init(services: [application()], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }
}

/// Hands each request to the site, with its headers by lower-case name.
struct SiteResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let site: WeatherSite

    func respond(to request: Request, context: Context) async throws -> Response {
        var headers: [String: String] = [:]
        for field in request.headers {
            let name = field.name.canonicalName
            headers[name] = headers[name].map { $0 + ", " + field.value } ?? field.value
        }
        let answer = await site.respond(
            to: ServiceRequest(method: request.method.rawValue, target: request.head.path ?? "/", headers: headers))
        // Hummingbird takes a Content-Length given here over the (empty) body's: a HEAD
        // answer carries GET's.
        var fields = HTTPFields()
        for (name, value) in answer.headers {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: fields,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer.body)))
    }
}
