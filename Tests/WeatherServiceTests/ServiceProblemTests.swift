import OpenWeatherAPI
import Testing
import WeatherLocalization
import WeatherService
import WeatherStrings

/// Each failure keeps its own status, and its message is worded only at the end, in the
/// answer's language: nothing of an internal failure's detail reaches the client.
@Suite("Each failure its own status and message")
struct ServiceProblemTests {
    static let english: Localizer? = try? Localizer(locale: WeatherLocale("en"), tables: .bundled(for: WeatherLocale("en")))

    @Test("A failure upstream is 404, 400, 502, 503, 504 or 500 by what it means for the client", arguments: [
        (NetworkError.placeNotFound(query: "Atlantis"), 404, "No place found for “Atlantis”"),
        (.invalidPlaceQuery(.name(",")), 400, "The value of “place” is not valid"),
        (.timeout(host: "api.openweathermap.org"), 504, "The weather data source did not respond in time. Please try again later."),
        (.unexpectedShape(url: "https://api.openweathermap.org/data/2.5/weather", expected: "an object"), 502,
         "The weather data source sent data that cannot be shown"),
        (.serverError(status: 500), 503, "Weather data is unavailable right now. Please try again later."),
        (.rateLimited, 503, "Weather data is unavailable right now. Please try again later."),
        (.invalidBaseURL("ftp://example"), 500, "Something went wrong on our side. Please try again later."),
    ])
    func upstream(error: NetworkError, status: Int, message: String) throws {
        let problem = ServiceProblem(error, query: .name("Atlantis"))
        let english = try #require(Self.english)
        #expect(problem.status == status)
        #expect(problem.message(english) == message)
    }

    @Test("A presenter that cannot open: the locale's fault is a 400 naming lang, ICU's a 500 without its details", arguments: [
        (LocalizationError.invalidLocaleKeyword(locale: "en@calendar=nope", keyword: "calendar", value: "nope"), 400,
         "The value of “lang” is not valid"),
        (.unknownLocale("zz"), 400, "The value of “lang” is not valid"),
        (.icuFailure(operation: "udat_open", code: "U_MISSING_RESOURCE_ERROR"), 500, "Something went wrong on our side. Please try again later."),
        (.invalidSkeleton("Q!"), 500, "Something went wrong on our side. Please try again later."),
    ])
    func presenter(error: LocalizationError, status: Int, message: String) throws {
        let problem = ServiceProblem(error)
        let english = try #require(Self.english)
        #expect(problem.status == status)
        #expect(problem.message(english) == message)
    }

    @Test("A 400 names the part of the address the reader can correct, as written there")
    func namedParts() {
        #expect(RequestPart.path.name == "path")
        #expect(RequestPart.place.name == "place")
        #expect(RequestPart.parameter(.aqi).name == "aqi")
        #expect(RequestPart.repeated("units").name == "units")
        #expect(ServiceProblem.badParameter(.repeated("units")).message(Self.english) == "The value of “units” is not valid")
    }
}
