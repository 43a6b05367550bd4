/// The lunisolar calendars a lunar date can be reckoned in: ICU's `chinese` (Chinese time,
/// as Chinese and Hong Kong almanacs) and `dangi` (Korean time, as KASI's 음력). They differ
/// when a new moon falls between midnight in Korea and midnight in China: 2012's leap month
/// is the third in `dangi` (윤3월) and the fourth in `chinese` (闰四月).
package enum LunarCalendar: String, Sendable, Hashable, Codable, CaseIterable {
    case chinese
    case dangi

    /// The calendar a locale shows a lunar date in, or `nil` for none.
    ///
    /// The `-u-ca-` keyword decides when given: `chinese` or `dangi` turn it on in any
    /// language, any other calendar (`gregory`) turns it off. Without one, Korean readers get
    /// `dangi` and Chinese readers (`zh`, `yue`) `chinese`; others none.
    ///
    /// ```swift
    /// LunarCalendar.shown(for: try WeatherLocale("ko-KR"))                // .dangi
    /// LunarCalendar.shown(for: try WeatherLocale("en-US-u-ca-chinese"))   // .chinese
    /// LunarCalendar.shown(for: try WeatherLocale("ko-KR-u-ca-gregory"))   // nil
    /// ```
    package static func shown(for locale: WeatherLocale) -> LunarCalendar? {
        if let keyword = ICULocaleData.keyword("calendar", in: locale.identifier) {
            return LunarCalendar(rawValue: keyword)
        }
        switch locale.language {
        case "ko": return .dangi
        case "zh", "yue": return .chinese
        default: return nil
        }
    }

    /// The calendar a lunar date is shown in when a setting asks (`lunar = true` in the
    /// configuration, `?lunar=1`, `weather format lunar-date`): the locale's
    /// (``shown(for:)``), else `dangi` for Korean and `chinese` for anyone else.
    package static func asked(for locale: WeatherLocale) -> LunarCalendar {
        shown(for: locale) ?? (locale.language == "ko" ? .dangi : .chinese)
    }

    /// The calendar to show with a setting that may say yes (`true`), no (`false`) or
    /// nothing (`nil`: the locale decides).
    ///
    /// ```swift
    /// LunarCalendar.shown(for: try WeatherLocale("ko-KR"), setting: false)  // nil
    /// LunarCalendar.shown(for: try WeatherLocale("en-US"), setting: true)   // .chinese
    /// ```
    package static func shown(for locale: WeatherLocale, setting: Bool?) -> LunarCalendar? {
        switch setting {
        case nil: shown(for: locale)
        case true?: asked(for: locale)
        case false?: nil
        }
    }
}
