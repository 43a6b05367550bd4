import HTTPTypes
import Hummingbird

/// The answers of the fixed routes: `/healthz`, `/metrics` and the embedded files. They are
/// the same in every language, so they carry no `Content-Language` (and no security fields:
/// ``SecurityHeaders``).
enum FixedAnswers {
    /// `/healthz`'s answer.
    static func plainText(_ text: String) -> Response {
        .answer(200, [(.contentType, "text/plain; charset=utf-8"), (.cacheControl, "no-store")], body: Array(text.utf8))
    }

    /// `/metrics`: the Prometheus text exposition.
    static func metricsPage(_ exposition: [UInt8]) -> Response {
        .answer(200, [(.contentType, "text/plain; version=0.0.4; charset=utf-8"), (.cacheControl, "no-store")], body: exposition)
    }

    /// An embedded file (``WebFiles``) with its entity tag, kept by browsers for an hour.
    static func staticFile(_ name: String, contentType: String) -> Response {
        guard let text = WebFiles.text(name) else { return .answer(404, []) }
        let body = Array(text.utf8)
        return .answer(200, [(.contentType, contentType), (.cacheControl, "max-age=3600"), (.eTag, EntityTag.of(body))], body: body)
    }
}
