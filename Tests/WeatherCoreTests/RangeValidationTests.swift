import Testing
import WeatherCore
import WeatherTestSupport

@Suite("Out-of-range values")
struct RangeValidationTests {
    private func seoulCurrent() throws -> CurrentWeatherResponse {
        try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
    }

    private func seoulForecast() throws -> ForecastResponse {
        try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
    }

    @Test("Humidity above 100 % is rejected at main.humidity")
    func humidityAbove100() throws {
        var response = try seoulCurrent()
        response.main.humidity = 101
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "main.humidity", detail: "101 is outside 0...100")) {
            try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(response))
        }
    }

    @Test("A negative Kelvin temperature is rejected at its forecast path")
    func negativeKelvin() throws {
        var response = try seoulForecast()
        response.list[12].main.temp = -1
        #expect(throws: OpenWeatherDecodingError.invalidValue(
            path: "list[12].main.temp", detail: "-1.0 is below absolute zero (0 K)")
        ) {
            try OpenWeatherDecoder.decodeForecast(TestBody.encoded(response))
        }
    }

    @Test("Absolute zero depends on the declared units", arguments: [
        (OpenWeatherUnits.standard, -0.5, "-0.5 is below absolute zero (0 K)"),
        (.metric, -273.5, "-273.5 is below absolute zero (-273.15 °C)"),
        (.imperial, -460.0, "-460.0 is below absolute zero (-459.67 °F)"),
    ])
    func absoluteZeroPerUnits(units: OpenWeatherUnits, feelsLike: Double, detail: String) throws {
        var response = try seoulCurrent()
        response.main.feelsLike = feelsLike
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "main.feels_like", detail: detail)) {
            try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(response), units: units)
        }
    }

    @Test("Sub-zero Celsius and Fahrenheit values above absolute zero are accepted")
    func subZeroInMetricAndImperial() throws {
        var response = try seoulCurrent()
        response.main.temp = -273.15
        response.main.tempMin = -40
        let data = try TestBody.encoded(response)
        #expect(try OpenWeatherDecoder.decodeCurrent(data, units: .metric).main.temp == -273.15)
        #expect(try OpenWeatherDecoder.decodeCurrent(data, units: .imperial).main.tempMin == -40)
    }

    @Test("A probability of precipitation outside 0...1 is rejected at list[n].pop", arguments: [1.5, -0.1])
    func popOutOfRange(pop: Double) throws {
        var response = try seoulForecast()
        response.list[3].probabilityOfPrecipitation = pop
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "list[3].pop", detail: "\(pop) is outside 0...1")) {
            try OpenWeatherDecoder.decodeForecast(TestBody.encoded(response))
        }
    }

    @Test("Cloud cover above 100 % is rejected at clouds.all")
    func cloudsAbove100() throws {
        var response = try seoulForecast()
        response.list[0].clouds.all = 120
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "list[0].clouds.all", detail: "120 is outside 0...100")) {
            try OpenWeatherDecoder.decodeForecast(TestBody.encoded(response))
        }
    }

    @Test("Negative wind speeds and volumes and a direction past 360° are rejected")
    func windAndPrecipitation() throws {
        var speed = try seoulCurrent()
        speed.wind.speed = -2
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "wind.speed", detail: "-2.0 is negative")) {
            try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(speed))
        }
        var direction = try seoulCurrent()
        direction.wind.deg = 400
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "wind.deg", detail: "400.0 is outside 0...360")) {
            try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(direction))
        }
        var snow = try seoulForecast()
        snow.list[11].snow = Precipitation(threeHours: -0.58)
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "list[11].snow.3h", detail: "-0.58 is negative")) {
            try OpenWeatherDecoder.decodeForecast(TestBody.encoded(snow))
        }
        var visibility = try seoulCurrent()
        visibility.visibility = -1
        #expect(throws: OpenWeatherDecodingError.invalidValue(path: "visibility", detail: "-1 is negative")) {
            try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(visibility))
        }
    }
}
