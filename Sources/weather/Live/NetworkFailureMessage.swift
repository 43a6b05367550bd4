import OpenWeatherAPI
import WeatherCore
import WeatherLocalization
import WeatherNetwork
import WeatherStrings

extension NetworkError {
    /// The sysexits code for this failure, as `weather --help` and the README list them.
    var exitKind: CommandFailure.Kind {
        switch self {
        case .invalidBaseURL, .invalidPlaceQuery: .usage
        case .invalidAPIKey: .configuration
        case .placeNotFound: .noInput
        case .rateLimited, .limitReached, .timeout: .temporaryFailure
        case .unknownHost: .noHost
        case .serverError, .httpStatus, .unreachable, .tls: .unavailable
        case .notJSON, .truncated, .tooLarge, .unexpectedShape, .invalidBody: .dataError
        }
    }

    /// One line in the user's language. URLs in it never hold the API key.
    /// - Parameter openMeteo: name Open-Meteo rather than OpenWeather where the line names the feed.
    func text(_ localizer: Localizer, openMeteo: Bool = false) -> String {
        switch self {
        case .invalidBaseURL(let text):
            return localizer.string(.errorInvalidOption, .string(OptionName.baseURL.typed), .string(text))
        case .invalidAPIKey:
            return localizer.string(.errorInvalidApiKey)
        case .placeNotFound(let query):
            return localizer.string(.errorPlaceNotFound, .string(query))
        case .invalidPlaceQuery(let query):
            // A usage problem with the place, worded as for any option value refused.
            let option: OptionName = switch query {
            case .name: .city
            case .zip: .zip
            case .coordinates: .lat
            }
            return localizer.string(.errorInvalidOption, .string(option.typed), .string(query.description))
        case .rateLimited:
            return localizer.string(openMeteo ? .errorRateLimitedOpenMeteo : .errorRateLimited)
        case .serverError(let status):
            return localizer.string(openMeteo ? .errorServerErrorOpenMeteo : .errorServerError, .integer(status))
        case .limitReached(let window):
            let feed = openMeteo ? "Open-Meteo" : "OpenWeather"
            return localizer.string(window == .day ? .errorLimitReachedDaily : .errorLimitReachedHourly, .string(feed))
        case .httpStatus(let url, let status, let reason?):
            return localizer.string(.errorHttpStatusReason, .string(url), .integer(status), .string(reason))
        case .httpStatus(let url, let status, nil):
            return localizer.string(.errorHttpStatus, .string(url), .integer(status))
        case .timeout(let host):
            return localizer.string(.errorTimeout, .string(host))
        case .unknownHost(let host):
            return localizer.string(.errorUnknownHost, .string(host))
        case .unreachable(let host, let reason):
            return localizer.string(.errorUnreachable, .string(host), .string(reason.text(localizer)))
        case .tls(let host, let reason):
            // The TLS library's own text is a technical dump; it stays in `description` for logs.
            _ = reason
            return localizer.string(.errorTls, .string(host), .string(localizer.string(.errorTlsHandshake)))
        case .notJSON(let url):
            return localizer.string(openMeteo ? .errorNotJSONOpenMeteo : .errorNotJSON, .string(url))
        case .truncated(let url):
            return localizer.string(.errorTruncated, .string(url))
        case .tooLarge(let url, let limit):
            return localizer.string(.errorTooLarge, .string(url), .string(megabytes(limit, localizer)))
        case .unexpectedShape(let url, let expected):
            return localizer.string(.errorUnexpectedShape, .string(url), .string(expected))
        case .invalidBody(let url, let error):
            return FailureMessage.decoding(file: .path(url), error).text(localizer)
        }
    }
}

extension ConnectionProblem {
    /// The reason in the user's language; another system error by its number.
    func text(_ localizer: Localizer) -> String {
        switch self {
        case .refused: localizer.string(.errorConnectionRefused)
        case .networkUnreachable: localizer.string(.errorConnectionNetworkUnreachable)
        case .hostUnreachable: localizer.string(.errorConnectionHostUnreachable)
        case .timedOut: localizer.string(.errorConnectionTimedOut)
        case .closed: localizer.string(.errorConnectionClosed)
        case .reset: localizer.string(.errorConnectionReset)
        case .proxyRefused: localizer.string(.errorConnectionProxyRefused)
        case .invalidHTTP: localizer.string(.errorConnectionInvalidHTTP)
        case .none: localizer.string(.errorConnectionNone)
        case .system(let code): localizer.string(.errorConnectionSystem, .integer(Int(code)))
        }
    }
}
