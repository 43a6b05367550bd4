import Testing
import WeatherCore
import WeatherTestSupport

@Suite("Decoding forecasts")
struct ForecastDecodingTests {
    @Test("Seoul's forecast has 40 slots and its city as sent")
    func seoulEnvelope() throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        #expect(forecast.cod == 200)
        #expect(forecast.message == 0)
        #expect(forecast.cnt == 40)
        #expect(forecast.list.count == 40)
        #expect(forecast.city == ForecastResponse.City(
            id: 1_835_848, name: "Seoul", coord: Coordinates(lon: 126.9778, lat: 37.5683), country: "KR",
            population: 10_349_312, timezoneOffsetSeconds: 32400, sunrise: 1_796_250_577, sunset: 1_796_285_646))
        #expect(forecast.list.first?.dt == 1_796_277_600)
        #expect(forecast.list.first?.dtTxt == "2026-12-03 06:00:00")
        #expect(forecast.list.last?.dt == 1_796_698_800)
        #expect(forecast.list.last?.dtTxt == "2026-12-08 03:00:00")
    }

    @Test("Seoul's slot 7 is the first light rain, decoded field by field")
    func seoulItemSeven() throws {
        let item = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast")).list[7]
        let expected = ForecastResponse.Item(
            dt: 1_796_353_200,
            main: MainReadings(
                temp: 275.8, feelsLike: 272.21, tempMin: 275.8, tempMax: 276.63, pressure: 1018,
                humidity: 89, seaLevel: 1018, grndLevel: 1013, tempKf: -0.83),
            weather: [WeatherCondition(id: 500, main: "Rain", description: "light rain", icon: "10d")],
            clouds: Clouds(all: 98),
            wind: Wind(speed: 3.84, deg: 216, gust: nil),
            visibility: 10000,
            probabilityOfPrecipitation: 0.42,
            rain: Precipitation(threeHours: 0.31),
            snow: nil,
            sys: .init(partOfDay: .day),
            dtTxt: "2026-12-04 03:00:00")
        #expect(item == expected)
        #expect(item.rain?.threeHours == 0.31)
    }

    @Test(
        "Seoul's slot temperatures are the exact Kelvin numbers sent",
        arguments: [(0, 273.54), (7, 275.8), (8, 278.66), (11, 273.15), (12, 271.85), (13, 270.65), (21, 268.24)])
    func seoulTemperatures(index: Int, kelvin: Double) throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast"))
        #expect(forecast.list[index].main.temp == kelvin)
    }

    @Test("Seoul's rain turns to snow overnight, with snow volumes and night icons")
    func seoulSnow() throws {
        let list = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast")).list
        #expect(list[9].rain == Precipitation(threeHours: 0.87))
        #expect(list[10].primaryCondition?.id == 615)
        #expect(list[10].rain == nil)
        #expect(list[10].snow == Precipitation(threeHours: 0.42))
        #expect(list[12].snow?.threeHours == 1.26)
        #expect(list[12].sys.partOfDay == .night)
        #expect(list[12].primaryCondition?.icon == "13n")
        #expect(list[12].visibility == 2100)
        #expect(list[12].probabilityOfPrecipitation == 0.92)
    }

    @Test("Seoul reports gusts only on windier slots")
    func seoulGusts() throws {
        let list = try OpenWeatherDecoder.decodeForecast(Fixture.data("seoul-forecast")).list
        #expect(list[0].wind == Wind(speed: 4.12, deg: 290, gust: 6.79))
        #expect(list[1].wind == Wind(speed: 3.27, deg: 307, gust: nil))
        #expect(list[12].wind.gust == 11.79)
        #expect(list.filter { $0.wind.gust != nil }.count == 12)
    }

    @Test("New York's forecast keeps the -05:00 offset through the daylight-saving switch")
    func newYork() throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("new-york-forecast"))
        #expect(forecast.cnt == 40)
        #expect(forecast.list.count == 40)
        #expect(forecast.city.timezoneOffsetSeconds == -18000)
        #expect(forecast.city.population == 8_175_133)
        #expect(forecast.list.allSatisfy { $0.wind.gust != nil })
        let storm = forecast.list[17]
        #expect(storm.dtTxt == "2027-03-14 18:00:00")
        #expect(storm.weather == [WeatherCondition(id: 201, main: "Thunderstorm", description: "thunderstorm with rain", icon: "11d")])
        #expect(storm.rain == Precipitation(threeHours: 4.2))
        #expect(storm.probabilityOfPrecipitation == 0.96)
        #expect(storm.main.temp == 289.6)
        #expect(forecast.list[14].probabilityOfPrecipitation == 1)
        #expect(forecast.list[14].rain?.threeHours == 5.87)
    }

    @Test("Kathmandu's short forecast decodes with most optional fields missing")
    func kathmandu() throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data("kathmandu-forecast"))
        #expect(forecast.cnt == 8)
        #expect(forecast.list.count == 8)
        #expect(forecast.city == ForecastResponse.City(
            id: 1_283_240, name: "Kathmandu", coord: Coordinates(lon: 85.3206, lat: 27.7017), country: "NP",
            population: nil, timezoneOffsetSeconds: 20700, sunrise: 1_784_590_524, sunset: 1_784_639_665))
        #expect(forecast.list.allSatisfy { $0.visibility == nil })
        #expect(forecast.list.allSatisfy { $0.wind.gust == nil })
        #expect(forecast.list.allSatisfy { $0.main.seaLevel == nil && $0.main.grndLevel == nil })
        #expect(forecast.list.map(\.probabilityOfPrecipitation) == [0.78, 0.92, 0.84, nil, 0.2, nil, 0.12, 1])
    }

    @Test("Kathmandu's slot 3 is a night slot with no pop and no precipitation")
    func kathmanduItemThree() throws {
        let item = try OpenWeatherDecoder.decodeForecast(Fixture.data("kathmandu-forecast")).list[3]
        #expect(item == ForecastResponse.Item(
            dt: 1_784_656_800,
            main: MainReadings(
                temp: 294.7, feelsLike: 296.97, tempMin: 294.32, tempMax: 294.7, pressure: 1006,
                humidity: 82, tempKf: 0.38),
            weather: [WeatherCondition(id: 804, main: "Clouds", description: "overcast clouds", icon: "04n")],
            clouds: Clouds(all: 90),
            wind: Wind(speed: 0.96, deg: 239),
            sys: .init(partOfDay: .night),
            dtTxt: "2026-07-21 18:00:00"))
    }

    @Test("A forecast slot without dt_txt decodes with dtTxt nil")
    func missingDtTxt() throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(TestBody.forecast.data)
        #expect(forecast.list.first?.dtTxt == nil)
        #expect(forecast.city.country == nil)
        #expect(forecast.city.sunrise == nil)
    }
}
