import WeatherLocalization

/// A negotiated locale reduced to what changes an answer's bytes: its language, script and
/// region, the variants locale data has (`POSIX`), and the `-u-` keywords the engine or ICU
/// reads (calendar, hour cycle, measurement system, temperature unit, numbering system,
/// region override). Private use (`en-x-v0`), variants nothing reads (`en-v0001x`) and
/// keywords nothing reads (`-u-zz-…`) are dropped, so `en-x-v0` … `en-x-v9` and
/// `en-v0001x` … are one rendering and one cache slot, `en`, not one each.
///
/// ```swift
/// OutputLocale.reduced(try WeatherLocale("en-x-v0")).identifier              // "en"
/// OutputLocale.reduced(try WeatherLocale("en-US-v0001x")).identifier         // "en_US"
/// OutputLocale.reduced(try WeatherLocale("en-US-u-hc-h23-zz-abc")).identifier // "en_US@hours=h23"
/// ```
enum OutputLocale {
    /// The ICU keywords that change what is rendered (their ICU names: `hours` is `-u-hc-`).
    static let renderedKeywords: Set<String> = ["calendar", "hours", "measure", "mu", "numbers", "rg"]

    /// The variants ICU 72's locale data has a locale for (`en_US_POSIX`; `ja_JP_TRADITIONAL`
    /// and `th_TH_TRADITIONAL`, which name calendars); no table of ours has a variant.
    static let readVariants: Set<String> = ["POSIX", "TRADITIONAL"]

    /// `locale` without what cannot change its answers (itself when nothing is dropped).
    static func reduced(_ locale: WeatherLocale) -> WeatherLocale {
        locale.keeping(keywords: renderedKeywords).keeping(variants: readVariants)
    }
}
