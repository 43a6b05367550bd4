package import Hummingbird
import HummingbirdCore
package import Logging
package import NIOCore
package import ServiceLifecycle
import UnixSignals

/// The HTTP/1.1 server around a ``WeatherSite``, on Hummingbird: bounded request heads,
/// slow and idle clients cut off, idle connections closed to make room at the cap, graceful
/// stop on SIGTERM and SIGINT (requests in flight finish within ``shutdownTimeout``; the
/// connections left are closed then).
///
/// ```swift
/// let server = WeatherServer(site: site, host: "127.0.0.1", port: 8080, logger: logger)
/// try await server.run()   // until SIGTERM
/// ```
package struct WeatherServer: Sendable {
    package var site: WeatherSite
    package var host: String
    package var port: Int
    package var logger: Logger
    /// A client that sends nothing for this long is disconnected (keep-alive included).
    package var idleTimeout: TimeAmount = .seconds(30)
    /// A request's head must arrive whole within this time of the connection (or of the
    /// previous answer): a client that drips it (slowloris) is disconnected.
    package var headTimeout: TimeAmount = .seconds(10)
    /// A connection with answers queued none of which is written out for this long (its
    /// client reads none of them) is closed, within twice this (``ReadBackpressure``).
    package var stallTimeout: TimeAmount = .seconds(30)
    /// Called with the port actually bound (useful with port 0).
    package var onRunning: @Sendable (Int) async -> Void = { _ in }
    /// The most connections open at once (``ConnectionCap``); `nil`: no cap. The server
    /// program sets it below its descriptor limit.
    package var maximumConnections: Int?
    /// How long a graceful stop may take: past it, the connections left are closed (clients
    /// that do not read their answers could otherwise hold the stop forever).
    package var shutdownTimeout: Duration = .seconds(10)
    /// Every open connection, for the cap to close idle ones and a late stop to close the rest.
    private let connections = OpenConnections()

    /// Requests read on all connections whose answers are not yet written out.
    package var unansweredRequests: Int { connections.unansweredRequests }
    /// Connections open now.
    package var openConnections: Int { connections.count }

    package init(site: WeatherSite, host: String, port: Int, logger: Logger) {
        self.site = site
        self.host = host
        self.port = port
        self.logger = logger
    }

    /// The Hummingbird application, for a `ServiceGroup` of the caller's.
    package func application() -> some ApplicationProtocol & Service {
        let headTimeout = headTimeout
        let stallTimeout = stallTimeout
        let connections = connections
        var http = HTTP1Channel.Configuration(
            additionalChannelHandlers: [
                RequestHeadDeadline(timeout: headTimeout), ConnectionActivity(connections: connections),
                ReadBackpressure(stallTimeout: stallTimeout),
            ],
            idleTimeout: idleTimeout)
        // Heads are small: a forecast's request is a line and a few fields. The decoder's
        // field limit bounds the request line too: at the head's own limit, an address of
        // 2–16 KB reaches the site and gets its 414, not the parser's empty 400.
        http.httpDecoder = .init(maxHeaderFieldSize: 16 * 1024, maxHeaderListSize: 16 * 1024, maxHeaderFieldCount: 100)
        let onRunning = onRunning
        let configuration = http
        let cap = maximumConnections.map { ConnectionCap(maximum: $0, connections: connections, logger: logger) }
        return Application(
            router: site.router(),
            server: HTTPServerBuilder { responder in HygienicHTTP1Channel(base: HTTP1Channel(responder: responder, configuration: configuration)) },
            configuration: .init(address: .hostname(host, port: port), serverName: nil, availableConnectionsDelegate: cap),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
    }

    /// Runs until SIGTERM or SIGINT, then lets requests in flight finish within ``shutdownTimeout``.
    package func run() async throws {
        var configuration = ServiceGroupConfiguration(
            services: [BoundedStop(base: application(), timeout: shutdownTimeout, connections: connections)],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        // A backstop: should closing the connections not end the server, the group cancels it.
        configuration.maximumGracefulShutdownDuration = shutdownTimeout + .seconds(5)
        let group = ServiceGroup(configuration: configuration)
        try await group.run()
    }
}
