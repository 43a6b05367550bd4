import HTTPTypes
import Hummingbird
import NIOCore
import WeatherCore
import WeatherLocalization
import WeatherPresentation
import WeatherRendering
import WeatherStrings

/// The forecast route's own answers: the search page and a forecast (the security fields
/// are ``SecurityHeaders``', a forecast's 304 ``NotModified``'s, a failure ``FailureAnswers``').
extension WeatherSite {
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
        return .answer(200, fields, body: Array(text.utf8))
    }

    /// A forecast answer, kept by caches for `maxAge` seconds (`Age`: how stale it is).
    func forecastAnswer(_ body: [UInt8], tag: String, format: ServiceFormat, language: String, maxAge: Int, age: Int?) -> Response {
        var fields: [(HTTPField.Name, String)] = [
            (.contentType, format.contentType), (.contentLanguage, language), (.vary, "Accept, Accept-Language"), (.eTag, tag),
            (.cacheControl, "max-age=\(maxAge)"),
        ]
        if let age { fields.append((.age, String(age))) }
        return .answer(200, fields, body: body)
    }
}
