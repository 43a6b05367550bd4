import WeatherLocalization
import WeatherStrings

/// A command line that cannot run as typed: an option ArgumentParser refused (as
/// ``UsageCheck`` finds it), or a combination of options `show` does not take. Worded by the translation tables, so a
/// usage error reads in the user's language like every other message.
enum UsageProblem: Equatable {
    /// `suggestion`: the option ArgumentParser thinks was meant (`--color` for `--colour`).
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String)
    /// `choices`: the values the option takes, when it has a fixed set.
    case invalidValue(value: String, option: String, choices: [String])
    case unexpectedArgument(String)
    case missingArgument(String)
    /// A required option left out (`format date` without `--skeleton`).
    case missingOption(String)
    case takesNoValue(option: String, value: String)
    /// Two options given together that exclude each other.
    case conflicting(String, String)
    /// An option given without the one it goes with.
    case needs(option: String, other: String)
    /// `--list-places` without a place to search.
    case listPlacesNeedsPlace
    case outOfRange(option: String, low: String, high: String)

    func text(_ localizer: Localizer) -> String {
        switch self {
        case .unknownOption(let name, nil):
            localizer.string(.errorUnknownOption, .string(name))
        case .unknownOption(let name, let suggestion?):
            localizer.string(.errorUnknownOptionSuggestion, .string(name), .string(suggestion))
        case .missingValue(let option):
            localizer.string(.errorMissingValue, .string(option))
        case .invalidValue(let value, let option, let choices) where !choices.isEmpty:
            localizer.string(.errorInvalidChoice, .string(option), .string(value), .string(choices.joined(separator: ", ")))
        case .invalidValue(let value, let option, _):
            localizer.string(.errorInvalidOption, .string(option), .string(value))
        case .unexpectedArgument(let argument):
            localizer.string(.errorUnexpectedArgument, .string(argument))
        case .missingArgument(let argument):
            localizer.string(.errorMissingArgument, .string(argument))
        case .missingOption(let option):
            localizer.string(.errorMissingOption, .string(option))
        case .takesNoValue(let option, let value):
            localizer.string(.errorTakesNoValue, .string(option), .string(value))
        case .conflicting(let first, let second):
            localizer.string(.errorOptionsConflict, .string(first), .string(second))
        case .needs(let option, let other):
            localizer.string(.errorOptionNeeds, .string(option), .string(other))
        case .listPlacesNeedsPlace:
            localizer.string(.errorListPlacesNeedsPlace)
        case .outOfRange(let option, let low, let high):
            localizer.string(.errorOutOfRange, .string(option), .string(low), .string(high))
        }
    }
}
