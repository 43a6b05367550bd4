import OpenWeatherAPI
import WeatherLocalization
import WeatherStrings

/// Why a request gets no forecast: its status and its message's key.
enum ServiceProblem: Equatable {
    case placeNotFound(String)
    case badParameter(String)
    case notFound
    case methodNotAllowed
    case uriTooLong
    /// OpenWeather failed (or the call budget is spent) and nothing is cached.
    case unavailable
    case timeout
    /// OpenWeather's data cannot be shown.
    case badData
    case internalError

    /// What a network failure means for the client: the place is unknown (404), the
    /// upstream timed out (504), sent something unusable (502), or is down, refusing our key
    /// or over budget (503: the service cannot serve now, and says when to retry).
    init(_ error: NetworkError, query: PlaceQuery) {
        switch error {
        case .placeNotFound: self = .placeNotFound(query.description)
        case .invalidPlaceQuery: self = .badParameter("place")
        case .timeout: self = .timeout
        case .unexpectedShape, .invalidBody: self = .badData
        case .invalidBaseURL: self = .internalError
        case .invalidAPIKey, .rateLimited, .serverError, .httpStatus, .unknownHost, .unreachable, .tls, .notJSON, .truncated, .tooLarge:
            self = .unavailable
        }
    }

    var status: Int {
        switch self {
        case .placeNotFound, .notFound: 404
        case .badParameter: 400
        case .methodNotAllowed: 405
        case .uriTooLong: 414
        case .unavailable: 503
        case .timeout: 504
        case .badData: 502
        case .internalError: 500
        }
    }

    /// The message in the localizer's language (English words if there is none).
    func message(_ localizer: Localizer?) -> String {
        func text(_ key: ServiceKey, _ arguments: FormatArgument...) -> String {
            localizer?.string(key.rawValue, arguments: arguments) ?? key.rawValue
        }
        return switch self {
        case .placeNotFound(let query): text(.errorPlaceNotFound, .string(query))
        case .badParameter(let name): text(.errorBadParameter, .string(name))
        case .notFound: text(.errorNotFound)
        case .methodNotAllowed: text(.errorMethodNotAllowed)
        case .uriTooLong: text(.errorURITooLong)
        case .unavailable: text(.errorUnavailable)
        case .timeout: text(.errorTimeout)
        case .badData: text(.errorBadData)
        case .internalError: text(.errorInternal)
        }
    }
}
