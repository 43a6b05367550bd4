import ArgumentParser
import WeatherCore
import WeatherLocalization
import WeatherNetwork
import WeatherPresentation

/// A failure the user can act on: one localized line for stderr and a sysexits-style code.
struct CommandFailure: Error {
    /// Exit codes from sysexits(3), documented in `weather --help` and the README.
    enum Kind: Int32 {
        case findings = 1
        case usage = 64
        case dataError = 65
        case noInput = 66
        case noHost = 68
        case unavailable = 69
        case software = 70
        case temporaryFailure = 75
        case configuration = 78
    }

    var kind: Kind
    var message: FailureMessage
}

/// What went wrong, with the facts a message needs; worded by the translation tables.
enum FailureMessage {
    case fileUnreadable(path: String, reason: String)
    case decoding(file: String, OpenWeatherDecodingError)
    case localization(LocalizationError)
    case presentation(file: String, PresentationError)
    case invalidOption(value: String, option: String)
    case invalidField(file: String, path: String, detail: String)
    case stringsFile(file: String, line: Int, column: Int, detail: String)
    case internalError(String)
    /// Live weather failed (see `NetworkFailureMessage.swift`).
    case network(NetworkError)
    case noAPIKey(configFile: String)
    case unknownPlaceholder(name: String, known: [String])
    case configFile(path: String, detail: String)

    /// The message in the user's language (the `--locale` one when it is valid, else the environment's).
    func text(_ localizer: Localizer) -> String {
        switch self {
        case .fileUnreadable(let path, let reason):
            return localizer.string("error.fileUnreadable", .string(path), .string(reason))
        case .decoding(let file, let error):
            switch error {
            case .malformedJSON(let detail):
                return localizer.string("error.malformedJSON", .string(file), .string(detail))
            case .missingField(let path):
                return localizer.string("error.missingField", .string(file), .string(path))
            case .invalidValue(let path, let detail):
                // `$` is the JSON path of the whole document.
                return localizer.string("error.invalidField", .string(file), .string(path.isEmpty ? "$" : path)) + " (\(detail))"
            case .emptyWeatherList(let path):
                return localizer.string("error.invalidField", .string(file), .string(path))
            case .apiError(let code, let message):
                return localizer.string("error.apiError", .string(file), .string(code), .string(message))
            }
        case .localization(let error):
            switch error {
            case .unknownLocale(let locale):
                return localizer.string("error.unknownLocale", .string(locale))
            case .invalidLocaleKeyword(let locale, _, _):
                return localizer.string("error.unknownLocale", .string(locale))
            case .invalidTimeZone(let zone):
                return localizer.string("error.invalidTimeZone", .string(zone))
            case .invalidSkeleton(let skeleton):
                return localizer.string("error.invalidSkeleton", .string(skeleton))
            case .invalidOption(let name, let value):
                return localizer.string("error.invalidOption", .string(value), .string(name))
            case .icuFailure:
                return localizer.string("error.internal", .string(error.description))
            }
        case .presentation(let file, let error):
            switch error {
            case .invalidTimeZoneOffset(let path, _):
                return localizer.string("error.invalidField", .string(file), .string(path))
            case .timeOutOfRange(let path, let seconds):
                return localizer.string("error.invalidField", .string(file), .string(path)) + " (\(UnixTime.outOfRangeDetail(seconds)))"
            case .noData:
                return localizer.string("error.internal", .string(error.description))
            }
        case .invalidOption(let value, let option):
            return localizer.string("error.invalidOption", .string(value), .string(option))
        case .invalidField(let file, let path, let detail):
            return localizer.string("error.invalidField", .string(file), .string(path)) + " (\(detail))"
        case .stringsFile(let file, let line, let column, let detail):
            return localizer.string("error.stringsFile", .string(file), .integer(line), .integer(column), .string(detail))
        case .internalError(let detail):
            return localizer.string("error.internal", .string(detail))
        case .network(let error):
            return error.text(localizer)
        case .noAPIKey(let configFile):
            return localizer.string("error.noApiKey", .string(configFile))
        case .unknownPlaceholder(let name, let known):
            return localizer.string("error.unknownPlaceholder", .string(name), .string(known.joined(separator: ", ")))
        case .configFile(let path, let detail):
            return localizer.string("error.configFile", .string(path), .string(detail))
        }
    }
}

extension CommandFailure {
    static func usage(_ error: LocalizationError) -> CommandFailure {
        CommandFailure(kind: .usage, message: .localization(error))
    }

    static func invalidOption(_ value: String, _ option: String) -> CommandFailure {
        CommandFailure(kind: .usage, message: .invalidOption(value: value, option: option))
    }
}

/// Runs `body`; a `CommandFailure` becomes one localized line on stderr and its exit code.
/// Nothing reaches stdout unless `body` finished: output is written in one piece at the end.
func runReportingFailures(locale: String?, tables: LocalizationTables? = nil, _ body: () throws(CommandFailure) -> String) throws {
    let output: String
    do {
        output = try body()
    } catch {
        let localizer = MessageLocalizer.make(preferredLocale: locale, tables: tables)
        StandardStreams.writeError("weather: \(error.message.text(localizer))\n")
        throw ExitCode(error.kind.rawValue)
    }
    StandardStreams.writeOutput(output)
}

/// The localizer for error messages: the requested locale if valid, else the environment's,
/// else English, so even "unknown locale" is reported in a language the user reads.
enum MessageLocalizer {
    static func make(preferredLocale: String?, tables: LocalizationTables?) -> Localizer {
        let locale = preferredLocale.flatMap { try? WeatherLocale($0) }
            ?? (try? WeatherLocale.fromEnvironment(ProcessEnvironment.variables))
            ?? (try? WeatherLocale("en_US_POSIX"))
        let tables = tables ?? (try? LocalizationTables.bundled()) ?? LocalizationTables()
        if let locale, let localizer = try? Localizer(locale: locale, tables: tables) { return localizer }
        return Localizer(tables: tables, locale: "en", pluralRules: EnglishFallbackPluralRules())
    }

    /// Only reached if ICU cannot open English plural rules, i.e. never in practice.
    private struct EnglishFallbackPluralRules: PluralRules {
        func category(for number: Double) -> PluralCategory { number == 1 ? .one : .other }
    }
}

extension LocalizationLoadProblem {
    /// A problem in a `--localizations` table, with its file, line and column when known.
    var failureMessage: FailureMessage {
        switch self {
        case .parseError(let error) where error.line > 0:
            .stringsFile(file: error.file, line: error.line, column: error.column, detail: error.kind.message)
        case .duplicateKey(_, let key, let file, let line, let firstLine):
            .stringsFile(file: file, line: line, column: 1, detail: "duplicate key '\(key)' (first on line \(firstLine))")
        case .parseError(let error):
            .fileUnreadable(path: error.file, reason: error.kind.message)
        case .stringsDictError(let error):
            .invalidField(file: error.file, path: error.key ?? "$", detail: error.kind.message)
        }
    }
}
