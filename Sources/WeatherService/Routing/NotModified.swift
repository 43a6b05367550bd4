import HTTPTypes
import Hummingbird
import NIOCore

/// The conditional GET of RFC 9110 §13.1.2: a 200 whose entity tag `If-None-Match` names
/// (or `*`) becomes a 304: the 200's fields without its `Content-Type`, and no body. It
/// runs on the forecast routes only: the embedded files keep their tags for caches but
/// always answer whole.
///
/// ```swift
/// // GET /Seoul  If-None-Match: "9f3c…"  →  304, ETag: "9f3c…", Cache-Control: max-age=540
/// ```
struct NotModified<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let response = try await next(request, context)
        guard response.status == .ok, let ifNoneMatch = request.headers[.ifNoneMatch], let tag = response.headers[.eTag],
              EntityTag.matches(ifNoneMatch: ifNoneMatch, tag)
        else { return response }
        var headers = response.headers
        headers[.contentType] = nil
        headers[.contentLength] = nil  // the 304's own (0) follows the fields, as the router adds it
        return Response(status: .notModified, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer()))
    }
}
