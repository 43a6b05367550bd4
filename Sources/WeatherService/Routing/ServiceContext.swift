package import Hummingbird
import NIOCore
import WeatherLocalization

/// The request context of the service's routes: Hummingbird's own, and what
/// ``RequestNegotiation`` read from the request once for every route.
package struct ServiceContext: RequestContext {
    package var coreContext: CoreRequestContextStorage
    /// Set by ``RequestNegotiation``, which runs before every route.
    var negotiated: NegotiatedRequest?
    /// The connection's peer (a client, or a proxy in front), which ``ClientIdentity`` reads.
    let peer: SocketAddress?

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peer = source.channel.remoteAddress
    }
}

/// What a request asks for, read once: the locale and format that word its answer (an
/// error's too), its decoded path and its parameters.
struct NegotiatedRequest: Sendable {
    var locale: WeatherLocale
    var format: ServiceFormat
    /// Percent-decoded (`/서울`).
    var path: String
    var parameters: [String: String]
    /// The connection's peer (set by the router from the context).
    var peer: SocketAddress?
}
