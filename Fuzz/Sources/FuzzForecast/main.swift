#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import FuzzSupport
import WeatherCore
import WeatherLocalization
import WeatherPresentation
import WeatherRendering

/// One presenter per locale, made once: the CLI makes one per run.
enum Presenters {
    static let locales = ["ko_KR", "en_US", "ar_EG", "ne_NP"]
    static let all: [(ForecastPresenter, WeatherLocale)] = locales.compactMap { id in
        guard let locale = try? WeatherLocale(id), let presenter = try? ForecastPresenter(options: PresentationOptions(locale: locale))
        else { return nil }
        return (presenter, locale)
    }
}

// OpenWeather JSON (first byte: endpoint, units and locale; bits 0x18 both set: One Call 3.0)
// → view model → text, Markdown, JSON.
let status = FuzzDriver.run { data, size in
    var input = FuzzInput(FuzzDriver.bytes(data, size))
    let choice = input.choice(256)
    let units = [OpenWeatherUnits.standard, .metric, .imperial][choice % 3]
    let (presenter, _) = Presenters.all[(choice / 3) % Presenters.all.count]
    let body = Data(input.rest)
    let viewModel: ForecastViewModel?
    if choice & 0x18 == 0x18 {
        // One Call 3.0: alerts (hostile text), minutes, feed days, IANA zones.
        viewModel = (try? OpenWeatherDecoder.decodeOneCall(body, units: units)).flatMap { try? presenter.present($0) }
    } else if choice & 0x80 == 0 {
        viewModel = (try? OpenWeatherDecoder.decodeForecast(body, units: units))
            .flatMap { try? presenter.present(current: nil, forecast: $0) }
    } else {
        viewModel = (try? OpenWeatherDecoder.decodeCurrent(body, units: units))
            .flatMap { try? presenter.present(current: $0, forecast: nil) }
    }
    guard let viewModel else { return 0 }
    let text = TextRenderer(color: choice & 0x40 != 0).render(viewModel)
    fuzzRequire(!text.isEmpty, "empty text rendering")
    // The chart, line wrapping and the status bars: whatever the data, they end and do not trap.
    _ = TextRenderer(width: 40, chart: choice & 0x40 != 0 ? .braille : .ascii, ambiguous: choice & 0x20 != 0 ? .wide : .narrow)
        .render(viewModel)
    if let line = try? LineRenderer(template: "{icon} {temp} {nextChange} {sunrise} {time} {alert} {nowcast} {moon}") {
        let bar = StatusBarRenderer(line: line)
        fuzzRequire((try? bar.waybar(viewModel))?.hasSuffix("}\n") == true, "waybar output not one JSON line")
        _ = bar.i3blocks(viewModel)
    }
    _ = MarkdownRenderer().render(viewModel)
    fuzzRequire((try? JSONRendering.render(viewModel)) != nil, "view model not encodable")
    return 0
}
exit(status)
