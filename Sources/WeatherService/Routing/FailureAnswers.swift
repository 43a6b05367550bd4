import HTTPTypes
import Hummingbird
import WeatherLocalization
import WeatherPresentation
import WeatherRendering
import WeatherStrings

/// Words a ``ServiceProblem`` as its answer: its status and a short message in the
/// negotiated language and format (the HTML page keeps the search form, with the query that
/// failed in it). Every part of the service that refuses a request answers through it.
///
/// ```swift
/// failures.answer(.notFound, format: .json, locale: english)
/// // 404, {"error":{"message":"…","status":404}}
/// ```
struct FailureAnswers: Sendable {
    /// The localizers the messages are worded with (shared with the forecasts).
    let presenters: PresenterPool
    let pages: SitePages

    /// - Parameters:
    ///   - retryAfter: seconds for `Retry-After` (a 503, a client over its share).
    ///   - query: what the reader typed, kept in the error page's search field.
    func answer(_ problem: ServiceProblem, format: ServiceFormat, locale: WeatherLocale, retryAfter: Int? = nil, query: String? = nil) -> Response {
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
        return .answer(problem.status, fields, body: Array(body.utf8))
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
