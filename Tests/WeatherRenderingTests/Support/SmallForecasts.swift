import WeatherCore
import WeatherLocalization
import WeatherPresentation
import WeatherRendering

/// Small hand-built view models, short enough to assert whole renderings against.
enum SmallForecasts {
    /// Two days and two 3-hour steps in Seoul, in English.
    static var english: ForecastViewModel {
        ForecastViewModel(
            locale: "en-US", language: "en", timeZone: "GMT+09:00", temperatureUnit: .celsius, place: "Seoul, KR",
            current: CurrentConditionsViewModel(
                observedAtUnix: 1_796_276_400, observedAt: "Thu, Dec 3, 2:50\u{202F}PM",
                observedAtLabel: "As of Thu, Dec 3, 2:50\u{202F}PM",
                temperature: temperature("0°C"), feelsLike: temperature("-5°C"),
                high: temperature("1°C"), low: temperature("-3°C"),
                condition: condition(800, "Clear sky"), humidity: "48%",
                wind: wind("NW 4.6 m/s", gust: nil), pressure: "1027 hPa", visibility: nil, cloudCover: "0%",
                rain: "Rain 0.5 mm", snow: nil, sunrise: "7:29\u{202F}AM", sunset: nil),
            daily: [
                day("Today", "Thu, Dec 3", condition(800, "Clear sky"), "-3°C – 1°C", chance: "0%"),
                day("Tomorrow", "Fri, Dec 4", condition(500, "Light rain"), "-4°C – 6°C", chance: nil),
            ],
            hourly: [
                hour("Thu, Dec 3, 3\u{202F}PM", "0°C", condition(800, "Clear sky"), chance: "0%", amount: nil, wind: "WNW 4.1 m/s"),
                hour("Fri, Dec 4, 12\u{202F}PM", "3°C", condition(500, "Light rain"), chance: "42%", amount: "Rain 0.31 mm", wind: "SW 3.8 m/s"),
            ])
    }

    /// The same forecast in Korean: wide Hangul in every column.
    static var korean: ForecastViewModel {
        ForecastViewModel(
            locale: "ko-KR", language: "ko", timeZone: "GMT+09:00", temperatureUnit: .celsius, place: "서울, KR",
            current: CurrentConditionsViewModel(
                observedAtUnix: 1_796_276_400, observedAt: "12월 3일 (목) 오후 2:50",
                observedAtLabel: "12월 3일 (목) 오후 2:50 기준",
                temperature: temperature("0°C"), feelsLike: temperature("-5°C"),
                high: temperature("1°C"), low: temperature("-3°C"),
                condition: condition(800, "맑음"), humidity: "48%",
                wind: wind("북서풍 4.6m/s", gust: "8.8m/s"), pressure: "1027hPa", visibility: "10km", cloudCover: "0%",
                rain: nil, snow: "눈 0.4mm", sunrise: "오전 7:29", sunset: "오후 5:14"),
            daily: [
                day("오늘", "12월 3일 (목)", condition(800, "맑음"), "-3°C ~ 1°C", chance: "0%"),
                day("내일", "12월 4일 (금)", condition(500, "약한 비"), "-4°C ~ 6°C", chance: "86%"),
            ],
            hourly: [
                hour("12월 3일 (목) 오후 3시", "0°C", condition(800, "맑음"), chance: "0%", amount: nil, wind: "서북서풍 4.1m/s"),
                hour("12월 4일 (금) 오후 12시", "3°C", condition(500, "약한 비"), chance: "42%", amount: "비 0.31mm", wind: "남서풍 3.8m/s"),
            ])
    }

    static func temperature(_ text: String) -> TemperatureText {
        TemperatureText(text: text, accessibilityLabel: text, value: 0)
    }

    static func condition(_ id: Int, _ text: String) -> ConditionText {
        ConditionText(id: id, text: text, icon: "01d")
    }

    static func wind(_ summary: String, gust: String?) -> WindText {
        WindText(
            speed: summary, direction: nil, directionAbbreviation: nil, summary: summary,
            accessibilityLabel: summary, gust: gust, degrees: nil)
    }

    static func day(
        _ title: String, _ date: String, _ condition: ConditionText, _ range: String, chance: String?
    ) -> DailySummaryViewModel {
        DailySummaryViewModel(
            localDate: "2026-12-03", title: title, date: date, low: temperature(""), high: temperature(""),
            range: range, condition: condition, chanceOfPrecipitation: chance, stepCount: 8)
    }

    static func hour(
        _ time: String, _ temperature: String, _ condition: ConditionText, chance: String?, amount: String?, wind: String
    ) -> HourlyItemViewModel {
        HourlyItemViewModel(
            unixTime: 1_796_277_600, localDate: "2026-12-03", time: time, temperature: Self.temperature(temperature),
            condition: condition, chanceOfPrecipitation: chance, precipitation: amount,
            wind: Self.wind(wind, gust: nil), isDaytime: true)
    }
}

/// Renderers over the bundled translation tables.
enum Renderers {
    static func text(_ locale: String, color: Bool = false) throws -> TextRenderer {
        let locale = try WeatherLocale(locale)
        return TextRenderer(localizer: try Localizer(locale: locale, tables: .bundled()), locale: locale, color: color)
    }

    static func markdown(_ locale: String) throws -> MarkdownRenderer {
        let locale = try WeatherLocale(locale)
        return MarkdownRenderer(localizer: try Localizer(locale: locale, tables: .bundled()), locale: locale)
    }
}
