/// What only a site knows of its page: its language and direction, and its links, which
/// name its addresses. ``PageRenderer`` takes it beside the view model and ``PageWords``.
///
/// ```swift
/// let site = PageSite(
///     language: "ko", rightToLeft: false, languageName: "한국어",
///     languageLinks: [PageLink(href: "/?city=Seoul&lang=en", text: "English", lang: "en")],
///     unitLinks: [PageLink(href: "/?city=Seoul&lang=ko&unit=celsius", text: "°C", isCurrent: true)])
/// ```
public struct PageSite: Sendable, Equatable {
    /// The page's `lang` (a BCP 47 tag) and its direction.
    public var language: String
    public var rightToLeft: Bool
    /// The page's language named in itself (`한국어`), beside the language menu.
    public var languageName: String?
    /// The same page in each language, the current one marked.
    public var languageLinks: [PageLink]
    /// The same page in each temperature unit, the one shown marked (a forecast page's).
    public var unitLinks: [PageLink]
    /// The unit asked for (`fahrenheit`), which a search keeps; `nil` when none was.
    public var unit: String?

    public init(
        language: String, rightToLeft: Bool, languageName: String? = nil, languageLinks: [PageLink] = [],
        unitLinks: [PageLink] = [], unit: String? = nil
    ) {
        self.language = language
        self.rightToLeft = rightToLeft
        self.languageName = languageName
        self.languageLinks = languageLinks
        self.unitLinks = unitLinks
        self.unit = unit
    }
}

/// A link of the page's menus; `lang` only for a language's (its `lang` and `hreflang`).
public struct PageLink: Sendable, Equatable {
    public var href: String
    public var text: String
    public var lang: String?
    /// The page shown now (`aria-current`).
    public var isCurrent: Bool

    public init(href: String, text: String, lang: String? = nil, isCurrent: Bool = false) {
        self.href = href
        self.text = text
        self.lang = lang
        self.isCurrent = isCurrent
    }
}
