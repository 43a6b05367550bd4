import OpenWeatherAPI
import WeatherCore
import WeatherLocalization
import WeatherPresentation
import WeatherRendering

/// The site's HTML pages: WeatherRendering's ``PageRenderer`` writes them from the contexts
/// ``PageContexts`` makes of the view model and ``PageWords``; the site adds what only it
/// knows, its addresses (the unit and language links) and the locale's tag and direction.
struct SitePages: Sendable {
    private let renderer = PageRenderer()

    /// What a forecast page needs besides the view model: the place asked for (its links
    /// keep it), the unit asked for and when the page should load itself again.
    struct ForecastPage {
        var place: PlaceQuery
        var unit: TemperatureUnit?
        /// Seconds until the data expires (`/page.js` then reloads a page nobody is typing in); `nil`: no reload.
        var refreshSeconds: Int?
    }

    /// The forecast page: the glanceable top, the chart of the next hours, the current
    /// conditions and the two tables, each value with its spoken form for screen readers.
    func forecast(_ viewModel: ForecastViewModel, words: PageWords, locale: WeatherLocale, page request: ForecastPage) -> String {
        var site = Self.site(locale, place: request.place, unit: request.unit)
        site.unitLinks = PageLinks.unitLinks(place: request.place, lang: locale.languageTag, shown: viewModel.temperatureUnit)
        return renderer.forecast(viewModel, words: words, site: site, refreshSeconds: request.refreshSeconds)
    }

    /// `GET /` without a place: the title and the search form with its help.
    func search(words: PageWords, locale: WeatherLocale) -> String {
        renderer.search(words: words, site: Self.site(locale, place: nil, unit: nil))
    }

    /// An error page: a heading that says what went wrong, the message, and the search
    /// form with the query that failed still in it.
    func error(_ problem: ServiceProblem, message: String, query: String?, words: PageWords, locale: WeatherLocale) -> String {
        renderer.error(
            status: problem.status, heading: problem.heading(words.errorHeadings), message: message, query: query,
            words: words, site: Self.site(locale, place: nil, unit: nil))
    }

    /// The page's language, and its links to the same place in each language.
    private static func site(_ locale: WeatherLocale, place: PlaceQuery?, unit: TemperatureUnit?) -> PageSite {
        let language = locale.languageTag
        return PageSite(
            language: language, rightToLeft: locale.isRightToLeft,
            languageName: PageLinks.languages.first { $0.lang == language }?.name,
            languageLinks: PageLinks.languageLinks(place: place, language: language, unit: unit), unit: unit?.rawValue)
    }
}
