import HTTPTypes
import Hummingbird

/// Reads once what every route needs, into ``ServiceContext/negotiated``, and refuses what
/// no route can answer, in this order: an address over ``maximumTargetBytes`` (414, before
/// anything else is read); a malformed one (400 naming `path`, or the parameter given twice);
/// then the language and format (`?lang=` and `?format=` when valid, else `Accept-Language`
/// and `Accept`), which word every answer after; a method other than GET and HEAD (405); an
/// invalid `lang` or `format` (400). A path no route takes is a 404 in the same words.
/// What it answers itself is counted under ``ServiceRoute/other`` (each route counts its own:
/// ``CountedRoute``).
struct RequestNegotiation: RouterMiddleware {
    typealias Context = ServiceContext
    let negotiator: LocaleNegotiator
    /// The longest request target accepted.
    let maximumTargetBytes: Int
    /// How a refusal is worded.
    let failures: FailureAnswers
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: ServiceContext, next: (Request, ServiceContext) async throws -> Response) async throws -> Response {
        let asked: NegotiatedRequest
        switch negotiate(request) {
        case .failure(let refusal):
            metrics.countRequest(route: ServiceRoute.other.rawValue, status: refusal.response.status.code)
            return refusal.response
        case .success(let negotiated):
            asked = negotiated
        }
        var context = context
        context.negotiated = asked
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            // Only the router's own "no route": a path under a fixed one (`/healthz/x`).
            var response = failures.answer(.notFound, format: asked.format, locale: asked.locale)
            if request.method == .head { response = response.createHeadResponse() }
            metrics.countRequest(route: ServiceRoute.other.rawValue, status: response.status.code)
            return response
        }
    }

    /// The request's language, format, path and parameters, or the answer that refuses it.
    private func negotiate(_ request: Request) -> Result<NegotiatedRequest, Refusal> {
        let headers = request.headers
        var locale = negotiator.locale(acceptLanguage: headers[.acceptLanguage])
        var format = ServiceFormat.negotiated(accept: headers[.accept])
        let address = request.head.path ?? "/"
        guard address.utf8.count <= maximumTargetBytes else {
            return .failure(Refusal(failures.answer(.uriTooLong, format: format, locale: locale)))
        }
        let target: RequestTarget
        do {
            target = try RequestTarget(address)
        } catch {
            let part: RequestPart = if case .repeated(let name) = error { .repeated(name) } else { .path }
            return .failure(Refusal(failures.answer(.badParameter(part), format: format, locale: locale)))
        }
        // The method first (whatever else is wrong), worded in ?lang= if it is valid.
        let lang = target.parameters["lang"]
        let langLocale = lang.flatMap(negotiator.locale(lang:))
        if let langLocale { locale = langLocale }
        let formatName = target.parameters["format"]
        if let formatName, let chosen = ServiceFormat(rawValue: formatName) { format = chosen }
        guard request.method == .get || request.method == .head else {
            return .failure(Refusal(failures.answer(.methodNotAllowed, format: format, locale: locale)))
        }
        // Then the language and format: they word every error that follows.
        if lang != nil, langLocale == nil {
            return .failure(Refusal(failures.answer(.badParameter(.parameter(.lang)), format: format, locale: locale)))
        }
        if let formatName, ServiceFormat(rawValue: formatName) == nil {
            return .failure(Refusal(failures.answer(.badParameter(.parameter(.format)), format: format, locale: locale)))
        }
        return .success(NegotiatedRequest(locale: locale, format: format, path: target.path, parameters: target.parameters))
    }

    /// The answer to a request refused before its route.
    private struct Refusal: Error {
        var response: Response
        init(_ response: Response) { self.response = response }
    }
}
