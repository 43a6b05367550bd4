import WeatherLocalization

/// A negotiated locale reduced to what changes an answer's bytes: its language, script,
/// region and variants, and the `-u-` keywords the engine or ICU reads (calendar, hour
/// cycle, measurement system, temperature unit, numbering system, region override).
/// Private use (`en-x-v0`) and keywords nothing reads (`-u-zz-…`) are dropped, so
/// `en-x-v0` … `en-x-v9` are one rendering and one cache slot, `en`, not ten.
///
/// ```swift
/// OutputLocale.reduced(try WeatherLocale("en-x-v0")).identifier              // "en"
/// OutputLocale.reduced(try WeatherLocale("en-US-u-hc-h23-zz-abc")).identifier // "en_US@hours=h23"
/// ```
enum OutputLocale {
    /// The ICU keywords that change what is rendered (their ICU names: `hours` is `-u-hc-`).
    static let renderedKeywords: Set<String> = ["calendar", "hours", "measure", "mu", "numbers", "rg"]

    /// `locale` without what cannot change its answers (itself when nothing is dropped).
    static func reduced(_ locale: WeatherLocale) -> WeatherLocale {
        locale.keeping(keywords: renderedKeywords)
    }
}
