package import Hummingbird
import WeatherLocalization

/// The request context of the service's routes: Hummingbird's own, and what
/// ``RequestNegotiation`` read from the request once for every route.
package struct ServiceContext: RequestContext {
    package var coreContext: CoreRequestContextStorage
    /// Set by ``RequestNegotiation``, which runs before every route.
    var negotiated: NegotiatedRequest?

    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
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
}
