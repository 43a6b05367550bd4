import CompressNIO
import NIOCore
import WeatherCore

/// `Content-Encoding: gzip` for clients that accept it (a page is 4–5 times smaller).
/// A gzip body is another representation, so its entity tag is the plain one with `-gzip`
/// inside the quotes; a request that names such a tag in `If-None-Match` is answered as if
/// it named the plain one, and its 304 carries the gzip tag again.
///
/// ```swift
/// let compression = ResponseCompression(request)
/// var response = await answer(compression.request)
/// compression.apply(to: &response)  // gzip, Vary: Accept-Encoding, "…-gzip" tag
/// ```
struct ResponseCompression {
    /// Bodies smaller than this go as they are: gzip's 18-byte frame would gain little.
    static let minimumBytes = 256
    /// The media types worth compressing (text of every kind and SVG).
    static let compressiblePrefixes = ["text/", "application/json", "application/yaml", "image/svg+xml"]
    static let tagSuffix = "-gzip"

    /// The request to answer: the same, with `-gzip` taken off the tags of `If-None-Match`.
    let request: ServiceRequest
    /// Whether the client accepts gzip (`Accept-Encoding`, q > 0).
    let acceptsGzip: Bool
    private let namedGzipTag: Bool

    init(_ request: ServiceRequest) {
        acceptsGzip = Self.acceptsGzip(request.header("accept-encoding"))
        var request = request
        if let tags = request.header("if-none-match"), tags.contains(Self.tagSuffix + "\"") {
            request.headers["if-none-match"] = tags.replacing(Self.tagSuffix + "\"", with: "\"")
            namedGzipTag = true
        } else {
            namedGzipTag = false
        }
        self.request = request
    }

    /// Compresses a compressible body for a client that accepts gzip; says `Vary:
    /// Accept-Encoding` on every compressible answer, so that caches keep both forms apart.
    func apply(to response: inout ServiceResponse) {
        if response.status == 304 {
            if acceptsGzip, namedGzipTag { retag(&response) }
            return
        }
        guard let type = response.header("content-type"), Self.compressiblePrefixes.contains(where: { type.hasPrefix($0) }) else { return }
        addVary(&response)
        guard acceptsGzip, response.body.count >= Self.minimumBytes, let body = Self.gzip(response.body) else { return }
        response.body = body
        response.headers.append(("Content-Encoding", "gzip"))
        retag(&response)
    }

    /// `gzip`, `gzip;q=0.5`, `*`: accepted; `gzip;q=0`, absent: not (RFC 9110 §12.5.3).
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var gzip: Double?, any: Double?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingSpacesAndTabs.lowercased() }
            guard let coding = parts.first else { continue }
            let q = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if coding == "gzip" || coding == "x-gzip" { gzip = q } else if coding == "*" { any = q }
        }
        return (gzip ?? any ?? 0) > 0
    }

    /// The body gzipped (zlib's default level), or `nil` if zlib fails (the body goes as it is).
    static func gzip(_ body: [UInt8]) -> [UInt8]? {
        var buffer = ByteBuffer(bytes: body)
        guard let compressed = try? buffer.compress(with: .gzip()) else { return nil }
        return Array(compressed.readableBytesView)
    }

    private func addVary(_ response: inout ServiceResponse) {
        if let index = response.headers.firstIndex(where: { $0.name.lowercased() == "vary" }) {
            response.headers[index].value += ", Accept-Encoding"
        } else {
            response.headers.append(("Vary", "Accept-Encoding"))
        }
    }

    private func retag(_ response: inout ServiceResponse) {
        guard let index = response.headers.firstIndex(where: { $0.name.lowercased() == "etag" }) else { return }
        let tag = response.headers[index].value
        guard tag.hasSuffix("\""), !tag.hasSuffix(Self.tagSuffix + "\"") else { return }
        response.headers[index].value = String(tag.dropLast()) + Self.tagSuffix + "\""
    }
}
