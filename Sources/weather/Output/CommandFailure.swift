import ArgumentParser
import OpenWeatherAPI
import WeatherCore
import WeatherLocalization
import WeatherNetwork
import WeatherPresentation
import WeatherSettings
@_spi(Fuzzing) import WeatherStrings

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
        case cannotCreate = 73
        case temporaryFailure = 75
        case configuration = 78
    }

    var kind: Kind
    var message: FailureMessage
}

/// What went wrong, with the facts a message needs; worded by the translation tables.
enum FailureMessage {
    /// `errno` is the system's reason; the common ones have their own wording.
    case fileUnreadable(path: InputName, FileBytes.Problem)
    case decoding(file: InputName, OpenWeatherDecodingError)
    case fileUnwritable(path: String)
    case localization(LocalizationError)
    case presentation(file: InputName, PresentationError)
    case invalidOption(value: String, option: String)
    /// A command line that cannot run as typed.
    case usage(UsageProblem)
    case notANumber(String)
    case nothingToFormat
    case standardInputTwice
    /// A `.strings` table that does not parse, at its line and column.
    case stringsFile(StringsParseError)
    /// A `.stringsdict` file or entry that cannot be used.
    case stringsDict(StringsDictError)
    /// A String Catalog or one of its entries that cannot be used as it is.
    case stringCatalog(StringCatalogError)
    /// A catalog entry at `path` not yet reviewed (`state` `new` or `needs_review`).
    case unreviewedEntry(file: String, path: String, state: String)
    case internalError(String)
    /// Live weather failed (see `NetworkFailureMessage.swift`).
    /// A live request failed; `openMeteo`: the data was asked of Open-Meteo, which the
    /// failures that name the feed name instead of OpenWeather.
    case network(NetworkError, openMeteo: Bool = false)
    case noAPIKey(configFile: String)
    case unknownPlaceholder(name: String, known: [String])
    /// A key of the configuration file, on `line`, is wrong.
    case configKey(path: String, line: Int, key: String, ConfigurationFileError.KeyProblem)
    /// A file's bytes are not UTF-8 text.
    case notUTF8(InputName)
    /// The configuration file breaks TOML's grammar at `line` and `column`.
    case configSyntax(path: String, line: Int, column: Int, TOMLSyntaxProblem)

    /// The message in the user's language (the `--locale` one when it is valid, else the environment's).
    func text(_ localizer: Localizer) -> String {
        switch self {
        case .fileUnreadable(let path, let problem):
            return TableFileProblem(problem).text(path.text(localizer), localizer)
        case .usage(let problem):
            return problem.text(localizer)
        case .fileUnwritable(let path):
            return localizer.string(.errorFileUnwritable, .string(path))
        case .decoding(let file, let error):
            return Self.decodingText(file.text(localizer), error, localizer)
        case .localization(let error):
            switch error {
            case .unknownLocale(let locale):
                return localizer.string(.errorUnknownLocale, .string(locale))
            case .invalidLocaleKeyword(let locale, _, _):
                return localizer.string(.errorUnknownLocale, .string(locale))
            case .invalidTimeZone(let zone):
                return localizer.string(.errorInvalidTimeZone, .string(zone))
            case .invalidSkeleton(let skeleton):
                return localizer.string(.errorInvalidSkeleton, .string(skeleton))
            case .invalidOption(let name, let value):
                // The option as typed, never the library's English name for it.
                let option: OptionName = name == .fractionDigits ? .fractionDigits : .increment
                return localizer.string(.errorInvalidOption, .string(option.typed), .string(value))
            case .icuFailure:
                return localizer.string(.errorInternal, .string(error.description))
            }
        case .presentation(let file, let error):
            switch error {
            case .invalidTimeZoneOffset(let path, _):
                return localizer.string(.errorInvalidField, .string(file.text(localizer)), .string(path))
            case .timeOutOfRange(let path, _):
                return localizer.string(.errorTimeOutOfRange, .string(file.text(localizer)), .string(path))
            case .noData:
                return localizer.string(.errorInternal, .string(error.description))
            }
        case .invalidOption(let value, let option):
            return localizer.string(.errorInvalidOption, .string(option), .string(value))
        case .notANumber(let value):
            return localizer.string(.errorNotANumber, .string(value))
        case .nothingToFormat:
            return localizer.string(.errorNothingToFormat)
        case .standardInputTwice:
            return localizer.string(.errorStdinTwice)
        case .stringsFile(let error):
            return error.text(localizer)
        case .stringsDict(let error):
            return error.text(localizer)
        case .stringCatalog(let error):
            return error.text(localizer)
        case .unreviewedEntry(let file, let path, let state):
            return localizer.string(.errorInvalidField, .string(file), .string(path))
                + " (\(localizer.string(.errorXcstringsUnreviewed, .string(state))))"
        case .internalError(let detail):
            return localizer.string(.errorInternal, .string(detail))
        case .network(let error, let openMeteo):
            return error.text(localizer, openMeteo: openMeteo)
        case .noAPIKey(let configFile):
            return localizer.string(.errorNoApiKey, .string(configFile))
        case .unknownPlaceholder(let name, let known):
            return localizer.string(.errorUnknownPlaceholder, .string(name), .string(known.joined(separator: ", ")))
        case .configKey(let path, let line, let key, let problem):
            return localizer.string(.errorConfigKey, .string(path), .integer(line), .string(problem.text(key: key, localizer)))
        case .notUTF8(let file):
            return localizer.string(.errorNotUTF8, .string(file.text(localizer)))
        case .configSyntax(let path, let line, let column, let problem):
            return localizer.string(.errorConfigSyntax, .string(path), .integer(line), .integer(column), .string(problem.text(localizer)))
        }
    }

    private static func decodingText(_ file: String, _ error: OpenWeatherDecodingError, _ localizer: Localizer) -> String {
        switch error {
        case .malformedJSON(let syntax):
            if syntax.isNotUTF8 { return localizer.string(.errorNotUTF8, .string(file)) }
            return localizer.string(.errorMalformedJSON, .string(file), .integer(syntax.line), .integer(syntax.column))
        case .missingField(let path):
            return localizer.string(.errorMissingField, .string(file), .string(path))
        case .invalidValue(let path, let reason):
            // `$` is the JSON path of the whole document.
            let shown = FormatArgument.string(path.isEmpty ? "$" : path)
            switch reason {
            case .timeOutOfRange: return localizer.string(.errorTimeOutOfRange, .string(file), shown)
            case .expected(.number): return localizer.string(.errorExpectedNumber, .string(file), shown)
            case .expected(.string): return localizer.string(.errorExpectedText, .string(file), shown)
            case .expected(.object): return localizer.string(.errorExpectedObject, .string(file), shown)
            case .expected(.array): return localizer.string(.errorExpectedList, .string(file), shown)
            default: return localizer.string(.errorInvalidField, .string(file), shown)
            }
        case .emptyWeatherList(let path):
            return localizer.string(.errorEmptyList, .string(file), .string(path))
        case .apiError(let code, let message):
            return localizer.string(.errorApiError, .string(file), .string(code), .string(message))
        }
    }
}

/// How a message names an input: a path as given, standard input, or the bundled sample.
enum InputName: Equatable {
    case path(String)
    case standardInput
    case sample(String)

    init(argument: String) {
        self = argument == "-" ? .standardInput : .path(argument)
    }

    func text(_ localizer: Localizer) -> String {
        switch self {
        case .path(let path): path
        case .standardInput: localizer.string(.inputStandardInput)
        case .sample(let name): name
        }
    }
}

/// A size limit in the message's locale (`32 MB`, `32 Mo`); plain `32 MB` if ICU cannot say it.
func megabytes(_ bytes: Int, _ localizer: Localizer) -> String {
    localizer.validatedLocale.flatMap { try? DataSizeFormatter(locale: $0).megabytes(bytes) }
        ?? "\(bytes / (1024 * 1024)) MB"
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
/// The command validated its locale before it ran `body` (`nil` when it was not valid, or
/// none was asked for: the environment's words): a failure is worded in it, not read again.
func runReportingFailures(
    validLocale: WeatherLocale?, tables: LocalizationTables? = nil, _ body: () throws(CommandFailure) -> String
) throws {
    try runReportingFailures(validLocale: validLocale, tables: tables, parts: { () throws(CommandFailure) in [try body()] })
}

/// `runReportingFailures` for a command whose `--locale` (or the environment's, when `nil`)
/// is validated once, here: `body` formats in it, and a failure is worded in it, or in the
/// environment's when it was the locale that was wrong.
func runReportingFailures(resolving locale: String?, _ body: (WeatherLocale) throws(CommandFailure) -> String) throws {
    let resolved = Result { () throws(CommandFailure) in try LocaleOptions.resolve(locale) }
    try runReportingFailures(validLocale: try? resolved.get()) { () throws(CommandFailure) in try body(resolved.get()) }
}

/// `runReportingFailures` for output made of parts, written one after another rather than
/// joined first (the all-locales listing is tens of megabytes).
func runReportingFailures(
    validLocale: WeatherLocale?, tables: LocalizationTables? = nil, parts body: () throws(CommandFailure) -> [String]
) throws {
    try reportingFailures(MessageLocalizer.make(locale: validLocale, tables: tables), parts: body)
}

/// Runs `body`; a failure is worded by the localizer, made only then.
private func reportingFailures(_ localizer: @autoclosure () -> Localizer, parts body: () throws(CommandFailure) -> [String]) throws {
    let parts: [String]
    do {
        parts = try body()
    } catch {
        let localizer = localizer()
        // One line, whatever a file name, key or option value holds.
        StandardStreams.writeError("weather: \(DiagnosticText.escaping(error.message.text(localizer)))\n")
        throw ExitCode(error.kind.rawValue)
    }
    for part in parts { StandardStreams.writeOutput(part) }
}

/// The localizer for error messages: the requested locale if valid, else the environment's,
/// else English, so even "unknown locale" is reported in a language the user reads; in a
/// right-to-left language it isolates the values it quotes (``Localizer/isolatingTextArguments(_:)``).
enum MessageLocalizer {
    static func make(preferredLocale: String?, tables: LocalizationTables?) -> Localizer {
        make(locale: validated(preferredLocale), tables: tables)
    }

    /// The locale `text` names when it is valid (`nil` otherwise, or when none is given), for
    /// a command that words its messages in it and validates it once.
    static func validated(_ text: String?) -> WeatherLocale? {
        text.flatMap { try? WeatherLocale($0) }
    }

    /// `make(preferredLocale:tables:)` for a locale already validated (`nil` when it was not valid).
    static func make(locale: WeatherLocale?, tables: LocalizationTables?) -> Localizer {
        let locale = locale
            ?? (try? WeatherLocale.fromEnvironment(ProcessEnvironment.variables))
            ?? (try? WeatherLocale("en_US_POSIX"))
        let tables = tables ?? LocalizationTables.bundled()
        // Right to left, each quoted value is isolated, so Latin keeps its order ("«furlong»").
        if let locale, let localizer = try? Localizer(locale: locale, tables: tables) {
            return localizer.isolatingTextArguments(locale.isRightToLeft)
        }
        let english = LocalizationTables.developmentLanguage
        return Localizer(tables: tables, chain: TableChain(locale: english, tables: [english]), pluralRules: EnglishFallbackPluralRules())
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
        case .parseError(let error):
            .stringsFile(error)
        case .duplicateKey(_, let key, let file, let line, let firstLine):
            .stringsFile(StringsParseError(file: file, line: line, column: 1, kind: .duplicateKey(key: key, firstLine: firstLine)))
        case .stringsDictError(let error):
            .stringsDict(error)
        case .catalogError(let error):
            .stringCatalog(error)
        case .catalogEntryReduced(let entry):
            .stringCatalog(entry.note)
        case .unreviewed(let language, let key, let state, let file):
            .unreviewedEntry(file: file, path: "strings[\"\(key)\"].localizations.\(language)", state: state)
        }
    }
}

extension StringsParseError {
    /// What is wrong where (file, line, column), in the user's language.
    func text(_ localizer: Localizer) -> String {
        let detail: String
        switch kind {
        case .unreadable(let problem): return problem.text(file, localizer)
        case .unterminatedString: detail = localizer.string(.errorStringsUnterminatedString)
        case .unterminatedComment: detail = localizer.string(.errorStringsUnterminatedComment)
        case .missingSemicolon: detail = localizer.string(.errorStringsMissingSemicolon)
        case .missingEquals: detail = localizer.string(.errorStringsMissingEquals)
        case .expectedKey: detail = localizer.string(.errorStringsExpectedKey)
        case .expectedValue: detail = localizer.string(.errorStringsExpectedValue)
        case .invalidEscape(let escape): detail = localizer.string(.errorStringsInvalidEscape, .string(escape))
        case .invalidEncoding: detail = localizer.string(.errorStringsInvalidEncoding)
        case .duplicateKey(let key, let firstLine): detail = localizer.string(.errorStringsDuplicateKey, .string(key), .integer(firstLine))
        }
        guard line > 0 else { return localizer.string(.errorFileUnreadable, .string(file), .string(detail)) }
        return localizer.string(.errorStringsFile, .string(file), .integer(line), .integer(column), .string(detail))
    }
}

extension TableFileProblem {
    /// Why the file or folder `name` could not be read or written, in the user's language.
    func text(_ name: String, _ localizer: Localizer) -> String {
        switch self {
        case .missing, .missingDirectory: localizer.string(.errorFileNotFound, .string(name))
        case .permissionDenied: localizer.string(.errorPermissionDenied, .string(name))
        case .isDirectory: localizer.string(.errorIsDirectory, .string(name))
        case .tooLarge(let limit): localizer.string(.errorFileTooLarge, .string(name), .string(megabytes(limit, localizer)))
        case .cannotWrite: localizer.string(.errorFileUnwritable, .string(name))
        case .notADirectory: localizer.string(.errorFileUnreadable, .string(name), .string(localizer.string(.errorReasonNotADirectory)))
        case .notRegularFile: localizer.string(.errorFileUnreadable, .string(name), .string(localizer.string(.errorReasonNotRegularFile)))
        case .unreadable: localizer.string(.errorFileUnreadable, .string(name), .string(localizer.string(.errorReasonUnreadable)))
        }
    }
}

extension StringsDictError {
    /// What is wrong with the file or its entry, in the user's language; a malformed property
    /// list keeps its parser's English location and reason, for the translator's tools.
    func text(_ localizer: Localizer) -> String {
        let detail: String
        switch kind {
        case .unreadable(let problem): return problem.text(file, localizer)
        case .malformedPropertyList: detail = kind.message
        case .notAPropertyList: detail = localizer.string(.errorStringsdictNotAPropertyList)
        case .tooLarge(let bytes, let limit): detail = localizer.string(.errorStringsdictTooLarge, .integer(bytes), .integer(limit))
        case .nestedTooDeep(let limit): detail = localizer.string(.errorStringsdictNestedTooDeep, .integer(limit))
        case .sharedContainer: detail = localizer.string(.errorStringsdictSharedContainer)
        case .entryNotADictionary: detail = localizer.string(.errorStringsdictEntryNotADictionary)
        case .missingFormatKey: detail = localizer.string(.errorStringsdictMissingFormatKey)
        case .undefinedVariable(let name): detail = localizer.string(.errorStringsdictUndefinedVariable, .string(name))
        case .variableNotADictionary(let name): detail = localizer.string(.errorStringsdictVariableNotADictionary, .string(name))
        case .unsupportedSpecType(let name, let type): detail = localizer.string(.errorStringsdictUnsupportedSpecType, .string(name), .string(type))
        case .unsupportedValueType(let name, let type): detail = localizer.string(.errorStringsdictUnsupportedValueType, .string(name), .string(type))
        case .formNotAString(let name, let category): detail = localizer.string(.errorStringsdictFormNotAString, .string(name), .string(category.rawValue))
        }
        return localizer.string(.errorInvalidField, .string(file), .string(key ?? "$")) + " (\(detail))"
    }
}
