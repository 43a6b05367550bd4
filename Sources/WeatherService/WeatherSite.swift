package import Hummingbird
package import OpenWeatherAPI
package import WeatherLocalization
package import WeatherNetwork

/// The service's routes on Hummingbird's router, and what they share: the negotiator, the
/// upstream client (shared, cached, within budget), the presenters, the rendered answers'
/// cache, the page templates and the metrics.
///
/// ```swift
/// let site = try WeatherSite(settings: settings, client: client, metrics: metrics)
/// let application = Application(router: site.router())  // GET /Seoul?lang=ko: 200, Content-Language: ko
/// ```
package final class WeatherSite: Sendable {
    /// What the site needs besides its client.
    package struct Settings: Sendable {
        /// The place `GET /` shows; `nil`: a search page.
        package var defaultPlace: PlaceQuery?
        /// The locale when neither `?lang=` nor `Accept-Language` names one we can show.
        package var defaultLocale: WeatherLocale
        /// The most the rendered answers may take together.
        package var renderedBytes = 32 << 20
        /// Each client's share of the upstream calls for new places; `nil`: no per-client limit.
        package var clientAllowances: ClientAllowances?
        /// Who counts as one client (the peer, or what a trusted proxy says).
        package var clientIdentity = ClientIdentity()
        /// Unix seconds now (injectable for tests).
        package var clock: @Sendable () -> Double

        package init(defaultLocale: WeatherLocale, clock: @escaping @Sendable () -> Double) {
            self.defaultLocale = defaultLocale
            self.clock = clock
        }
    }

    /// The longest request target accepted (RFC 9110 recommends at least 8,000 octets; a
    /// forecast's address is far shorter).
    package static let maximumTargetBytes = 2048

    let settings: Settings
    let client: OpenWeatherClient
    let metrics: ServiceMetrics
    let negotiator: LocaleNegotiator
    let presenters = PresenterPool()
    let rendered: RenderedAnswers
    let pages = SitePages()

    /// - Parameter metrics: where counts go (the `/metrics` page reads the same registry).
    package init(settings: Settings, client: OpenWeatherClient, metrics: ServiceMetrics) {
        self.settings = settings
        self.client = client
        self.metrics = metrics
        negotiator = LocaleNegotiator(defaultLocale: settings.defaultLocale)
        rendered = RenderedAnswers(maximumBytes: settings.renderedBytes)
    }

    /// The routes. Every request passes, outermost first, gzip (``ResponseCompression``),
    /// ``SecurityHeaders`` and ``RequestNegotiation`` (its language, format and options, read
    /// once); the forecasts' answers are 304s when the client has them (``NotModified``). HEAD
    /// is GET's answer without the body. Nothing throws out of it: every failure is an answer
    /// with its status, worded in the negotiated language and format.
    package func router() -> Router<ServiceContext> {
        let routes: [(path: RouterPath, route: ServiceRoute, answer: @Sendable (Request, NegotiatedRequest) async -> Response)] = [
            ("/healthz", .healthz, { _, _ in Self.plainText("ok\n") }),
            ("/metrics", .metrics, { [metrics] _, _ in Self.metricsPage(metrics.exposition()) }),
            ("/openapi.yaml", .openapi, { _, _ in Self.staticFile("openapi.yaml", contentType: "application/yaml; charset=utf-8") }),
            ("/style.css", .static, { _, _ in Self.staticFile("style.css", contentType: "text/css; charset=utf-8") }),
            // The one script: it reloads a forecast page whose data has expired, when nobody is typing.
            ("/page.js", .static, { _, _ in Self.staticFile("page.js", contentType: "text/javascript; charset=utf-8") }),
            // The one icon, for browsers that ask for either.
            ("/favicon.svg", .static, { _, _ in Self.staticFile("favicon.svg", contentType: "image/svg+xml") }),
            ("/favicon.ico", .static, { _, _ in Self.staticFile("favicon.svg", contentType: "image/svg+xml") }),
            ("/robots.txt", .static, { [self] _, asked in failure(.notFound, format: asked.format, locale: asked.locale) }),
            // `GET /{place}` (any path: a place's name may hold a `/`) and `GET /?lat=&lon=`, `?zip=`, `?city=`, `?q=`.
            ("/", .forecast, { [self] request, asked in await forecast(request, asked: asked) }),
            ("**", .forecast, { [self] request, asked in await forecast(request, asked: asked) }),
        ]
        let router = Router(context: ServiceContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ResponseCompression())
        router.add(middleware: SecurityHeaders())
        router.add(middleware: RequestNegotiation(
            site: self, routes: Dictionary(routes.map { ($0.path.description, $0.route) }, uniquingKeysWith: { first, _ in first })))
        for (path, route, answer) in routes {
            let group = router.group()
            if route == .forecast { group.add(middleware: NotModified()) }
            group.get(path) { [self] request, context in
                // RequestNegotiation runs before every route; were it missing, nothing could be worded.
                guard var asked = context.negotiated else {
                    return failure(.internalError, format: .text, locale: settings.defaultLocale)
                }
                asked.peer = context.peer
                return await answer(request, asked)
            }
        }
        return router
    }
}

/// The routes as the metrics count them (`weather_http_requests_total{route="forecast"}`).
enum ServiceRoute: String, Sendable {
    case healthz, metrics, openapi, `static`, forecast
    /// A request refused before its route (414, 405, a bad `lang` or `format`) or with none.
    case other
}
