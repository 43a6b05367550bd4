import WeatherCore
import WeatherLocalization
@_spi(Fuzzing) import WeatherStrings

extension StringCatalogError {
    /// What is wrong with the catalog or its entry, in the user's language: the document's
    /// own faults as the JSON reader's messages word them, an entry's as a detail in
    /// parentheses after `error.invalidField`. Names from the file (keys, codes, devices)
    /// are shown as written.
    func text(_ localizer: Localizer) -> String {
        let at = FormatArgument.string(path)
        let detail: String
        switch problem {
        case .notJSON(let syntax):
            if syntax.isNotUTF8 { return localizer.string(.errorNotUTF8, .string(file)) }
            return localizer.string(.errorMalformedJSON, .string(file), .integer(syntax.line), .integer(syntax.column))
        case .expectedObject: return localizer.string(.errorExpectedObject, .string(file), at)
        case .missing: return localizer.string(.errorMissingField, .string(file), at)
        case .wrongTypeOrValue, .notACatalog: return localizer.string(.errorInvalidField, .string(file), at)
        case .notEncodable(let reason): return localizer.string(.errorInternal, .string(reason))
        case .notALanguageCode(let code):
            let lowered = code.lowercased()
            detail = lowered != code && LanguageCode.isWellFormed(lowered)
                ? localizer.string(.errorXcstringsLanguageCodeCase, .string(code), .string(lowered))
                : localizer.string(.errorXcstringsLanguageCode, .string(code))
        case .noReviewedDevice: detail = localizer.string(.errorXcstringsNoReviewedDevice)
        case .devicesReduced(let chosen, let leftOut, let unreviewed):
            let names = leftOut.map { name in
                unreviewed.contains(name) ? localizer.string(.errorXcstringsNotReviewed, .string(name)) : name
            }
            detail = names.isEmpty
                ? localizer.string(.errorXcstringsDevicesReduced, .string(chosen))
                : localizer.string(.errorXcstringsDevicesReducedLeavingOut, .string(chosen), .string(names.joined(separator: ", ")))
        case .unusedVariationKinds(let kinds):
            detail = localizer.string(.errorXcstringsUnusedVariations, .string(kinds.map { "variations.\($0)" }.joined(separator: ", ")))
        case .noText: detail = localizer.string(.errorXcstringsNoText)
        case .unsupportedSpecifier(let specifier): detail = localizer.string(.errorXcstringsUnsupportedSpecifier, .string(specifier))
        case .noPluralVariations: detail = localizer.string(.errorXcstringsNoPlural)
        case .notAPluralCategory(let name): detail = localizer.string(.errorXcstringsNotAPluralCategory, .string(name))
        case .noOtherForm: detail = localizer.string(.errorXcstringsNoOtherForm)
        }
        return localizer.string(.errorInvalidField, .string(file), at) + " (\(detail))"
    }
}
