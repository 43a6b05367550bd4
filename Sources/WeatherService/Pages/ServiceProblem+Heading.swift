import WeatherPresentation

extension ServiceProblem {
    /// The error page's heading: what went wrong, in a few words (`Place not found`).
    func heading(_ words: PageWords.ErrorHeadings) -> String {
        switch self {
        case .placeNotFound: words.placeNotFound
        case .badParameter, .methodNotAllowed, .uriTooLong: words.badRequest
        case .notFound: words.notFound
        case .unavailable, .overClientShare, .timeout, .badData: words.unavailable
        case .internalError: words.internalError
        }
    }
}
