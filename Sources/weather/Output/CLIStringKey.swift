import WeatherLocalization
import WeatherStrings

/// The keys of the translation tables that only the `weather` command looks up: its usage,
/// file and network errors, warnings and hints. The library's ``StringKey`` keeps what every
/// frontend shows; both read the same tables (`Localizations/`), and `weather strings lint`
/// counts both registries as used (``usedKeys``).
enum CLIStringKey: String, CaseIterable {
    case inputStandardInput = "input.standardInput"
    case warningValueAdjusted = "warning.valueAdjusted"
    case warningValueDropped = "warning.valueDropped"
    case errorFileNotFound = "error.fileNotFound"
    case errorPermissionDenied = "error.permissionDenied"
    case errorIsDirectory = "error.isDirectory"
    case errorFileUnreadable = "error.fileUnreadable"
    case errorFileTooLarge = "error.fileTooLarge"
    case errorMalformedJSON = "error.malformedJSON"
    case errorMissingField = "error.missingField"
    case errorExpectedNumber = "error.expectedNumber"
    case errorExpectedText = "error.expectedText"
    case errorExpectedObject = "error.expectedObject"
    case errorExpectedList = "error.expectedList"
    case errorEmptyList = "error.emptyList"
    case errorInvalidField = "error.invalidField"
    case errorTimeOutOfRange = "error.timeOutOfRange"
    case errorApiError = "error.apiError"
    case errorUnknownLocale = "error.unknownLocale"
    case errorInvalidTimeZone = "error.invalidTimeZone"
    case errorInvalidSkeleton = "error.invalidSkeleton"
    case errorInvalidOption = "error.invalidOption"
    case errorNotANumber = "error.notANumber"
    case errorNothingToFormat = "error.nothingToFormat"
    case errorStdinTwice = "error.stdinTwice"
    case errorUnknownOption = "error.unknownOption"
    case errorUnknownOptionSuggestion = "error.unknownOptionSuggestion"
    case errorMissingValue = "error.missingValue"
    case errorInvalidChoice = "error.invalidChoice"
    case errorUnexpectedArgument = "error.unexpectedArgument"
    case errorMissingArgument = "error.missingArgument"
    case errorMissingOption = "error.missingOption"
    case errorTakesNoValue = "error.takesNoValue"
    case errorOptionsConflict = "error.optionsConflict"
    case errorOptionNeeds = "error.optionNeeds"
    case errorListPlacesNeedsPlace = "error.listPlacesNeedsPlace"
    case errorOutOfRange = "error.outOfRange"
    case errorStringsFile = "error.stringsFile"
    case errorInternal = "error.internal"
    case lintProblems = "lint.problems"
    case errorFileUnwritable = "error.fileUnwritable"
    case hintSetApiKey = "hint.setApiKey"
    case hintSetPlace = "hint.setPlace"
    case placesEntry = "places.entry"
    case warningKeyFileReadable = "warning.keyFileReadable"
    case warningCacheEntryIgnored = "warning.cacheEntryIgnored"
    case warningCacheNotWritten = "warning.cacheNotWritten"
    case warningProxyIgnored = "warning.proxyIgnored"
    case errorNoApiKey = "error.noApiKey"
    case errorInvalidApiKey = "error.invalidApiKey"
    case errorPlaceNotFound = "error.placeNotFound"
    case errorRateLimited = "error.rateLimited"
    case errorServerError = "error.serverError"
    case errorHttpStatus = "error.httpStatus"
    case errorTimeout = "error.timeout"
    case errorUnknownHost = "error.unknownHost"
    case errorUnreachable = "error.unreachable"
    case errorConnectionRefused = "error.connection.refused"
    case errorConnectionNetworkUnreachable = "error.connection.networkUnreachable"
    case errorConnectionHostUnreachable = "error.connection.hostUnreachable"
    case errorConnectionTimedOut = "error.connection.timedOut"
    case errorConnectionClosed = "error.connection.closed"
    case errorConnectionReset = "error.connection.reset"
    case errorConnectionProxyRefused = "error.connection.proxyRefused"
    case errorConnectionRedirects = "error.connection.redirects"
    case errorConnectionInvalidHTTP = "error.connection.invalidHTTP"
    case errorConnectionNone = "error.connection.none"
    case errorConnectionSystem = "error.connection.system"
    case errorTls = "error.tls"
    case errorTlsHandshake = "error.tls.handshake"
    case errorNotJSON = "error.notJSON"
    case errorTruncated = "error.truncated"
    case errorTooLarge = "error.tooLarge"
    case errorUnexpectedShape = "error.unexpectedShape"
    case errorUnknownPlaceholder = "error.unknownPlaceholder"
    case errorConfigFile = "error.configFile"
    case noteUnreviewed = "note.unreviewed"
    case noteCatalogDeviceReduced = "note.catalogDeviceReduced"
    case noteCatalogSkipped = "note.catalogSkipped"
    case warningTranslationMismatch = "warning.translationMismatch"

    /// Every key in use by the library, the command or the HTTP service (whose registry,
    /// ``ServiceKey``, sits beside the library's so this lint sees it): what the lint of the
    /// built-in tables accepts.
    static let usedKeys: Set<String> = StringKey.allKeys.union(allCases.map(\.rawValue)).union(ServiceKey.allCases.map(\.rawValue))
}

extension Localizer {
    /// The translation of one of the command's keys, with its specifiers filled from `arguments`.
    func string(_ key: CLIStringKey, _ arguments: FormatArgument...) -> String {
        string(key.rawValue, arguments: arguments)
    }
}
