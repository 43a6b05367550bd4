import WeatherLocalization
import WeatherStrings

extension ServiceProblem {
    /// The error page's heading: what went wrong, in a few words (`Place not found`).
    func heading(_ localizer: Localizer?) -> String {
        let key: ServiceKey = switch self {
        case .placeNotFound: .errorHeadingPlaceNotFound
        case .badParameter, .methodNotAllowed, .uriTooLong: .errorHeadingBadRequest
        case .notFound: .errorHeadingNotFound
        case .unavailable, .overClientShare, .timeout, .badData: .errorHeadingUnavailable
        case .internalError: .errorHeadingInternal
        }
        return localizer?.string(key.rawValue) ?? key.rawValue
    }
}
