package import OpenWeatherAPI
import WeatherPresentation
package import WeatherLocalization
package import WeatherStrings

/// Why a request gets no forecast, as a value until its answer words it: its status and
/// its message's key.
package enum ServiceProblem: Equatable {
    case placeNotFound(String)
    case badParameter(RequestPart)
    case notFound
    case methodNotAllowed
    case uriTooLong
    /// OpenWeather failed (or the call budget is spent) and nothing is cached.
    case unavailable
    /// This client has spent its share of the upstream calls for new places.
    case overClientShare
    case timeout
    /// OpenWeather's data cannot be shown.
    case badData
    case internalError

    /// What a network failure means for the client: the place is unknown (404), the
    /// upstream timed out (504), sent something unusable (502), or is down, refusing our key
    /// or over budget (503: the service cannot serve now, and says when to retry).
    package init(_ error: NetworkError, query: PlaceQuery) {
        switch error {
        case .placeNotFound: self = .placeNotFound(query.description)
        case .invalidPlaceQuery: self = .badParameter(.place)
        case .timeout: self = .timeout
        case .unexpectedShape, .invalidBody: self = .badData
        case .invalidBaseURL: self = .internalError
        case .invalidAPIKey, .rateLimited, .limitReached, .serverError, .httpStatus, .unknownHost, .unreachable, .tls, .notJSON, .truncated, .tooLarge:
            self = .unavailable
        }
    }

    /// What a presenter that cannot open means: a locale whose keyword the engine cannot
    /// use (`?lang=en-u-ca-nope`, or `Accept-Language`) is the client's 400 naming `lang`;
    /// anything else ICU refused is the service's own failure, a 500 without details.
    package init(_ error: LocalizationError) {
        switch error {
        case .unknownLocale, .invalidLocaleKeyword: self = .badParameter(.parameter(.lang))
        case .invalidTimeZone, .invalidSkeleton, .invalidOption, .icuFailure: self = .internalError
        }
    }

    package var status: Int {
        switch self {
        case .placeNotFound, .notFound: 404
        case .badParameter: 400
        case .methodNotAllowed: 405
        case .uriTooLong: 414
        case .unavailable: 503
        case .overClientShare: 429
        case .timeout: 504
        case .badData: 502
        case .internalError: 500
        }
    }

    /// The message in the localizer's language; without a localizer, the message's key
    /// (`service.error.notFound`), never English words.
    package func message(_ localizer: Localizer?) -> String {
        func text(_ key: ServiceKey, _ arguments: FormatArgument...) -> String {
            localizer?.string(key.rawValue, arguments: arguments) ?? key.rawValue
        }
        return switch self {
        case .placeNotFound(let query): text(.errorPlaceNotFound, .string(query))
        case .badParameter(let part): text(.errorBadParameter, .string(part.name))
        case .notFound: text(.errorNotFound)
        case .methodNotAllowed: text(.errorMethodNotAllowed)
        case .uriTooLong: text(.errorURITooLong)
        case .unavailable: text(.errorUnavailable)
        case .overClientShare: text(.errorTooManyNewPlaces)
        case .timeout: text(.errorTimeout)
        case .badData: text(.errorBadData)
        case .internalError: text(.errorInternal)
        }
    }
}

/// What a 400 names: the part of the address the reader can correct, by the name it has there.
package enum RequestPart: Equatable, Sendable {
    /// The path: not an origin-form target, or a percent-escape that is not UTF-8.
    case path
    /// The place the path names, which the upstream's place search refuses (`/%2C`).
    case place
    /// A parameter the service reads, with a value it cannot use.
    case parameter(ForecastRequest.Parameter)
    /// A parameter given twice (`?format=json&format=text`), whatever its name.
    case repeated(String)

    /// The name the message quotes (`lang`, `path`).
    package var name: String {
        switch self {
        case .path: "path"
        case .place: "place"
        case .parameter(let parameter): parameter.rawValue
        case .repeated(let name): name
        }
    }
}
