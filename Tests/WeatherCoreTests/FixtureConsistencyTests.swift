import Foundation
import Testing
import WeatherCore
import WeatherTestSupport

/// Checks that the fixtures are internally consistent, as real responses are, so tests
/// built on them (day grouping, day/night icons) are not testing impossible data.
@Suite("Fixture consistency")
struct FixtureConsistencyTests {
    static let forecasts = ["seoul-forecast", "new-york-forecast", "kathmandu-forecast"]
    static let currents = ["seoul-current", "new-york-current", "kathmandu-current"]

    @Test("Every dt_txt is its dt in UTC, on a 3-hour slot, 3 hours after the previous", arguments: forecasts)
    func slotsAreConsistent(fixture: String) throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data(fixture))
        #expect(forecast.cnt == forecast.list.count)
        for item in forecast.list {
            #expect(item.dtTxt == Self.utcText(item.dt))
            #expect(item.dt % 10800 == 0)
        }
        for (earlier, later) in zip(forecast.list, forecast.list.dropFirst()) {
            #expect(later.dt - earlier.dt == 10800)
        }
    }

    @Test("Each slot's part of day follows the city's sunrise and sunset", arguments: forecasts)
    func partOfDayFollowsTheSun(fixture: String) throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data(fixture))
        let city = forecast.city
        let sunrise = try #require(city.sunrise)
        let sunset = try #require(city.sunset)
        let offset = try #require(city.timezoneOffsetSeconds)
        let firstDay = Self.localDay(sunrise, offset: offset)
        for item in forecast.list {
            // Sunrise moves by about a minute a day; no slot is that close to it.
            let shift = (Self.localDay(item.dt, offset: offset) - firstDay) * 86400
            let isDay = sunrise + shift <= item.dt && item.dt < sunset + shift
            #expect(item.sys.partOfDay == (isDay ? .day : .night), "\(item.dtTxt ?? "")")
        }
    }

    @Test("Current weather icons say day or night as the sun does", arguments: currents)
    func currentIconsFollowTheSun(fixture: String) throws {
        let current = try OpenWeatherDecoder.decodeCurrent(Fixture.data(fixture))
        let sunrise = try #require(current.sys.sunrise)
        let sunset = try #require(current.sys.sunset)
        let suffix = sunrise <= current.dt && current.dt < sunset ? "d" : "n"
        for condition in current.weather {
            #expect(condition.icon == Self.iconBase(condition.id) + suffix)
        }
    }

    @Test("Forecast icons match their ids and part of day, and clouds match the cloud ids", arguments: forecasts)
    func iconsAndClouds(fixture: String) throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data(fixture))
        for item in forecast.list {
            let condition = try #require(item.primaryCondition)
            #expect(condition.icon == Self.iconBase(condition.id) + item.sys.partOfDay.rawValue)
            #expect(condition.isKnown)
            let cover: ClosedRange<Int>? = switch condition.id {
            case 800: 0...10
            case 801: 11...25
            case 802: 25...50
            case 803: 51...84
            case 804: 85...100
            default: nil
            }
            if let cover {
                #expect(cover.contains(item.clouds.all), "\(item.dtTxt ?? "")")
            }
            let isSnow = condition.group == .snow
            let isWet = [.rain, .thunderstorm, .drizzle].contains(condition.group)
            #expect((item.snow != nil) == isSnow)
            #expect((item.rain != nil) == isWet)
        }
    }

    @Test("Values stay in plausible ranges", arguments: forecasts)
    func plausibleValues(fixture: String) throws {
        let forecast = try OpenWeatherDecoder.decodeForecast(Fixture.data(fixture))
        for item in forecast.list {
            #expect((1000...1035).contains(item.main.pressure))
            #expect((30...95).contains(item.main.humidity))
            #expect((0...12).contains(item.wind.speed))
            #expect(item.visibility.map { $0 <= 10000 } ?? true)
        }
    }

    @Test("The CLI's bundled samples are the Seoul fixtures", arguments: [
        ("current.json", "seoul-current.json"), ("forecast.json", "seoul-forecast.json"),
    ])
    func samplesMatchFixtures(sample: String, fixture: String) throws {
        let samples = Repository.url("Sources/weather/Samples")
        #expect(try Data(contentsOf: samples.appendingPathComponent(sample)) == Fixture.data(fixture))
    }

    /// The icon code for a condition id, without the d/n suffix, as OpenWeather documents it.
    static func iconBase(_ id: Int) -> String {
        switch id {
        case 200...299: "11"
        case 300...399, 520...531: "09"
        case 500...504: "10"
        case 511, 600...699: "13"
        case 700...799: "50"
        case 800: "01"
        case 801: "02"
        case 802: "03"
        default: "04"
        }
    }

    /// Days since 1970-01-01 on the local calendar of a fixed UTC offset.
    static func localDay(_ unix: Int, offset: Int) -> Int {
        Int((Double(unix + offset) / 86400).rounded(.down))
    }

    /// `"YYYY-MM-DD HH:MM:SS"` in UTC, by the civil-from-days algorithm (no locale, no time zone).
    static func utcText(_ unix: Int) -> String {
        let (date, seconds) = CivilDate.of(unixSeconds: unix)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(date.year)-\(two(date.month))-\(two(date.day)) \(two(seconds / 3600)):\(two(seconds % 3600 / 60)):\(two(seconds % 60))"
    }
}
