import WeatherCore
import WeatherLocalization
@testable import WeatherPresentation
import WeatherRendering
import WeatherStrings

/// Small hand-built view models, short enough to assert whole renderings against.
enum SmallForecasts {
    /// Two days and two 3-hour steps in Seoul, in English.
    static var english: ForecastViewModel {
        ForecastViewModel(
            locale: "en-US", language: "en", timeZone: "GMT+09:00", timeZoneNote: nil, temperatureUnit: .celsius,
            units: units, place: "Seoul, KR",
            current: CurrentConditionsViewModel(
                observedAtUnix: 1_796_276_400, observedAt: "Thu, Dec 3, 2:50\u{202F}PM",
                observedAtLabel: "As of Thu, Dec 3, 2:50\u{202F}PM",
                temperature: temperature("0°C"), feelsLike: temperature("-5°C"),
                high: temperature("1°C"), low: temperature("-3°C"),
                condition: condition(800, "Sunny"), humidity: text("48%"),
                wind: wind("NW 4.6 m/s", gust: nil), pressure: text("1027 hPa"), visibility: nil, cloudCover: text("0%"),
                rain: text("Rain 0.5 mm"), snow: nil, sunrise: text("7:29\u{202F}AM"), sunset: nil),
            dailyTitle: "2-Day Forecast",
            daily: [
                day("Today, Dec 3", condition(800, "Sunny"), "-3°C – 1°C", chance: "0%", note: "from 3\u{202F}PM"),
                day("Tomorrow, Dec 4", condition(500, "Light Rain"), "-4°C – 6°C", chance: nil, note: nil),
            ],
            hourly: [
                HourlyDayViewModel(localDate: "2026-12-03", heading: "Today, Dec 3", items: [
                    hour("3\u{202F}PM", "0°C", condition(800, "Sunny"), chance: "0%", amount: nil, wind: "W 4.1 m/s"),
                ]),
                HourlyDayViewModel(localDate: "2026-12-04", heading: "Tomorrow, Dec 4", items: [
                    hour("12\u{202F}PM", "3°C", condition(500, "Light Rain"), chance: "42%", amount: "Rain 0.3 mm", wind: "SW 3.8 m/s"),
                ]),
            ]
        ).labelled(ScreenLabels.english)
    }

    /// The same forecast in Korean: wide Hangul in every column.
    static var korean: ForecastViewModel {
        ForecastViewModel(
            locale: "ko-KR", language: "ko", timeZone: "GMT+09:00", timeZoneNote: nil, temperatureUnit: .celsius,
            units: units, place: "서울, KR",
            current: CurrentConditionsViewModel(
                observedAtUnix: 1_796_276_400, observedAt: "12월 3일 (목) 오후 2:50",
                observedAtLabel: "12월 3일 (목) 오후 2:50 기준",
                temperature: temperature("0°C"), feelsLike: temperature("-5°C"),
                high: temperature("1°C"), low: temperature("-3°C"),
                condition: condition(800, "맑음"), humidity: text("48%"),
                wind: wind("북서풍 4.6m/s", gust: "8.8m/s"), pressure: text("1027hPa"), visibility: text("10km"),
                cloudCover: text("0%"), rain: nil, snow: text("0.4mm(눈)"), sunrise: text("오전 7:29"), sunset: text("오후 5:14")),
            dailyTitle: "2일 예보",
            daily: [
                day("오늘 12월 3일", condition(800, "맑음"), "-3°C ~ 1°C", chance: "0%", note: "오후 3시부터"),
                day("내일 12월 4일", condition(500, "약한 비"), "-4°C ~ 6°C", chance: "86%", note: nil),
            ],
            hourly: [
                HourlyDayViewModel(localDate: "2026-12-03", heading: "오늘 12월 3일", items: [
                    hour("오후 3시", "0°C", condition(800, "맑음"), chance: "0%", amount: nil, wind: "서풍 4.1m/s"),
                ]),
                HourlyDayViewModel(localDate: "2026-12-04", heading: "내일 12월 4일", items: [
                    hour("오후 12시", "3°C", condition(500, "약한 비"), chance: "42%", amount: "0.3mm(비)", wind: "남서풍 3.8m/s"),
                ]),
            ]
        ).labelled(ScreenLabels.korean)
    }

    static let units = QuantityUnits(windSpeed: .meterPerSecond, pressure: .hectopascal, precipitation: .millimeter, visibility: .kilometer)

    static func text(_ text: String) -> AccessibleText {
        AccessibleText(text: text, accessibilityLabel: text)
    }

    static func temperature(_ text: String) -> TemperatureText {
        TemperatureText(text: text, accessibilityLabel: text, value: 0)
    }

    static func condition(_ id: Int, _ text: String) -> ConditionText {
        let symbol = WeatherSymbol(icon: id == 800 ? "01d" : "10d")
        return ConditionText(id: id, text: text, icon: id == 800 ? "01d" : "10d", emoji: symbol.emoji, ascii: symbol.ascii)
    }

    static func wind(_ summary: String, gust: String?) -> WindText {
        WindText(
            speed: summary, direction: nil, directionAbbreviation: nil, summary: summary,
            accessibilityLabel: summary, gust: gust, degrees: nil)
    }

    static func day(
        _ heading: String, _ condition: ConditionText, _ range: String, chance: String?, note: String?
    ) -> DailySummaryViewModel {
        DailySummaryViewModel(
            localDate: "2026-12-03", title: heading, date: "", heading: heading, low: temperature(""), high: temperature(""),
            range: text(range), condition: condition, chanceOfPrecipitation: chance.map(text),
            coverage: DayCoverage(stepCount: note == nil ? 8 : 3, isComplete: note == nil, note: note))
    }

    static func hour(
        _ time: String, _ temperature: String, _ condition: ConditionText, chance: String?, amount: String?, wind: String
    ) -> HourlyItemViewModel {
        HourlyItemViewModel(
            unixTime: 1_796_277_600, time: time, temperature: Self.temperature(temperature),
            condition: condition, chanceOfPrecipitation: chance.map(text), precipitation: amount.map(text),
            wind: Self.wind(wind, gust: nil), isDaytime: true)
    }
}

/// The words a hand-built view model carries, as a presenter would fill them in.
struct ScreenLabels: Sendable {
    var current: String
    var readings: [ReadingID: String]
    var columns: [ColumnID: String]
    var hourlyTitle: String
    var windWithGust: @Sendable (String, String) -> String

    static let english = ScreenLabels(
        current: "Current Conditions",
        readings: [.temperature: "Temperature", .condition: "Conditions", .feelsLike: "Feels like", .high: "High", .low: "Low",
                   .humidity: "Humidity", .wind: "Wind", .pressure: "Pressure", .visibility: "Visibility", .cloudCover: "Cloud cover",
                   .precipitation: "Precipitation", .sunrise: "Sunrise", .sunset: "Sunset"],
        columns: [.day: "Day", .time: "Time", .condition: "Conditions", .temperature: "Temp", .lowHigh: "Low / High",
                  .chanceOfPrecipitation: "Precip.", .precipitationAmount: "Amount", .wind: "Wind"],
        hourlyTitle: "Every 3 Hours", windWithGust: { "\($0), gusts \($1)" })

    static let korean = ScreenLabels(
        current: "현재 날씨",
        readings: [.temperature: "기온", .condition: "날씨", .feelsLike: "체감온도", .high: "최고", .low: "최저", .humidity: "습도",
                   .wind: "바람", .pressure: "기압", .visibility: "가시거리", .cloudCover: "구름양", .precipitation: "강수량",
                   .sunrise: "일출", .sunset: "일몰"],
        columns: [.day: "날짜", .time: "시각", .condition: "날씨", .temperature: "기온", .lowHigh: "최저 / 최고",
                  .chanceOfPrecipitation: "강수확률", .precipitationAmount: "강수량", .wind: "바람"],
        hourlyTitle: "3시간 간격 예보", windWithGust: { "\($0), 순간 최대 \($1)" })
}

extension ForecastViewModel {
    /// The view model with every word a presenter adds beside the values.
    func labelled(_ labels: ScreenLabels) -> ForecastViewModel {
        var view = self
        view.words = ScreenWords(unavailable: "—", lineTemplate: "{place}: {condition}, {temp}")
        view.hourlyTitle = labels.hourlyTitle
        view.dailyColumns = [ColumnID.day, .condition, .lowHigh, .chanceOfPrecipitation].map {
            ColumnHeaderViewModel(id: $0, text: labels.columns[$0] ?? "", accessibilityLabel: labels.columns[$0] ?? "")
        }
        view.hourlyColumns = [ColumnID.time, .temperature, .condition, .chanceOfPrecipitation, .precipitationAmount, .wind].map {
            ColumnHeaderViewModel(id: $0, text: labels.columns[$0] ?? "", accessibilityLabel: labels.columns[$0] ?? "")
        }
        guard let current = view.current else { return view }
        func row(_ id: ReadingID, _ text: String?) -> ReadingViewModel {
            ReadingViewModel(id: id, label: labels.readings[id] ?? "", text: text ?? "—", accessibilityLabel: text ?? "—")
        }
        var wind = current.wind.summary
        if let gust = current.wind.gust { wind = labels.windWithGust(wind, gust) }
        view.current?.title = labels.current
        view.current?.readings = [
            row(.temperature, current.temperature.text), row(.condition, current.condition.text), row(.feelsLike, current.feelsLike?.text),
            row(.high, current.high.text), row(.low, current.low.text), row(.humidity, current.humidity?.text), row(.wind, wind),
            row(.pressure, current.pressure?.text), row(.visibility, current.visibility?.text), row(.cloudCover, current.cloudCover?.text),
        ] + [current.rain, current.snow].compactMap { $0 }.map { row(.precipitation, $0.text) }
            + [row(.sunrise, current.sunrise?.text), row(.sunset, current.sunset?.text)]
        return view
    }
}

/// The renderers, configured as a test asks.
enum Renderers {
    static func text(_ locale: String, color: Bool = false, width: Int? = nil, icons: IconStyle = .none) throws -> TextRenderer {
        TextRenderer(color: color, width: width, icons: icons)
    }

    static func markdown(_ locale: String) throws -> MarkdownRenderer {
        MarkdownRenderer()
    }
}
