import FoundationEssentials
public import WeatherCore

extension OpenWeatherRequest {
    /// One Call 3.0 at a place, in `standard` units, its words in `language` (OpenWeather's code).
    public static func oneCall(at coordinates: CoordinateText, language: String) -> OpenWeatherRequest {
        OpenWeatherRequest(.oneCall, ["lat": coordinates.latitude, "lon": coordinates.longitude, "units": "standard", "lang": language])
    }

    /// Open-Meteo's forecast at a place: now, 7 days of hours and the days, in metric units
    /// with wind in m/s and Unix times in the place's own zone (`timezone=auto`).
    public static func openMeteoForecast(at coordinates: CoordinateText) -> OpenWeatherRequest {
        OpenWeatherRequest(.openMeteoForecast, [
            "latitude": coordinates.latitude, "longitude": coordinates.longitude,
            "current": "temperature_2m,relative_humidity_2m,apparent_temperature,is_day,rain,showers,snowfall,weather_code,"
                + "cloud_cover,pressure_msl,wind_speed_10m,wind_direction_10m,wind_gusts_10m,dew_point_2m,visibility,uv_index",
            "hourly": "temperature_2m,relative_humidity_2m,dew_point_2m,apparent_temperature,precipitation_probability,rain,showers,"
                + "snowfall,weather_code,pressure_msl,wind_speed_10m,wind_direction_10m,wind_gusts_10m,uv_index,is_day",
            "daily": "weather_code,temperature_2m_max,temperature_2m_min,sunrise,sunset,uv_index_max,precipitation_probability_max,"
                + "rain_sum,showers_sum,snowfall_sum",
            "timezone": "auto", "timeformat": "unixtime", "wind_speed_unit": "ms", "forecast_days": "7",
        ])
    }

    /// Open-Meteo's hourly pollutants at a place, from a day ago to four days ahead (µg/m³).
    public static func openMeteoAirQuality(at coordinates: CoordinateText) -> OpenWeatherRequest {
        OpenWeatherRequest(.openMeteoAirQuality, [
            "latitude": coordinates.latitude, "longitude": coordinates.longitude,
            "hourly": "pm10,pm2_5,carbon_monoxide,nitrogen_dioxide,sulphur_dioxide,ozone",
            "timeformat": "unixtime", "past_days": "1", "forecast_days": "4",
        ])
    }

    /// Open-Meteo's place search: up to `count` matches of `name`, named in `language` (`ko`).
    public static func openMeteoSearch(_ name: String, language: String, count: Int) -> OpenWeatherRequest {
        OpenWeatherRequest(.openMeteoSearch, ["name": name, "language": language, "count": String(count), "format": "json"])
    }
}

extension ResponseReader {
    /// A One Call 3.0 body requested with `units=standard`.
    public static func oneCall(_ body: [UInt8], display: String) throws(NetworkError) -> Forecast {
        try read(body, .oneCall, display) { () throws(OpenWeatherDecodingError) in try OpenWeatherDecoder.decodeOneCall(Data(body), units: .standard) }
    }

    /// An Open-Meteo forecast body.
    public static func openMeteoForecast(_ body: [UInt8], display: String) throws(NetworkError) -> Forecast {
        try read(body, .openMeteoForecast, display) { () throws(OpenWeatherDecodingError) in try OpenWeatherDecoder.decodeOpenMeteoForecast(Data(body)) }
    }

    /// An Open-Meteo air-quality body: its hours.
    public static func openMeteoAirQuality(_ body: [UInt8], display: String) throws(NetworkError) -> AirPollutionResponse {
        try read(body, .openMeteoAirQuality, display) { () throws(OpenWeatherDecodingError) in try OpenWeatherDecoder.decodeOpenMeteoAirQuality(Data(body)) }
    }

    /// An Open-Meteo place search asked in `language`: no `results` is a valid, empty answer.
    public static func openMeteoPlaces(_ body: [UInt8], language: String, display: String) throws(NetworkError) -> [Place] {
        try read(body, .openMeteoSearch, display) { () throws(OpenWeatherDecodingError) in
            try OpenWeatherDecoder.decodeOpenMeteoPlaces(Data(body), language: language)
        }
    }
}
