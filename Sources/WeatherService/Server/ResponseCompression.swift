import CompressNIO
import HTTPTypes
import Hummingbird
import NIOCore
import WeatherCore

/// `Content-Encoding: gzip` for clients that accept it (a page is 4–5 times smaller).
/// A gzip body is another representation, so its entity tag is the plain one with `-gzip`
/// inside the quotes; a request that names such a tag in `If-None-Match` is answered as if
/// it named the plain one, and its 304 carries the gzip tag again. Every compressible answer
/// says `Vary: Accept-Encoding`, so that caches keep both forms apart.
struct ResponseCompression<Context: RequestContext>: RouterMiddleware {
    /// Bodies smaller than this go as they are: gzip's 18-byte frame would gain little.
    static var minimumBytes: Int { 256 }
    /// The media types worth compressing (text of every kind and SVG).
    static var compressiblePrefixes: [String] { ["text/", "application/json", "application/yaml", "image/svg+xml"] }
    static var tagSuffix: String { "-gzip" }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let acceptsGzip = Self.acceptsGzip(request.headers[.acceptEncoding])
        var request = request
        var namedGzipTag = false
        if let tags = request.headers[.ifNoneMatch], tags.contains(Self.tagSuffix + "\"") {
            var head = request.head
            head.headerFields[.ifNoneMatch] = tags.replacing(Self.tagSuffix + "\"", with: "\"")
            request = Request(head: head, body: request.body)
            namedGzipTag = true
        }
        var response = try await next(request, context)
        if response.status == .notModified {
            // A 304 stands for a forecast answer, always text: it says the Vary its 200
            // says (RFC 9110 §15.4.5), or a cache would keep one form for both.
            Self.addVary(&response.headers)
            if acceptsGzip, namedGzipTag { Self.retag(&response.headers) }
            return response
        }
        guard let type = response.headers[.contentType], Self.compressiblePrefixes.contains(where: { type.hasPrefix($0) }) else {
            return response
        }
        Self.addVary(&response.headers)
        guard acceptsGzip, let length = response.body.contentLength, length >= Self.minimumBytes,
              let body = Self.gzip(try await Self.collect(response.body))
        else { return response }
        // As built anew: Content-Encoding last, then the router's Content-Length of the gzip body.
        var headers = response.headers
        headers[.contentLength] = nil
        headers.append(HTTPField(name: .contentEncoding, value: "gzip"))
        Self.retag(&headers)
        return Response(status: response.status, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// The codings of `Accept-Encoding` read, as ``AcceptLanguage`` reads 32 ranges:
    /// real clients send three or four, and 8,000 would cost each request 20–45 times its own work.
    static var maximumCodings: Int { 32 }

    /// `gzip`, `gzip;q=0.5`, `*`: accepted; `gzip;q=0`, absent: not (RFC 9110 §12.5.3).
    /// Codings past the first ``maximumCodings`` are not read.
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var gzip: Double?, any: Double?
        for item in header.split(separator: ",", maxSplits: maximumCodings).prefix(maximumCodings) {
            let parts = item.split(separator: ";").map { $0.trimmingSpacesAndTabs.lowercased() }
            guard let coding = parts.first else { continue }
            let q = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if coding == "gzip" || coding == "x-gzip" { gzip = q } else if coding == "*" { any = q }
        }
        return (gzip ?? any ?? 0) > 0
    }

    /// The body gzipped (zlib's default level), or `nil` if zlib fails (the body goes as it is).
    static func gzip(_ body: ByteBuffer) -> ByteBuffer? {
        var buffer = body
        return try? buffer.compress(with: .gzip())
    }

    /// The body's bytes (the service's answers are one buffer each).
    private static func collect(_ body: ResponseBody) async throws -> ByteBuffer {
        let collector = BodyCollector()
        try await body.write(collector)
        return collector.bytes
    }

    /// Adds `Accept-Encoding` to `Vary`, or a `Vary` before the router's `Content-Length`.
    private static func addVary(_ headers: inout HTTPFields) {
        if let vary = headers[.vary] {
            headers[.vary] = vary + ", Accept-Encoding"
        } else {
            let field = HTTPField(name: .vary, value: "Accept-Encoding")
            headers.insert(field, at: headers.firstIndex { $0.name == .contentLength } ?? headers.endIndex)
        }
    }

    private static func retag(_ headers: inout HTTPFields) {
        guard let tag = headers[.eTag], tag.hasSuffix("\""), !tag.hasSuffix(tagSuffix + "\"") else { return }
        headers[.eTag] = String(tag.dropLast()) + tagSuffix + "\""
    }
}

/// Keeps what a response body writes.
private final class BodyCollector: ResponseBodyWriter {
    var bytes = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        bytes.writeBuffer(&buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
