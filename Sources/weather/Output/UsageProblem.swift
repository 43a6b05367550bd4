import WeatherLocalization
import WeatherStrings

/// A command line that cannot run as typed: an option ArgumentParser refused, or a
/// combination of options `show` does not take. Worded by the translation tables, so a
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

    /// Reads ArgumentParser's English message (`message(for:)`) back into a problem; `nil`
    /// for a form not known here, which is then shown as ArgumentParser wrote it.
    init?(argumentParserMessage fullMessage: String) {
        let lines = fullMessage.split(separator: "\n")
        guard let message = lines.first else { return nil }
        // The standard library's `firstRange(of:)`, not Foundation's `range(of:)`: that one
        // call alone linked all of Foundation, with its own ICU data (34 MB), into `weather`.
        func between(_ text: Substring, _ start: String, _ end: String) -> (Substring, rest: Substring)? {
            guard text.hasPrefix(start) else { return nil }
            let body = text.dropFirst(start.count)
            guard let close = body.firstRange(of: end) else { return nil }
            return (body[..<close.lowerBound], body[close.upperBound...])
        }
        /// `--locale <locale>` → `--locale`.
        func optionName(_ synopsis: Substring) -> String {
            String(synopsis.split(separator: " ", maxSplits: 1).first ?? synopsis)
        }
        if let (name, rest) = between(message, "Unknown option '", "'") {
            guard rest.isEmpty else {
                guard let (suggestion, end) = between(rest, ". Did you mean '", "'"), end == "?" else { return nil }
                self = .unknownOption(String(name), suggestion: String(suggestion))
                return
            }
            self = .unknownOption(String(name), suggestion: nil)
        } else if let (synopsis, rest) = between(message, "Missing value for '", "'"), rest.isEmpty {
            self = .missingValue(option: optionName(synopsis))
        } else if let (value, rest) = between(message, "The value '", "' is invalid for '"),
                  let close = rest.firstIndex(of: "'") {
            // ". Please provide one of 'a', 'b' or 'c'." on the line, or "  - a" lines below it.
            let tail = rest[rest.index(after: close)...]
            let quoted = tail.split(separator: "'", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let bulleted = lines.dropFirst().compactMap { $0.hasPrefix("  - ") ? String($0.dropFirst(4)) : nil }
            self = .invalidValue(value: String(value), option: optionName(rest[..<close]), choices: quoted + bulleted)
        } else if let (value, rest) = between(message, "Unexpected argument '", "'"), rest.isEmpty {
            self = .unexpectedArgument(String(value))
        } else if let colon = message.firstRange(of: " unexpected arguments: "), Int(message[..<colon.lowerBound]) != nil {
            self = .unexpectedArgument(message[colon.upperBound...].filter { $0 != "'" })
        } else if let (argument, rest) = between(message, "Missing expected argument '", "'"), rest.isEmpty {
            self = argument.hasPrefix("-") ? .missingOption(optionName(argument)) : .missingArgument(String(argument))
        } else if let (option, rest) = between(message, "The option '", "' does not take any value, but '"), rest.hasSuffix("' was specified.") {
            self = .takesNoValue(option: String(option), value: String(rest.dropLast("' was specified.".count)))
        } else {
            return nil
        }
    }

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
