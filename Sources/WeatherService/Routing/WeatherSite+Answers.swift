import HTTPTypes
import Hummingbird
import NIOCore
import WeatherCore
import WeatherLocalization
import WeatherPresentation
import WeatherRendering
import WeatherStrings

/// The answers every route builds: fixed pages, static files, the search page, forecasts
/// and failures, with the header fields each carries (the security fields are
/// ``SecurityHeaders``', a forecast's 304 ``NotModified``'s).
extension WeatherSite {
    /// An answer: its status, its header fields in this order, and its body (the router adds
    /// `Content-Length` after them; HEAD keeps it and drops the body).
    static func answer(_ status: Int, _ fields: [(HTTPField.Name, String)], body: [UInt8] = []) -> Response {
        var headers = HTTPFields()
        headers.reserveCapacity(fields.count + 1)
        for (name, value) in fields { headers.append(HTTPField(name: name, value: value)) }
        return Response(status: HTTPResponse.Status(code: status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// `/healthz`'s answer.
    static func plainText(_ text: String) -> Response {
        answer(200, [(.contentType, "text/plain; charset=utf-8"), (.cacheControl, "no-store")], body: Array(text.utf8))
    }

    /// `/metrics`: the Prometheus text exposition.
    static func metricsPage(_ exposition: [UInt8]) -> Response {
        answer(200, [(.contentType, "text/plain; version=0.0.4; charset=utf-8"), (.cacheControl, "no-store")], body: exposition)
    }

    static func staticFile(_ name: String, contentType: String) -> Response {
        guard let text = WebFiles.text(name) else { return answer(404, []) }
        let body = Array(text.utf8)
        return answer(200, [(.contentType, contentType), (.cacheControl, "max-age=3600"), (.eTag, EntityTag.of(body))], body: body)
    }

    /// `GET /` with no place: the search page (or, for text clients, how to name a place).
    func searchPage(format: ServiceFormat, locale: WeatherLocale) -> Response {
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
        return Self.answer(200, fields, body: Array(text.utf8))
    }

    /// A forecast answer, kept by caches for `maxAge` seconds (`Age`: how stale it is).
    func forecastAnswer(_ body: [UInt8], tag: String, format: ServiceFormat, language: String, maxAge: Int, age: Int?) -> Response {
        var fields: [(HTTPField.Name, String)] = [
            (.contentType, format.contentType), (.contentLanguage, language), (.vary, "Accept, Accept-Language"), (.eTag, tag),
            (.cacheControl, "max-age=\(maxAge)"),
        ]
        if let age { fields.append((.age, String(age))) }
        return Self.answer(200, fields, body: body)
    }

    /// An error answer: its status, and a short message in the negotiated language and format.
    /// - Parameter query: what the reader typed, kept in the error page's search field.
    func failure(_ problem: ServiceProblem, format: ServiceFormat, locale: WeatherLocale, retryAfter: Int? = nil, query: String? = nil) -> Response {
        let localizer = (try? presenters.presenter(locale: locale, unit: nil))?.localizer
        let message = problem.message(localizer)
        let body: String
        switch format {
        case .html: body = pages.error(problem, message: message, query: query, words: PageWords(localizer: localizer), locale: locale)
        case .json: body = ((try? JSONRendering.line(ErrorBody(error: .init(message: message, status: problem.status)))) ?? "{}") + "\n"
        case .text, .line, .markdown: body = TerminalSanitizer.sanitize(message) + "\n"
        }
        var fields: [(HTTPField.Name, String)] = [
            (.contentType, format.contentType), (.contentLanguage, locale.languageTag),
            (.vary, "Accept, Accept-Language"), (.cacheControl, "no-store"),
        ]
        if let retryAfter { fields.append((.retryAfter, String(retryAfter))) }
        if problem == .methodNotAllowed { fields.append((.allow, "GET, HEAD")) }
        return Self.answer(problem.status, fields, body: Array(body.utf8))
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
