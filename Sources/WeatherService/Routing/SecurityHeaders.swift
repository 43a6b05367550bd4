import HTTPTypes
import Hummingbird

/// The security fields of every answer written for a reader, whatever built it: pages,
/// forecasts and errors (those that say their `Content-Language`; not a 304, which has no
/// body, nor the fixed routes' files). `X-Content-Type-Options: nosniff` on each; on HTML,
/// a policy of no outside resource and no inline script (the page's one style sheet and
/// one script, `/page.js`, are ours) and no referrer. They go where the answers always
/// carried them: after the answer's own fields, before a 405's `Allow` and the router's
/// `Content-Length`.
struct SecurityHeaders<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        guard response.status != .notModified, response.headers[.contentLanguage] != nil else { return response }
        var fields = [HTTPField(name: .contentTypeOptions, value: "nosniff")]
        if response.headers[.contentType]?.hasPrefix("text/html") == true {
            fields.append(HTTPField(name: .contentSecurityPolicy, value: Self.contentSecurityPolicy))
            fields.append(HTTPField(name: .referrerPolicy, value: "no-referrer"))
        }
        let at = response.headers.firstIndex { $0.name == .allow || $0.name == .contentLength } ?? response.headers.endIndex
        response.headers.insert(contentsOf: fields, at: at)
        return response
    }

    static var contentSecurityPolicy: String {
        "default-src 'none'; style-src 'self'; script-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    }
}

extension HTTPField.Name {
    // Valid field names (RFC 9110 tokens), so never nil.
    static let contentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
    static let contentSecurityPolicy = HTTPField.Name("Content-Security-Policy")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
}
