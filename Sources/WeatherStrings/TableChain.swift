/// The translation tables a locale's lookups try, in order, as its locale model worked
/// them out (WeatherLocalization's `WeatherLocale` asks ICU); a ``Localizer`` keeps those
/// it has tables for and ends with English.
///
/// ```swift
/// TableChain(locale: "zh_TW", language: "zh", tables: ["zh_Hant_TW", "zh_TW", "zh_Hant"])
/// ```
public struct TableChain: Sendable, Hashable {
    /// The locale's id (`zh_TW`, `ko_KR@hours=h23`), as the frontends show it.
    public let locale: String
    /// The locale's language, deprecated codes replaced (`he` for `iw`).
    public let language: String
    /// The table ids to try, most specific first.
    public let tables: [String]
    /// Tables tried only when none of ``tables`` exists: a close variety (`pt_BR` for `pt_PT`).
    public let standIns: [String]

    /// A chain as given; `language` defaults to the first subtag of `locale`.
    public init(locale: String, language: String? = nil, tables: [String], standIns: [String] = []) {
        self.locale = locale
        self.language = language ?? String(locale.prefix { $0 != "_" && $0 != "-" && $0 != "@" })
        self.tables = tables
        self.standIns = standIns
    }
}
