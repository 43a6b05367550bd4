extension Forecast {
    /// Reads OpenWeather 2.5's current conditions and 5-day/3-hour forecast (either may be
    /// absent) into one forecast.
    ///
    /// The place is the observation's (`name`, `sys.country`, `coord`), else the forecast's
    /// `city`; the zone is the fixed offset of `timezone`, else `city.timezone`. Wind speeds
    /// become m/s. Where the city has no sunrise or sunset (0 or absent: midnight sun or polar
    /// night), OpenWeather's `pod` is unreliable, so each step's day or night is decided by
    /// the sun (``SolarPosition``).
    package init(current: CurrentWeatherResponse?, forecast: ForecastResponse?) {
        let clock: ForecastClock? =
            if let seconds = current?.timezoneOffsetSeconds { .utcOffset(seconds: seconds, path: "timezone") }
            else if let seconds = forecast?.city.timezoneOffsetSeconds { .utcOffset(seconds: seconds, path: "city.timezone") }
            else { nil }
        self.init(
            location: ForecastLocation(
                name: current?.name ?? forecast?.city.name ?? "",
                countryCode: current?.sys.country ?? forecast?.city.country,
                coordinates: current?.coord ?? forecast?.city.coord,
                clock: clock),
            observation: current.map(Observation.init(openWeather:)),
            steps: forecast.map(ForecastSteps.init(openWeather:)))
    }
}

extension Observation {
    /// The observation of a `/data/2.5/weather` answer.
    package init(openWeather current: CurrentWeatherResponse) {
        let main = current.main
        self.init(
            time: current.dt,
            units: ReadingUnits(temperature: current.units.temperatureUnit),
            temperature: main.temp,
            feelsLike: main.feelsLike,
            areaLow: main.tempMin,
            areaHigh: main.tempMax,
            pressure: main.pressure,
            humidity: Double(main.humidity),
            visibility: current.visibility.map(Double.init),
            cloudCover: Double(current.clouds.all),
            wind: WindReading(openWeather: current.wind, units: current.units),
            rain: current.rain?.oneHour ?? current.rain?.threeHours,
            snow: current.snow?.oneHour ?? current.snow?.threeHours,
            condition: current.primaryCondition.map(SkyCondition.init(openWeather:)),
            sunrise: current.sys.sunrise,
            sunset: current.sys.sunset)
    }
}

extension ForecastSteps {
    /// The steps of a `/data/2.5/forecast` answer.
    package init(openWeather forecast: ForecastResponse) {
        let city = forecast.city
        let sunDecides = (city.sunrise ?? 0) <= 0 && (city.sunset ?? 0) <= 0
        self.init(
            units: ReadingUnits(temperature: forecast.units.temperatureUnit),
            stepSeconds: 3 * 3600,
            items: forecast.list.map { item in
                let main = item.main
                return ForecastStep(
                    time: item.dt,
                    temperature: main.temp,
                    feelsLike: main.feelsLike,
                    low: main.tempMin,
                    high: main.tempMax,
                    condition: item.primaryCondition.map(SkyCondition.init(openWeather:)),
                    isDaytime: sunDecides ? SolarPosition.isUp(at: city.coord, unixSeconds: item.dt) : item.sys.partOfDay == .day,
                    chanceOfPrecipitation: item.probabilityOfPrecipitation,
                    rain: item.rain?.threeHours,
                    snow: item.snow?.threeHours,
                    wind: WindReading(openWeather: item.wind, units: forecast.units),
                    humidity: Double(main.humidity),
                    pressure: main.pressure)
            })
    }
}

extension SkyCondition {
    /// An OpenWeather condition (`weather[0]`): its id and icon.
    package init(openWeather condition: WeatherCondition) {
        self.init(code: .openWeather(condition.id), icon: condition.icon)
    }
}

extension WindReading {
    /// OpenWeather's `wind`, its speeds in m/s (mph converted exactly for imperial answers).
    package init(openWeather wind: Wind, units: OpenWeatherUnits) {
        self.init(speed: units.metersPerSecond(wind.speed), direction: wind.deg, gust: wind.gust.map(units.metersPerSecond))
    }
}

extension OpenWeatherUnits {
    /// The unit the response's temperatures are in, as the request declared.
    package var temperatureUnit: TemperatureUnit {
        switch self {
        case .standard: .kelvin
        case .metric: .celsius
        case .imperial: .fahrenheit
        }
    }

    /// A speed in this system's unit, in m/s.
    package func metersPerSecond(_ speed: Double) -> Double {
        switch self {
        case .standard, .metric: speed
        case .imperial: speed * 0.44704  // 1 mph is exactly 0.44704 m/s
        }
    }
}
