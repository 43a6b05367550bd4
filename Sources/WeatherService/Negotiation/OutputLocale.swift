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
        let parts = locale.identifier.split(separator: "@", maxSplits: 1)
        guard parts.count == 2 else { return locale }
        let kept = parts[1].split(separator: ";").filter { keyword in
            renderedKeywords.contains(String(keyword.prefix { $0 != "=" }).lowercased())
        }
        let identifier = kept.isEmpty ? String(parts[0]) : parts[0] + "@" + kept.joined(separator: ";")
        guard identifier != locale.identifier else { return locale }
        // The reduced id names a subset of what was valid, so it is valid too; were it not,
        // the full locale still renders correctly (only its cache slot is its own).
        return (try? WeatherLocale(identifier)) ?? locale
    }
}
