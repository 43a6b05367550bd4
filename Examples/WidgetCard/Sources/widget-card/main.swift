// widget-card LOCALE CURRENT.json FORECAST.json > card.svg
//
// Draws the glanceable summary and the next hours' curve of a forecast as a 360×240 SVG
// card. Every word and number comes from the view model: this program formats nothing and
// knows no translation key.
import FoundationEssentials
import Glibc
import WeatherEngine

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 3 else {
    print("usage: widget-card LOCALE CURRENT.json FORECAST.json")
    exit(64)
}
let (localeID, currentPath, forecastPath) = (arguments[arguments.startIndex], arguments[arguments.startIndex + 1], arguments[arguments.startIndex + 2])

do {
    let current = try OpenWeatherDecoder.decodeCurrent(Data(contentsOf: URL(filePath: currentPath)))
    let forecast = try OpenWeatherDecoder.decodeForecast(Data(contentsOf: URL(filePath: forecastPath)))
    let presenter = try ForecastPresenter(options: PresentationOptions(locale: WeatherLocale(localeID)))
    let view = try presenter.present(current: current, forecast: forecast)
    print(WidgetCard(view: view).svg, terminator: "")
} catch {
    print("widget-card: \(error)")
    exit(1)
}
