public import OpenWeatherAPI
public import WeatherLocalization
import WeatherStrings
import WeatherCore
public import WeatherNetwork
import WeatherPresentation
import WeatherRendering

/// The service as a function from request to answer: routing, negotiation, the upstream
/// data (shared, cached, within budget), presenting, rendering and the answers' cache.
/// No socket: the HTTP server hands it ``ServiceRequest``s (see ``WeatherServer``).
///
/// ```swift
/// let site = WeatherSite(settings: settings, client: client)
/// let answer = await site.respond(to: ServiceRequest(method: "GET", target: "/Seoul?lang=ko"))
/// answer.status                      // 200
/// answer.header("Content-Language")  // "ko"
/// ```
public final class WeatherSite: Sendable {
    /// What the site needs besides its client.
    public struct Settings: Sendable {
        /// The place `GET /` shows; `nil`: a search page.
        public var defaultPlace: PlaceQuery?
        /// The locale when neither `?lang=` nor `Accept-Language` names one we can show.
        public var defaultLocale: WeatherLocale
        /// The most the rendered answers may take together.
        public var renderedBytes = 32 << 20
        /// Unix seconds now (injectable for tests).
        public var clock: @Sendable () -> Double

        public init(defaultLocale: WeatherLocale, clock: @escaping @Sendable () -> Double) {
            self.defaultLocale = defaultLocale
            self.clock = clock
        }
    }

    /// The longest request target accepted (RFC 9110 recommends at least 8,000 octets; a
    /// forecast's address is far shorter).
    public static let maximumTargetBytes = 2048

    let settings: Settings
    let client: OpenWeatherClient
    let metrics: ServiceMetrics
    let negotiator: LocaleNegotiator
    let presenters = PresenterPool()
    let rendered: RenderedAnswers
    let pages: PageTemplates

    /// - Parameter metrics: where counts go (the `/metrics` page reads the same registry).
    public init(settings: Settings, client: OpenWeatherClient, metrics: ServiceMetrics) throws(ServiceSetupError) {
        self.settings = settings
        self.client = client
        self.metrics = metrics
        negotiator = LocaleNegotiator(defaultLocale: settings.defaultLocale)
        rendered = RenderedAnswers(maximumBytes: settings.renderedBytes)
        pages = try PageTemplates()
    }

    /// The answer to `request`. Never throws: every failure is an answer with its status,
    /// worded in the negotiated language and format.
    public func respond(to request: ServiceRequest) async -> ServiceResponse {
        var route = "other"
        let compression = ResponseCompression(request)
        var response = await answer(compression.request, route: &route)
        compression.apply(to: &response)
        if request.method == "HEAD" {
            // The length GET's answer would have (RFC 9110 §9.3.2), not the empty body's 0.
            if response.status != 304 { response.headers.append(("Content-Length", String(response.body.count))) }
            response.body = []
        }
        metrics.countRequest(route: route, status: response.status)
        return response
    }

    private func answer(_ request: ServiceRequest, route: inout String) async -> ServiceResponse {
        var locale = negotiator.locale(acceptLanguage: request.header("accept-language"))
        var format = ServiceFormat.negotiated(accept: request.header("accept"))
        guard request.target.utf8.count <= Self.maximumTargetBytes else {
            return failure(.uriTooLong, format: format, locale: locale)
        }
        let target: RequestTarget
        do {
            target = try RequestTarget(request.target)
        } catch {
            let name = if case .repeated(let name) = error { name } else { "path" }
            return failure(.badParameter(name), format: format, locale: locale)
        }
        // The method first (whatever else is wrong), worded in ?lang= if it is valid.
        let lang = target.parameters["lang"]
        let langLocale = lang.flatMap(negotiator.locale(lang:))
        if let langLocale { locale = langLocale }
        if let name = target.parameters["format"], let chosen = ServiceFormat(rawValue: name) { format = chosen }
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = failure(.methodNotAllowed, format: format, locale: locale)
            response.headers.append(("Allow", "GET, HEAD"))
            return response
        }
        // Then the language and format: they word every error that follows.
        if lang != nil, langLocale == nil {
            return failure(.badParameter("lang"), format: format, locale: locale)
        }
        if let name = target.parameters["format"], ServiceFormat(rawValue: name) == nil {
            return failure(.badParameter("format"), format: format, locale: locale)
        }
        switch target.path {
        case "/healthz":
            route = "healthz"
            return ServiceResponse(status: 200, headers: [("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store")], body: Array("ok\n".utf8))
        case "/metrics":
            route = "metrics"
            return ServiceResponse(
                status: 200, headers: [("Content-Type", "text/plain; version=0.0.4; charset=utf-8"), ("Cache-Control", "no-store")],
                body: metrics.exposition())
        case "/openapi.yaml":
            route = "openapi"
            return staticFile("openapi.yaml", contentType: "application/yaml; charset=utf-8")
        case "/style.css":
            route = "static"
            return staticFile("style.css", contentType: "text/css; charset=utf-8")
        case "/favicon.svg", "/favicon.ico":  // the one icon, for browsers that ask for either
            route = "static"
            return staticFile("favicon.svg", contentType: "image/svg+xml")
        case "/robots.txt":
            route = "static"
            return failure(.notFound, format: format, locale: locale)
        default:
            route = "forecast"
            return await forecast(request, target: target, locale: locale, format: format)
        }
    }

    /// `GET /{place}`, `GET /?lat=&lon=`, `GET /?zip=`, `GET /?city=` and `GET /`.
    private func forecast(_ request: ServiceRequest, target: RequestTarget, locale: WeatherLocale, format: ServiceFormat) async -> ServiceResponse {
        let forecastRequest: ForecastRequest
        do {
            forecastRequest = try ForecastRequest(path: target.path, parameters: target.parameters, format: format, locale: locale)
        } catch {
            return failure(.badParameter(error.name), format: format, locale: locale)
        }
        let format = forecastRequest.format  // a template asks for one line
        guard let place = forecastRequest.place ?? settings.defaultPlace else {
            return searchPage(format: format, locale: locale)
        }
        // A rendered answer first: its key holds every option, so one kept is one that was valid.
        let now = Int(settings.clock())
        let key = place.cacheKey + "|" + forecastRequest.renderKey
        if let answer = rendered.answer(for: key, now: now) {
            metrics.countRenderedCache(hit: true)
            return forecastAnswer(answer.body, tag: answer.entityTag, format: format, language: answer.contentLanguage,
                                  maxAge: answer.freshUntil - now, age: nil, request: request)
        }
        metrics.countRenderedCache(hit: false)

        let presenter: ForecastPresenter
        do {
            presenter = try presenters.presenter(locale: locale, unit: forecastRequest.unit, airQualityScale: forecastRequest.airQualityScale)
        } catch {
            return failure(.badParameter("lang"), format: format, locale: locale)
        }
        // A template is checked before anything is fetched.
        let lineRenderer: LineRenderer?
        do {
            lineRenderer = format == .line ? try LineRenderer(template: forecastRequest.template) : nil
        } catch {
            return failure(.badParameter("template"), format: format, locale: locale)
        }

        let weather: LiveWeather
        do {
            weather = try await client.weather(for: place, airQuality: forecastRequest.airQuality)
        } catch {
            return failure(ServiceProblem(error, query: place), format: format, locale: locale, retryAfter: retryAfter(error, now: now),
                           query: forecastRequest.typed)
        }
        let started = ContinuousClock.now
        let viewModel: ForecastViewModel
        do {
            viewModel = try presenter.present(
                current: weather.current, forecast: weather.forecast, place: weather.place,
                origin: weather.staleAgeSeconds.map { .stale(ageSeconds: $0) } ?? .given,
                placeSearchFailed: weather.placeSearchFailure != nil,
                airQuality: weather.airQuality.map(AirQualityInput.init(live:)))
        } catch {
            return failure(.badData, format: format, locale: locale)
        }
        let text: String
        do {
            // A page left open loads itself again when its data expires (a minute on for stale data).
            let refresh = weather.staleAgeSeconds == nil ? weather.fetchedAt + OpenWeatherEndpoint.current.freshnessSeconds - now : 60
            let page = PageTemplates.ForecastPage(place: place, unit: forecastRequest.unit, refreshSeconds: max(10, refresh))
            text = try render(viewModel, request: forecastRequest, presenter: presenter, line: lineRenderer, page: page)
        } catch {
            return failure(.internalError, format: format, locale: locale)
        }
        metrics.recordRender(ContinuousClock.now - started)
        let body = Array(text.utf8)
        let tag = EntityTag.of(body)
        let language = locale.languageTag
        if let stale = weather.staleAgeSeconds {
            return forecastAnswer(body, tag: tag, format: format, language: language, maxAge: 0, age: stale, request: request)
        }
        let freshUntil = weather.fetchedAt + OpenWeatherEndpoint.current.freshnessSeconds
        rendered.keep(.init(body: body, entityTag: tag, contentLanguage: language, freshUntil: freshUntil), for: key)
        return forecastAnswer(body, tag: tag, format: format, language: language, maxAge: max(0, freshUntil - now), age: nil, request: request)
    }

    private func render(
        _ viewModel: ForecastViewModel, request: ForecastRequest, presenter: ForecastPresenter, line: LineRenderer?,
        page: PageTemplates.ForecastPage
    ) throws -> String {
        switch request.format {
        case .line:
            return try (line ?? LineRenderer()).render(viewModel)
        case .json:
            return try JSONRendering.render(viewModel)
        case .text:
            return TextRenderer(color: request.color, width: request.width, icons: .emoji, chart: request.chart ? .braille : nil).render(viewModel)
        case .markdown:
            return MarkdownRenderer().render(viewModel)
        case .html:
            return pages.forecast(viewModel, localizer: presenter.localizer, locale: request.locale, page: page)
        }
    }

    /// A forecast answer, or 304 when the client has it.
    private func forecastAnswer(
        _ body: [UInt8], tag: String, format: ServiceFormat, language: String, maxAge: Int, age: Int?, request: ServiceRequest
    ) -> ServiceResponse {
        var headers: [(name: String, value: String)] = [
            ("Content-Language", language),
            ("Vary", "Accept, Accept-Language"),
            ("ETag", tag),
            ("Cache-Control", "max-age=\(maxAge)"),
        ]
        if let age { headers.append(("Age", String(age))) }
        if let ifNoneMatch = request.header("if-none-match"), EntityTag.matches(ifNoneMatch: ifNoneMatch, tag) {
            return ServiceResponse(status: 304, headers: headers)
        }
        headers.insert(("Content-Type", format.contentType), at: 0)
        headers += Self.securityHeaders(format)
        return ServiceResponse(status: 200, headers: headers, body: body)
    }

    /// `Retry-After` for a 503: when the upstream may be called again (the upstream's own
    /// `Retry-After`, passed on, or the budget's next call), else a minute.
    private func retryAfter(_ error: NetworkError, now: Int) -> Int? {
        switch error {
        case .rateLimited, .serverError, .unreachable, .unknownHost, .tls, .truncated, .notJSON, .tooLarge, .httpStatus:
            let wait = client.secondsUntilUpstreamCalls(now: settings.clock())
            return wait > 0 ? wait : 60
        default: return nil
        }
    }

    private func staticFile(_ name: String, contentType: String) -> ServiceResponse {
        guard let text = WebFiles.text(name) else { return ServiceResponse(status: 404) }
        let body = Array(text.utf8)
        return ServiceResponse(
            status: 200, headers: [("Content-Type", contentType), ("Cache-Control", "max-age=3600"), ("ETag", EntityTag.of(body))], body: body)
    }

    /// `GET /` with no place: the search page (or, for text clients, how to name a place).
    private func searchPage(format: ServiceFormat, locale: WeatherLocale) -> ServiceResponse {
        let localizer = (try? presenters.presenter(locale: locale, unit: nil))?.localizer
        let text: String
        switch format {
        case .html:
            text = pages.search(localizer: localizer, locale: locale)
        case .json:
            text = ((try? JSONRendering.line(["message": localizer?.string(ServiceKey.searchUsage.rawValue) ?? ""])) ?? "{}") + "\n"
        case .text, .line, .markdown:
            text = (localizer?.string(ServiceKey.searchUsage.rawValue) ?? "") + "\n"
        }
        var headers: [(name: String, value: String)] = [
            ("Content-Type", format.contentType), ("Content-Language", locale.languageTag),
            ("Vary", "Accept, Accept-Language"), ("Cache-Control", "max-age=300"),
        ]
        headers += Self.securityHeaders(format)
        return ServiceResponse(status: 200, headers: headers, body: Array(text.utf8))
    }

    /// An error answer: its status, and a short message in the negotiated language and format.
    /// - Parameter query: what the reader typed, kept in the error page's search field.
    func failure(_ problem: ServiceProblem, format: ServiceFormat, locale: WeatherLocale, retryAfter: Int? = nil, query: String? = nil) -> ServiceResponse {
        let localizer = (try? presenters.presenter(locale: locale, unit: nil))?.localizer
        let message = problem.message(localizer)
        let body: String
        switch format {
        case .html: body = pages.error(problem, message: message, query: query, localizer: localizer, locale: locale)
        case .json: body = ((try? JSONRendering.line(ErrorBody(error: .init(message: message, status: problem.status)))) ?? "{}") + "\n"
        case .text, .line, .markdown: body = TerminalSanitizer.sanitize(message) + "\n"
        }
        var headers: [(name: String, value: String)] = [
            ("Content-Type", format.contentType), ("Content-Language", locale.languageTag),
            ("Vary", "Accept, Accept-Language"), ("Cache-Control", "no-store"),
        ]
        if let retryAfter { headers.append(("Retry-After", String(retryAfter))) }
        headers += Self.securityHeaders(format)
        return ServiceResponse(status: problem.status, headers: headers, body: Array(body.utf8))
    }

    /// No script, no outside resource: the page's one style sheet is ours.
    static func securityHeaders(_ format: ServiceFormat) -> [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = [("X-Content-Type-Options", "nosniff")]
        if format == .html {
            headers.append(("Content-Security-Policy",
                            "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"))
            headers.append(("Referrer-Policy", "no-referrer"))
        }
        return headers
    }
}

/// The JSON of an error answer: `{"error":{"message":"…","status":404}}`.
private struct ErrorBody: Encodable {
    struct Detail: Encodable {
        var message: String
        var status: Int
    }
    var error: Detail
}

/// The site could not start (a template that does not parse: a build problem, reported once).
public struct ServiceSetupError: Error, CustomStringConvertible {
    public var description: String
}
