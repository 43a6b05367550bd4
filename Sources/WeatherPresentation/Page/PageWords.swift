package import WeatherStrings
import WeatherLocalization

/// The words of a web page around the forecast, in the page's language: the search, the
/// switchers' names, the credit, the titles and the error pages' headings. A page renderer
/// takes them with the view model, so it looks no word up itself.
///
/// ```swift
/// let words = presenter.pageWords
/// words.searchButton                                    // "Show"
/// words.pageTitleNow.filled("Seoul, South Korea", "0°C") // "Weather for Seoul, South Korea 0°C"
/// ```
public struct PageWords: Sendable, Equatable {
    /// The search page's title and heading (`Weather`).
    public var searchTitle: String
    public var searchLabel: String
    public var searchButton: String
    /// The search field's example (`Seoul, 10001,US or 37.57,126.98`).
    public var searchPlaceholder: String
    /// Under the search field: the three kinds of query it takes.
    public var searchHelp: String
    /// The name of the links that switch °C and °F.
    public var unitsLabel: String
    /// The name of the links that switch the page's language.
    public var languagesLabel: String
    /// Where the data comes from, in the footer.
    public var attribution: String
    /// The title with a place (`%1` the place).
    public var pageTitle: WordPattern
    /// The title with the temperature now (`%1` the place, `%2` the temperature).
    public var pageTitleNow: WordPattern
    /// The page's description (`%1` the place).
    public var pageDescription: WordPattern
    /// Stale data: the source did not answer (`%1` the data's age).
    public var staleNotice: WordPattern
    /// The place's heading (`header.place`: `%1` the place, `%2` its country), so that a
    /// page can isolate each part.
    public var place: WordPattern
    public var errorHeadings: ErrorHeadings

    /// The error pages' headings: what went wrong, in a few words (`Place not found`).
    public struct ErrorHeadings: Sendable, Equatable {
        public var placeNotFound: String
        /// The address asks for something that cannot be read (400, 405, 414).
        public var badRequest: String
        /// The address is not a page.
        public var notFound: String
        /// No weather data to show now.
        public var unavailable: String
        /// A fault of the service itself.
        public var internalError: String
    }

    /// The words in the localizer's language; without a localizer (its tables failed to
    /// load), empty words and the headings' keys, never English.
    package init(localizer: Localizer?) {
        func text(_ key: ServiceKey) -> String { localizer?.string(key.rawValue) ?? "" }
        func heading(_ key: ServiceKey) -> String { localizer?.string(key.rawValue) ?? key.rawValue }
        func pattern(_ key: String, arguments: Int) -> WordPattern {
            WordPattern(text: localizer?.string(key, arguments: WordPattern.placeholders.prefix(arguments).map { .string(String($0)) }) ?? "")
        }
        searchTitle = text(.searchTitle)
        searchLabel = text(.searchLabel)
        searchButton = text(.searchButton)
        searchPlaceholder = text(.searchPlaceholder)
        searchHelp = text(.searchHelp)
        unitsLabel = text(.unitsLabel)
        languagesLabel = text(.languagesLabel)
        attribution = text(.attribution)
        pageTitle = pattern(ServiceKey.pageTitle.rawValue, arguments: 1)
        pageTitleNow = pattern(ServiceKey.pageTitleNow.rawValue, arguments: 2)
        pageDescription = pattern(ServiceKey.pageDescription.rawValue, arguments: 1)
        staleNotice = pattern(ServiceKey.noticeStale.rawValue, arguments: 1)
        place = pattern(StringKey.headerPlace.rawValue, arguments: 2)
        errorHeadings = ErrorHeadings(
            placeNotFound: heading(.errorHeadingPlaceNotFound), badRequest: heading(.errorHeadingBadRequest),
            notFound: heading(.errorHeadingNotFound), unavailable: heading(.errorHeadingUnavailable),
            internalError: heading(.errorHeadingInternal))
    }
}

extension ForecastPresenter {
    /// A web page's own words in the presenter's language (``PageWords``).
    public var pageWords: PageWords { PageWords(localizer: localizer) }
}

/// A phrase with its string arguments still to fill, formatted once by the localizer with a
/// private-use character in each argument's place (U+E000 for the first, U+E001 for the
/// second): filling puts each argument where the language's pattern put it.
public struct WordPattern: Sendable, Equatable {
    /// The phrase with its placeholders.
    public var text: String

    static let placeholders: [Character] = ["\u{E000}", "\u{E001}", "\u{E002}"]

    public init(text: String) {
        self.text = text
    }

    /// The phrase with each placeholder replaced by its argument, in one pass, so that an
    /// argument's own characters are never replaced.
    public func filled(_ arguments: String...) -> String {
        var result = ""
        for character in text {
            if let index = Self.placeholders.firstIndex(of: character), index < arguments.count {
                result += arguments[index]
            } else {
                result.append(character)
            }
        }
        return result
    }
}
