import Testing
import WeatherCore
import WeatherTestSupport

@Suite("Decoding current weather")
struct CurrentWeatherDecodingTests {
    @Test("Seoul's current weather decodes to exactly the numbers in the response")
    func seoulDecodesExactly() throws {
        let decoded = try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
        let expected = CurrentWeatherResponse(
            coord: Coordinates(lon: 126.9778, lat: 37.5683),
            weather: [WeatherCondition(id: 800, main: "Clear", description: "clear sky", icon: "01d")],
            base: "stations",
            main: MainReadings(
                temp: 272.9, feelsLike: 268.12, tempMin: 271.83, tempMax: 273.71,
                pressure: 1027, humidity: 48, seaLevel: 1027, grndLevel: 1022),
            visibility: 10000,
            wind: Wind(speed: 4.63, deg: 320, gust: 8.75),
            clouds: Clouds(all: 0),
            dt: 1_796_277_000,
            sys: .init(type: 1, id: 8105, country: "KR", sunrise: 1_796_250_577, sunset: 1_796_285_646),
            timezoneOffsetSeconds: 32400,
            id: 1_835_848,
            name: "Seoul",
            cod: 200,
            units: .standard)
        #expect(decoded == expected)
        #expect(decoded.main.temp == 272.9)
        #expect(decoded.timezoneOffsetSeconds == 32400)
        #expect(decoded.rain == nil)
        #expect(decoded.snow == nil)
    }

    @Test("New York keeps every weather entry and the first is the primary condition")
    func newYorkKeepsExtraConditions() throws {
        let decoded = try OpenWeatherDecoder.decodeCurrent(Fixture.data("new-york-current"))
        #expect(decoded.weather.map(\.id) == [500, 701])
        #expect(decoded.weather.map(\.icon) == ["10d", "50d"])
        #expect(decoded.primaryCondition?.id == 500)
        #expect(decoded.primaryCondition?.group == .rain)
        #expect(decoded.weather[1].group == .atmosphere)
    }

    @Test("New York's rain in the last hour is kept and the absent 3-hour volume stays nil")
    func newYorkRain() throws {
        let decoded = try OpenWeatherDecoder.decodeCurrent(Fixture.data("new-york-current"))
        #expect(decoded.rain == Precipitation(oneHour: 0.25, threeHours: nil))
        #expect(decoded.snow == nil)
        #expect(decoded.visibility == 6437)
        #expect(decoded.timezoneOffsetSeconds == -18000)
        #expect(decoded.main.temp == 280.37)
        #expect(decoded.wind == Wind(speed: 4.12, deg: 210, gust: 7.2))
        #expect(decoded.sys == .init(type: 2, id: 2_039_034, country: "US", sunrise: 1_804_849_997, sunset: 1_804_892_319))
        #expect(decoded.name == "New York")
    }

    @Test("Kathmandu's missing optional fields decode as nil")
    func kathmanduMissingFieldsAreNil() throws {
        let decoded = try OpenWeatherDecoder.decodeCurrent(Fixture.data("kathmandu-current"))
        #expect(decoded.visibility == nil)
        #expect(decoded.wind == Wind(speed: 1.03, deg: nil, gust: nil))
        #expect(decoded.main.seaLevel == nil)
        #expect(decoded.main.grndLevel == nil)
        #expect(decoded.main.tempKf == nil)
        #expect(decoded.sys == .init(type: nil, id: nil, message: nil, country: "NP", sunrise: 1_784_590_524, sunset: 1_784_639_665))
        #expect(decoded.snow == nil)
    }

    @Test("Kathmandu's values and +05:45 offset are kept")
    func kathmanduValues() throws {
        let decoded = try OpenWeatherDecoder.decodeCurrent(Fixture.data("kathmandu-current"))
        #expect(decoded.timezoneOffsetSeconds == 20700)
        #expect(decoded.main.temp == 298.27)
        #expect(decoded.main.humidity == 83)
        #expect(decoded.rain == Precipitation(oneHour: 0.87))
        #expect(decoded.clouds.all == 75)
        #expect(decoded.weather == [WeatherCondition(id: 501, main: "Rain", description: "moderate rain", icon: "10d")])
    }

    @Test("A missing name becomes an empty string, like the empty name the API sends at sea")
    func missingNameIsEmpty() throws {
        let withoutName = try TestBody.current.replacingExactlyOnce(#","name":"Nowhere""#, with: "")
        let emptyName = try TestBody.current.replacingExactlyOnce(#""name":"Nowhere""#, with: #""name":"""#)
        #expect(try OpenWeatherDecoder.decodeCurrent(withoutName.data).name == "")
        #expect(try OpenWeatherDecoder.decodeCurrent(emptyName.data).name == "")
    }

    @Test("Near the poles sys may lack sunrise, sunset and country")
    func polarSysIsAccepted() throws {
        let decoded = try OpenWeatherDecoder.decodeCurrent(TestBody.current.data)
        #expect(decoded.sys == CurrentWeatherResponse.System())
    }

    @Test("A reported rain volume of zero is kept, distinct from no rain object")
    func zeroRainIsNotAbsentRain() throws {
        let body = try TestBody.current.replacingExactlyOnce(#""clouds""#, with: #""rain":{"1h":0},"clouds""#)
        let decoded = try OpenWeatherDecoder.decodeCurrent(body.data)
        #expect(decoded.rain == Precipitation(oneHour: 0))
        #expect(try OpenWeatherDecoder.decodeCurrent(TestBody.current.data).rain == nil)
    }
}
