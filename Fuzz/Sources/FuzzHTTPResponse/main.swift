#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import OpenWeatherAPI
import WeatherCore

/// What a server can send: a status, `Retry-After` and `Content-Length` headers, and a body,
/// read as the client reads an answer of each endpoint. Input: one byte for the endpoint,
/// one for the status, a `Retry-After` line, a `Content-Length` line, then the body.
enum Response {
    static let statuses = [200, 200, 200, 200, 401, 404, 429, 503]
    static let display = "https://api.openweathermap.org/data/2.5/weather?appid=…"
}

let status = FuzzDriver.run { data, size in
    var input = FuzzInput(FuzzDriver.bytes(data, size))
    let endpoint = OpenWeatherEndpoint.allCases[input.choice(OpenWeatherEndpoint.allCases.count)]
    let code = Response.statuses[input.choice(Response.statuses.count)]
    let headers = ["Retry-After": input.field(), "Content-Length": input.field()]
    let head = ResponseHead(status: code) { headers[$0].flatMap { $0.isEmpty ? nil : $0 } }
    if let failure = head.failure(settings: HTTPSettings(), display: Response.display, now: 1_445_412_480) {
        if let wait = failure.retryAfter { fuzzRequire(wait >= 0 && wait.isFinite, "Retry-After read as \(wait)") }
        _ = failure.error.description
        return 0
    }
    let body = input.rest
    do throws(NetworkError) {
        switch endpoint {
        case .current: _ = try ResponseReader.current(body, display: Response.display)
        case .forecast: _ = try ResponseReader.forecast(body, display: Response.display)
        case .direct, .reverse: _ = try ResponseReader.places(body, endpoint, display: Response.display)
        case .zip: _ = try ResponseReader.zipPlace(body, display: Response.display)
        case .airPollution, .airPollutionForecast, .airPollutionHistory:
            _ = try ResponseReader.airPollution(body, endpoint, display: Response.display)
        case .oneCall: _ = try ResponseReader.oneCall(body, display: Response.display)
        case .openMeteoForecast: _ = try ResponseReader.openMeteoForecast(body, display: Response.display)
        case .openMeteoAirQuality: _ = try ResponseReader.openMeteoAirQuality(body, display: Response.display)
        case .openMeteoSearch: _ = try ResponseReader.openMeteoPlaces(body, language: "ko", display: Response.display)
        }
    } catch {
        // Every failure reads as one line that never quotes a key.
        let text = error.description
        fuzzRequire(!text.contains("appid=") || text.contains("appid=…"), "a key in \(text)")
    }
    return 0
}
exit(status)
