import HTTPTypes
import Hummingbird
import OpenWeatherAPI
import WeatherCore
import WeatherLocalization
import WeatherNetwork
import WeatherPresentation
import WeatherRendering
import WeatherStrings

/// `GET /{place}`, `GET /?lat=&lon=`, `GET /?zip=`, `GET /?city=`, `GET /?q=` and `GET /`:
/// the rendered answer when one is kept, else the data (shared, cached, within budget),
/// presented and rendered, and kept; `GET /` with no place and no default, the search page.
/// (Its 304 is ``NotModified``'s, its security fields ``SecurityHeaders``'.)
struct ForecastRoute: Sendable {
    /// The place `GET /` shows; `nil`: the search page.
    let defaultPlace: PlaceQuery?
    /// Each client's share of the upstream calls for new places; `nil`: no per-client limit.
    let clientAllowances: ClientAllowances?
    let clientIdentity: ClientIdentity
    /// Unix seconds now.
    let clock: @Sendable () -> Double
    let client: OpenWeatherClient
    /// The presenters by locale and unit (shared with ``failures``).
    let presenters: PresenterPool
    let rendered: RenderedAnswers
    let pages: SitePages
    let failures: FailureAnswers
    let metrics: ServiceMetrics

    func answer(_ request: Request, asked: NegotiatedRequest) async -> Response {
        let locale = asked.locale
        let forecastRequest: ForecastRequest
        do {
            forecastRequest = try ForecastRequest(path: asked.path, parameters: asked.parameters, format: asked.format, locale: locale)
        } catch {
            return failures.answer(.badParameter(error.part), format: asked.format, locale: locale)
        }
        let format = forecastRequest.format  // a template asks for one line
        guard let place = forecastRequest.place ?? defaultPlace else {
            return searchPage(format: format, locale: locale)
        }
        // A rendered answer first: its key holds every option, so one kept is one that was valid.
        let now = Int(clock())
        let key = RenderedAnswers.Key(place: place.cacheKey, rendering: forecastRequest.renderKey)
        if let answer = rendered.answer(for: key, now: now) {
            metrics.countRenderedCache(hit: true)
            return forecastAnswer(answer.body, tag: answer.entityTag, format: format, language: answer.contentLanguage,
                                  maxAge: answer.freshUntil - now, age: nil)
        }
        metrics.countRenderedCache(hit: false)

        let presenter: ForecastPresenter
        do {
            presenter = try presenters.presenter(
                locale: locale, unit: forecastRequest.unit, airQualityScale: forecastRequest.airQualityScale, lunar: forecastRequest.lunar)
        } catch {
            return failures.answer(ServiceProblem(error), format: format, locale: locale)
        }
        // A template is checked before anything is fetched.
        let lineRenderer: LineRenderer?
        do {
            lineRenderer = format == .line ? try LineRenderer(template: forecastRequest.template) : nil
        } catch {
            return failures.answer(.badParameter(.parameter(.template)), format: format, locale: locale)
        }

        // A line shows air only when its template asks: otherwise none is fetched.
        let wantsAir = forecastRequest.airQuality && (lineRenderer?.showsAirQuality ?? true)
        // The operator's feed (``OpenWeatherClient/Configuration/feed``), never the client's choice.
        let weather: LiveForecast
        // New upstream work is spent from this client's share (cached answers never are).
        let spender = clientAllowances.flatMap { allowances in
            clientIdentity.key(peer: asked.peer, headers: request.headers).map { UpstreamSpender(client: $0, allowances: allowances) }
        }
        let outcome = await UpstreamSpender.$current.withValue(spender) { () async -> Result<LiveForecast, NetworkError> in
            do throws(NetworkError) {
                return .success(try await client.forecast(for: place, airQuality: wantsAir, language: locale.language))
            } catch { return .failure(error) }
        }
        switch outcome {
        case .success(let live):
            weather = live
        case .failure(.rateLimited) where spender?.refusedFor != nil:
            metrics.countRefusal(.clientShare)
            return failures.answer(.overClientShare, format: format, locale: locale, retryAfter: spender?.refusedFor, query: forecastRequest.typed)
        case .failure(let error):
            return failures.answer(ServiceProblem(error, query: place), format: format, locale: locale, retryAfter: retryAfter(error),
                                   query: forecastRequest.typed)
        }
        let started = ContinuousClock.now
        let viewModel: ForecastViewModel
        do {
            viewModel = try presenter.present(
                weather.forecast, place: weather.place,
                origin: weather.staleAgeSeconds.map { .stale(ageSeconds: $0) } ?? .given,
                placeSearchFailed: weather.placeSearchFailure != nil,
                airQuality: weather.airQuality)
        } catch {
            return failures.answer(.badData, format: format, locale: locale)
        }
        let text: String
        do {
            // A page left open loads itself again when its data expires (a minute on for stale data).
            let refresh = weather.staleAgeSeconds == nil ? weather.fetchedAt + OpenWeatherEndpoint.current.freshnessSeconds - now : 60
            let page = SitePages.ForecastPage(place: place, unit: forecastRequest.unit, refreshSeconds: max(10, refresh))
            text = try render(viewModel, request: forecastRequest, presenter: presenter, line: lineRenderer, page: page)
        } catch {
            return failures.answer(.internalError, format: format, locale: locale)
        }
        metrics.recordRender(ContinuousClock.now - started)
        let body = Array(text.utf8)
        let tag = EntityTag.of(body)
        let language = locale.languageTag
        if let stale = weather.staleAgeSeconds {
            return forecastAnswer(body, tag: tag, format: format, language: language, maxAge: 0, age: stale)
        }
        let freshUntil = weather.fetchedAt + OpenWeatherEndpoint.current.freshnessSeconds
        rendered.keep(.init(body: body, entityTag: tag, contentLanguage: language, freshUntil: freshUntil), for: key)
        return forecastAnswer(body, tag: tag, format: format, language: language, maxAge: max(0, freshUntil - now), age: nil)
    }

    /// A forecast answer, kept by caches for `maxAge` seconds (`Age`: how stale it is).
    private func forecastAnswer(_ body: [UInt8], tag: String, format: ServiceFormat, language: String, maxAge: Int, age: Int?) -> Response {
        var fields: [(HTTPField.Name, String)] = [
            (.contentType, format.contentType), (.contentLanguage, language), (.vary, "Accept, Accept-Language"), (.eTag, tag),
            (.cacheControl, "max-age=\(maxAge)"),
        ]
        if let age { fields.append((.age, String(age))) }
        return .answer(200, fields, body: body)
    }

    /// `GET /` with no place: the search page (or, for text clients, how to name a place).
    private func searchPage(format: ServiceFormat, locale: WeatherLocale) -> Response {
        let localizer = (try? presenters.presenter(locale: locale, unit: nil))?.localizer
        let text: String
        switch format {
        case .html:
            text = pages.search(words: PageWords(localizer: localizer), locale: locale)
        case .json:
            text = ((try? JSONRendering.line(["message": localizer?.string(ServiceKey.searchUsage.rawValue) ?? ""])) ?? "{}") + "\n"
        case .text, .line, .markdown:
            text = (localizer?.string(ServiceKey.searchUsage.rawValue) ?? "") + "\n"
        }
        let fields: [(HTTPField.Name, String)] = [
            (.contentType, format.contentType), (.contentLanguage, locale.languageTag),
            (.vary, "Accept, Accept-Language"), (.cacheControl, "max-age=300"),
        ]
        return .answer(200, fields, body: Array(text.utf8))
    }

    private func render(
        _ viewModel: ForecastViewModel, request: ForecastRequest, presenter: ForecastPresenter, line: LineRenderer?,
        page: SitePages.ForecastPage
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
            return pages.forecast(viewModel, words: PageWords(localizer: presenter.localizer), locale: request.locale, page: page)
        }
    }

    /// `Retry-After` for a 503: when the upstream may be called again (the upstream's own
    /// `Retry-After`, passed on, or the budget's next call), else a minute.
    private func retryAfter(_ error: NetworkError) -> Int? {
        switch error {
        case .rateLimited, .limitReached, .serverError, .unreachable, .unknownHost, .tls, .truncated, .notJSON, .tooLarge, .httpStatus:
            let wait = client.secondsUntilUpstreamCalls(now: clock())
            return wait > 0 ? wait : 60
        default: return nil
        }
    }
}
