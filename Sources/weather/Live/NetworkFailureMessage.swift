import WeatherCore
import WeatherLocalization
import WeatherNetwork

extension NetworkError {
    /// The sysexits code for this failure, as `weather --help` and the README list them.
    var exitKind: CommandFailure.Kind {
        switch self {
        case .invalidBaseURL: .usage
        case .invalidAPIKey: .configuration
        case .placeNotFound: .noInput
        case .rateLimited, .timeout: .temporaryFailure
        case .unknownHost: .noHost
        case .serverError, .httpStatus, .unreachable, .tls: .unavailable
        case .notJSON, .truncated, .tooLarge, .unexpectedShape, .invalidBody: .dataError
        }
    }

    /// One line in the user's language. URLs in it never hold the API key.
    func text(_ localizer: Localizer) -> String {
        switch self {
        case .invalidBaseURL(let text):
            return localizer.string("error.invalidOption", .string(text), .string("--base-url"))
        case .invalidAPIKey:
            return localizer.string("error.invalidApiKey")
        case .placeNotFound(let query):
            return localizer.string("error.placeNotFound", .string(query))
        case .rateLimited:
            return localizer.string("error.rateLimited")
        case .serverError(let status):
            return localizer.string("error.serverError", .integer(status))
        case .httpStatus(let url, let status):
            return localizer.string("error.httpStatus", .string(url), .integer(status))
        case .timeout(let host):
            return localizer.string("error.timeout", .string(host))
        case .unknownHost(let host):
            return localizer.string("error.unknownHost", .string(host))
        case .unreachable(let host, let reason):
            return localizer.string("error.unreachable", .string(host), .string(Redaction.redact(reason)))
        case .tls(let host, let reason):
            return localizer.string("error.tls", .string(host), .string(Redaction.redact(reason)))
        case .notJSON(let url):
            return localizer.string("error.notJSON", .string(url))
        case .truncated(let url):
            return localizer.string("error.truncated", .string(url))
        case .tooLarge(let url, let limit):
            return localizer.string("error.tooLarge", .string(url), .string("\(limit / (1024 * 1024)) MB"))
        case .unexpectedShape(let url, let expected):
            return localizer.string("error.unexpectedShape", .string(url), .string(expected))
        case .invalidBody(let url, let error):
            return FailureMessage.decoding(file: url, error).text(localizer)
        }
    }
}
