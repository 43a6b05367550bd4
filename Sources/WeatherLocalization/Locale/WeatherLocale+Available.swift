internal import CICU

extension WeatherLocale {
    /// The identifiers of every locale ICU has data for, in ICU's order
    /// (`uloc_countAvailable` of them: 800 and more).
    ///
    /// ```swift
    /// WeatherLocale.availableIdentifiers.contains("ko_KR")  // true
    /// ```
    public static var availableIdentifiers: [String] {
        (0..<cicu_uloc_countAvailable()).compactMap { index in
            cicu_uloc_getAvailable(index).map { String(cString: $0) }
        }
    }
}
