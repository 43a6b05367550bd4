extension WeatherLocale {
    /// The locale POSIX tools would use for messages: the first non-empty of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`; `C`, `POSIX` or nothing at all mean `en_US_POSIX`.
    ///
    /// ```swift
    /// try WeatherLocale.fromEnvironment(["LANG": "ko_KR.UTF-8"]).identifier  // "ko_KR"
    /// ```
    public static func fromEnvironment(_ environment: [String: String]) throws(LocalizationError) -> WeatherLocale {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        return try WeatherLocale(name ?? "C")
    }
}
