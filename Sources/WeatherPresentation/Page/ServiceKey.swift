/// The keys of a web page's own words (the search, the switchers, the error pages: see
/// ``PageWords``) and of the HTTP service's error answers (`weather serve`). They live in the
/// same tables as every other key; the CLI's lint registers them beside ``StringKey`` so that
/// `weather strings lint` checks them in every language. Here, not in WeatherLocalization,
/// since only the presentation's page words and the service read them.
package enum ServiceKey: String, Sendable, CaseIterable {
    /// The page title with a place: `%@` is the place (`Seoul weather`, `서울 날씨`).
    case pageTitle = "service.page.title"
    /// The search page's title and heading (`Weather`).
    case searchTitle = "service.search.title"
    /// The search field's label.
    case searchLabel = "service.search.label"
    /// The search button.
    case searchButton = "service.search.button"
    /// How to ask for a place, for clients that read text (`curl`).
    case searchUsage = "service.search.usage"
    /// Where the data comes from, under the forecast.
    case attribution = "service.attribution"
    /// 404: `%@` is the place asked for.
    case errorPlaceNotFound = "service.error.placeNotFound"
    /// 400: `%@` is the parameter's name.
    case errorBadParameter = "service.error.badParameter"
    /// 404 for a path that is not a place.
    case errorNotFound = "service.error.notFound"
    /// 405.
    case errorMethodNotAllowed = "service.error.methodNotAllowed"
    /// 414.
    case errorURITooLong = "service.error.uriTooLong"
    /// 503: OpenWeather failed (or the call budget is spent) and nothing is cached.
    case errorUnavailable = "service.error.unavailable"
    /// 429: one client asked for too many places not yet looked up.
    case errorTooManyNewPlaces = "service.error.tooManyNewPlaces"
    /// 504: OpenWeather did not answer in time.
    case errorTimeout = "service.error.timeout"
    /// 502: OpenWeather sent data that cannot be shown.
    case errorBadData = "service.error.badData"
    /// 500.
    case errorInternal = "service.error.internal"
    /// The page title with the temperature: `%1$@` the place, `%2$@` the temperature now.
    case pageTitleNow = "service.page.titleNow"
    /// The page's `<meta name="description">`: `%@` is the place.
    case pageDescription = "service.page.description"
    /// The search field's example (`Seoul, 10001,US or 37.57,126.98`).
    case searchPlaceholder = "service.search.placeholder"
    /// Under the search field: the three kinds of query it takes.
    case searchHelp = "service.search.help"
    /// The name of the links that switch °C and °F.
    case unitsLabel = "service.units.label"
    /// The name of the links that switch the page's language.
    case languagesLabel = "service.languages.label"
    /// The page's note for stale data: OpenWeather did not answer; `%@` is the data's age.
    case noticeStale = "service.notice.stale"
    /// Error page heading: no place matches the search.
    case errorHeadingPlaceNotFound = "service.error.heading.placeNotFound"
    /// Error page heading: the address asks for something the service cannot read.
    case errorHeadingBadRequest = "service.error.heading.badRequest"
    /// Error page heading: the address is not a page.
    case errorHeadingNotFound = "service.error.heading.notFound"
    /// Error page heading: no weather data to show now (OpenWeather failed or timed out).
    case errorHeadingUnavailable = "service.error.heading.unavailable"
    /// Error page heading: a fault of the service itself.
    case errorHeadingInternal = "service.error.heading.internal"
}
