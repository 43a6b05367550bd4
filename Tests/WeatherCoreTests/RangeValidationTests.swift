import Testing
import WeatherCore
import WeatherTestSupport

@Suite("Readings a real response gets slightly wrong are corrected and said so; impossible data is refused")
struct RangeValidationTests {
    private func seoulCurrent() throws -> CurrentWeatherResponse {
        try OpenWeatherDecoder.decodeCurrent(Fixture.data("seoul-current"))
    }

    private func seoulForecast() throws -> ForecastResponse {
        try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
    }

    @Test("Humidity 101, as OpenWeather really sends it, becomes 100 (fixture humidity-101-current)")
    func humidityAbove100() throws {
        let response = try OpenWeatherDecoder.decodeCurrent(Fixture.data("humidity-101-current"))
        #expect(response.main.humidity == 100)
        #expect(response.adjustments == [ReadingAdjustment(path: "main.humidity", sent: "101", shown: "100")])
        #expect(try seoulCurrent().adjustments == [])
    }

    @Test("One bad reading never rejects a whole forecast (fixture quirks-forecast)")
    func quirksInAForecast() throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("quirks-forecast"))
        #expect(forecast.list.count == 40)
        #expect(forecast.list[1].main.humidity == 100)
        #expect(forecast.list[2].wind.deg == nil)
        #expect(forecast.list[3].clouds.all == 100)
        #expect(forecast.list[4].probabilityOfPrecipitation == 1)
        #expect(forecast.list[5].main.feelsLike == nil)
        #expect(forecast.city.timezoneOffsetSeconds == nil)
        #expect(forecast.adjustments == [
            ReadingAdjustment(path: "list[1].main.humidity", sent: "101", shown: "100"),
            ReadingAdjustment(path: "list[2].wind.deg", sent: "400", shown: nil),
            ReadingAdjustment(path: "list[3].clouds.all", sent: "103", shown: "100"),
            ReadingAdjustment(path: "list[4].pop", sent: "1.02", shown: "1"),
        ])
    }

    @Test("A negative Kelvin temperature is still refused at its forecast path: nothing sensible replaces it")
    func negativeKelvin() throws {
        var response = try seoulForecast()
        response.list[12].main.temp = -1
        #expect(throws: OpenWeatherDecodingError.invalidValue(
            path: "list[12].main.temp", reason: .belowAbsoluteZero(-1, .standard))
        ) {
            try OpenWeatherDecoder.decodeForecast(TestBody.encoded(response))
        }
    }

    @Test("Values no weather can have are refused at their path, in the declared units", arguments: [
        ("main.temp", OpenWeatherUnits.standard, "1e+300 is above any air temperature (1000 K)"),
        ("main.temp", .metric, "1e+300 is above any air temperature (1000 °C)"),
        ("wind.speed", .standard, "1e+300 is above any wind speed (200 m/s)"),
        ("wind.gust", .imperial, "1e+300 is above any wind speed (447 mph)"),
    ])
    func absurdReadings(path: String, units: OpenWeatherUnits, detail: String) throws {
        var response = try seoulCurrent()
        switch path {
        case "main.temp": response.main.temp = 1e300
        case "wind.speed": response.wind.speed = 1e300
        default: response.wind.gust = 1e300
        }
        let error = #expect(throws: OpenWeatherDecodingError.self) {
            try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(response), units: units)
        }
        #expect(error?.description == "The response has an invalid value at \(path): \(detail).")
    }

    @Test("The hottest and windiest real readings still decode")
    func realExtremes() throws {
        var response = try seoulCurrent()
        response.main.temp = 329.85  // 56.7 °C, Death Valley
        response.main.tempMax = 329.85
        response.wind.speed = 113  // Barrow Island
        response.wind.gust = 113
        #expect(try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(response)).main.temp == 329.85)
    }

    @Test("Coordinates and UTC offsets no place has are refused before anything is cached", arguments: [
        ("coord.lat", "999.0 is outside -90.0...90.0"), ("coord.lon", "-1e+300 is outside -180.0...180.0"),
        ("timezone", "99999 is not a UTC offset (whole minutes within ±18 hours)"),
    ])
    func impossiblePlace(path: String, detail: String) throws {
        var response = try seoulCurrent()
        switch path {
        case "coord.lat": response.coord.lat = 999
        case "coord.lon": response.coord.lon = -1e300
        default: response.timezoneOffsetSeconds = 99_999
        }
        let error = #expect(throws: OpenWeatherDecodingError.self) {
            try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(response))
        }
        #expect(error?.description == "The response has an invalid value at \(path): \(detail).")
    }

    @Test("An impossible feels-like is left out; absolute zero depends on the declared units", arguments: [
        (OpenWeatherUnits.standard, -0.5, "-0.5"), (.metric, -273.5, "-273.5"), (.imperial, -460.0, "-460"),
    ])
    func absoluteZeroPerUnits(units: OpenWeatherUnits, feelsLike: Double, sent: String) throws {
        var response = try seoulCurrent()
        response.main.feelsLike = feelsLike
        let decoded = try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(response), units: units)
        #expect(decoded.main.feelsLike == nil)
        #expect(decoded.adjustments == [ReadingAdjustment(path: "main.feels_like", sent: sent, shown: nil)])
    }

    @Test("A minimum below absolute zero becomes the reading's own temperature")
    func impossibleMinimum() throws {
        var response = try seoulCurrent()
        response.main.tempMin = -5
        let decoded = try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(response))
        #expect(decoded.main.tempMin == 272.9)
        #expect(decoded.adjustments == [ReadingAdjustment(path: "main.temp_min", sent: "-5", shown: "272.9")])
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

    @Test("A probability of precipitation outside 0...1 is clamped at list[n].pop", arguments: [(1.5, 1.0, "1.5", "1"), (-0.1, 0.0, "-0.1", "0")])
    func popOutOfRange(pop: Double, clamped: Double, sent: String, shown: String) throws {
        var response = try seoulForecast()
        response.list[3].probabilityOfPrecipitation = pop
        let decoded = try OpenWeatherDecoder.decodeForecast(TestBody.encoded(response))
        #expect(decoded.list[3].probabilityOfPrecipitation == clamped)
        #expect(decoded.adjustments == [ReadingAdjustment(path: "list[3].pop", sent: sent, shown: shown)])
    }

    @Test("Negative speeds become calm; negative amounts, visibilities and directions past 360° are left out")
    func windAndPrecipitation() throws {
        var speed = try seoulCurrent()
        speed.wind.speed = -2
        let calm = try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(speed))
        #expect(calm.wind.speed == 0)
        #expect(calm.adjustments == [ReadingAdjustment(path: "wind.speed", sent: "-2", shown: "0")])

        var direction = try seoulCurrent()
        direction.wind.deg = 400
        #expect(try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(direction)).wind.deg == nil)

        var snow = try seoulForecast()
        snow.list[11].snow = Precipitation(threeHours: -0.58)
        let noSnow = try OpenWeatherDecoder.decodeForecast(TestBody.encoded(snow))
        #expect(noSnow.list[11].snow?.threeHours == nil)
        #expect(noSnow.adjustments == [ReadingAdjustment(path: "list[11].snow.3h", sent: "-0.58", shown: nil)])

        var visibility = try seoulCurrent()
        visibility.visibility = -1
        let unknown = try OpenWeatherDecoder.decodeCurrent(TestBody.encoded(visibility))
        #expect(unknown.visibility == nil)
        #expect(unknown.adjustments == [ReadingAdjustment(path: "visibility", sent: "-1", shown: nil)])
    }

    @Test("Responses without feels_like (before late 2019) or timezone decode")
    func optionalFields() throws {
        #expect(try OpenWeatherDecoder.decodeCurrent(Fixture.data("no-feels-like-current")).main.feelsLike == nil)
        #expect(try OpenWeatherDecoder.decodeCurrent(Fixture.data("no-timezone-current")).timezoneOffsetSeconds == nil)
        #expect(try OpenWeatherDecoder.decodeCurrent(Fixture.data("polar-day-current")).sys.sunrise == 0)
    }
}
