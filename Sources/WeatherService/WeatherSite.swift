package import Hummingbird
package import OpenWeatherAPI
package import WeatherLocalization
package import WeatherNetwork

/// The service's routes on Hummingbird's router, put together from parts that each do one
/// job and hold only what that job needs: ``RequestNegotiation`` (the locale negotiator),
/// ``ForecastRoute`` (the upstream client, the presenters and the rendered answers' cache),
/// ``FailureAnswers`` (the error pages), ``CountedRoute`` (the metrics, by route) and the
/// middleware every answer passes, ``ResponseCompression`` and ``SecurityHeaders``. None of
/// them knows the site.
///
/// ```swift
/// let site = WeatherSite(settings: settings, client: client, metrics: metrics)
/// let application = Application(router: site.router())  // GET /Seoul?lang=ko: 200, Content-Language: ko
/// ```
package struct WeatherSite: Sendable {
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

    private let defaultLocale: WeatherLocale
    private let negotiation: RequestNegotiation
    private let forecasts: ForecastRoute
    private let failures: FailureAnswers
    private let metrics: ServiceMetrics

    /// - Parameter metrics: where counts go (the `/metrics` page reads the same registry).
    package init(settings: Settings, client: OpenWeatherClient, metrics: ServiceMetrics) {
        let presenters = PresenterPool()
        let pages = SitePages()
        let failures = FailureAnswers(presenters: presenters, pages: pages)
        defaultLocale = settings.defaultLocale
        negotiation = RequestNegotiation(
            negotiator: LocaleNegotiator(defaultLocale: settings.defaultLocale), maximumTargetBytes: Self.maximumTargetBytes,
            failures: failures, metrics: metrics)
        forecasts = ForecastRoute(
            defaultPlace: settings.defaultPlace, clientAllowances: settings.clientAllowances, clientIdentity: settings.clientIdentity,
            clock: settings.clock, client: client, presenters: presenters, rendered: RenderedAnswers(maximumBytes: settings.renderedBytes),
            pages: pages, failures: failures, metrics: metrics)
        self.failures = failures
        self.metrics = metrics
    }

    /// The routes. Every request passes, outermost first, gzip (``ResponseCompression``),
    /// ``SecurityHeaders`` and ``RequestNegotiation`` (its language, format and options, read
    /// once); each route counts its answers under its label (``CountedRoute``), and the
    /// forecasts' answers are 304s when the client has them (``NotModified``). HEAD is GET's
    /// answer without the body. Nothing throws out of it: every failure is an answer with its
    /// status, worded in the negotiated language and format.
    package func router() -> Router<ServiceContext> {
        let router = Router(context: ServiceContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: ResponseCompression())
        router.add(middleware: SecurityHeaders())
        router.add(middleware: negotiation)
        let metrics = metrics
        add("/healthz", .healthz, to: router) { _, _ in FixedAnswers.plainText("ok\n") }
        add("/metrics", .metrics, to: router) { _, _ in FixedAnswers.metricsPage(metrics.exposition()) }
        add("/openapi.yaml", .openapi, to: router) { _, _ in
            FixedAnswers.staticFile("openapi.yaml", contentType: "application/yaml; charset=utf-8")
        }
        add("/style.css", .static, to: router) { _, _ in FixedAnswers.staticFile("style.css", contentType: "text/css; charset=utf-8") }
        // The one script: it reloads a forecast page whose data has expired, when nobody is typing.
        add("/page.js", .static, to: router) { _, _ in FixedAnswers.staticFile("page.js", contentType: "text/javascript; charset=utf-8") }
        // The one icon, for browsers that ask for either.
        add("/favicon.svg", .static, to: router) { _, _ in FixedAnswers.staticFile("favicon.svg", contentType: "image/svg+xml") }
        add("/favicon.ico", .static, to: router) { _, _ in FixedAnswers.staticFile("favicon.svg", contentType: "image/svg+xml") }
        add("/robots.txt", .static, to: router) { [failures] _, asked in failures.answer(.notFound, format: asked.format, locale: asked.locale) }
        // `GET /{place}` (any path: a place's name may hold a `/`) and `GET /?lat=&lon=`, `?zip=`, `?city=`, `?q=`.
        for path: RouterPath in ["/", "**"] {
            add(path, .forecast, conditional: true, to: router) { [forecasts] request, asked in await forecasts.answer(request, asked: asked) }
        }
        return router
    }

    /// Adds `GET path`, its answers counted under `route` (``CountedRoute``); `conditional`:
    /// they may be 304s (``NotModified``).
    private func add(
        _ path: RouterPath, _ route: ServiceRoute, conditional: Bool = false, to router: Router<ServiceContext>,
        answer: @escaping @Sendable (Request, NegotiatedRequest) async -> Response
    ) {
        let group = router.group().add(middleware: CountedRoute(route: route, metrics: metrics))
        if conditional { group.add(middleware: NotModified()) }
        group.get(path) { [failures, defaultLocale] request, context in
            // RequestNegotiation runs before every route; were it missing, nothing could be worded.
            guard var asked = context.negotiated else {
                return failures.answer(.internalError, format: .text, locale: defaultLocale)
            }
            asked.peer = context.peer
            return await answer(request, asked)
        }
    }
}
