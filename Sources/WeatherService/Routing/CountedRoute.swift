import Hummingbird

/// The routes as the metrics count them (`weather_http_requests_total{route="forecast"}`).
enum ServiceRoute: String, Sendable {
    case healthz, metrics, openapi, `static`, forecast
    /// A request refused before its route (414, 405, a bad `lang` or `format`) or with none.
    case other
}

/// Counts each answer of one route, by its status, under the route's label: the router
/// adds it with the route, so the label is the route's own. Requests that reach no route
/// are ``RequestNegotiation``'s to count (under ``ServiceRoute/other``).
struct CountedRoute<Context: RequestContext>: RouterMiddleware {
    let route: ServiceRoute
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let response = try await next(request, context)
        metrics.countRequest(route: route.rawValue, status: response.status.code)
        return response
    }
}
