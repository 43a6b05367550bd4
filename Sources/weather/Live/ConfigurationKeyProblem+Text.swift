import WeatherSettings
import WeatherStrings

extension ConfigurationFileError.KeyProblem {
    /// What is wrong with `key` (dotted with its table: `serve.port`) in the user's language,
    /// the detail of `error.configKey`.
    func text(key: String, _ localizer: Localizer) -> String {
        switch self {
        case .unknown(let known): localizer.string(.errorConfigUnknownKey, .string(key), .string(known.joined(separator: ", ")))
        case .wrongType(.string): localizer.string(.errorConfigMustBeString, .string(key))
        case .wrongType(.boolean): localizer.string(.errorConfigMustBeBoolean, .string(key))
        case .wrongType(.number): localizer.string(.errorConfigMustBeNumber, .string(key))
        case .wrongType(.table): localizer.string(.errorConfigMustBeTable, .string(key))
        case .outOfRange(let low, let high): localizer.string(.errorConfigOutOfRange, .string(key), .string(low), .string(high))
        case .notWholeNumber(let low, let high): localizer.string(.errorConfigNotWholeNumber, .string(key), .integer(low), .integer(high))
        case .empty: localizer.string(.errorConfigEmpty, .string(key))
        case .notOneOf(let choices): localizer.string(.errorConfigNotOneOf, .string(key), .string(choices.joined(separator: ", ")))
        case .notAddressRange(let text): localizer.string(.errorConfigNotAddressRange, .string(key), .string(text))
        case .unpaired(let pair):
            // Always two keys today (`lat` and `lon`); a longer set would name its first two.
            localizer.string(.errorConfigUnpaired, .string(pair.first ?? key), .string(pair.dropFirst().first ?? key))
        }
    }
}
