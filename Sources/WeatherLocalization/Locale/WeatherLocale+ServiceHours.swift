extension WeatherLocale {
    /// The hour cycle the place's weather service writes where CLDR's default for the
    /// locale differs; `nil` elsewhere. A locale's own `-u-hc-` wins over it.
    ///
    /// - Traditional Chinese for Taiwan (`zh-Hant`, `zh-TW`): 24-hour times ("15時"), as the
    ///   Central Weather Administration's forecasts write them (cwa.gov.tw, checked 2026-12);
    ///   CLDR's default is 12-hour ("下午3時"). Hong Kong and Macau keep CLDR's.
    package var weatherServiceHourCycle: HourCycle? {
        guard language == "zh", region == nil || region == "TW", chineseScript == "Hant" else { return nil }
        return .h23
    }
}
