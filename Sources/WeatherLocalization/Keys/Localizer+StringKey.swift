package import WeatherStrings

extension Localizer {
    /// The translation of a registered key, exactly as written.
    package func string(_ key: StringKey) -> String {
        string(key.rawValue)
    }

    /// The translation of a registered key with its specifiers filled from `arguments`.
    ///
    /// ```swift
    /// korean.string(.headerObservedAt, .string("12월 3일 (목) 오후 2:50"))  // "12월 3일 (목) 오후 2:50 기준"
    /// ```
    package func string(_ key: StringKey, _ arguments: FormatArgument...) -> String {
        string(key.rawValue, arguments: arguments)
    }
}
