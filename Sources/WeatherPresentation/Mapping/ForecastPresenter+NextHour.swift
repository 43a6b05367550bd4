import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// Rain (or snow) counts from 0.1 mm/h: below it a minute is dry, as nowcasting apps
    /// draw it (a trace no one feels).
    static let wetFromMillimetresPerHour = 0.1

    /// What starts or stops within the hour after `now`, from the feed's minutes: the first
    /// minute whose wet or dry state differs from the first minute's. Snow when the
    /// observation's condition (else the first step that falls) says snow, rain otherwise.
    func presentNowcast(_ forecast: Forecast, now: Int) -> NowcastViewModel? {
        let minutes = forecast.minutely.filter { $0.time >= now - 59 && $0.time <= now + 3600 }
        guard let first = minutes.first, minutes.count > 1 else { return nil }
        let wetNow = first.millimetresPerHour >= Self.wetFromMillimetresPerHour
        guard let change = minutes.first(where: { ($0.millimetresPerHour >= Self.wetFromMillimetresPerHour) != wetNow }) else { return nil }
        let falling = forecast.observation?.condition?.precipitation
            ?? forecast.steps?.items.lazy.compactMap { $0.condition?.precipitation }.first
        let snow = falling == .snow
        let (kind, key): (NowcastViewModel.Kind, StringKey) = switch (wetNow, snow) {
        case (false, false): (.rainStarts, .nowcastRainStarts)
        case (true, false): (.rainStops, .nowcastRainStops)
        case (false, true): (.snowStarts, .nowcastSnowStarts)
        case (true, true): (.snowStops, .nowcastSnowStops)
        }
        let inMinutes = max(1, (change.time - first.time + 30) / 60)
        return NowcastViewModel(
            kind: kind, minutes: inMinutes, text: localizer.string(key, .integer(inMinutes)),
            intensities: minutes.map(\.millimetresPerHour), stripLabel: localizer.string(.nowcastStrip))
    }

    /// A UV index and its category on the place's scale (`3 (Moderate)`, `5（中等）`).
    func uvText(_ index: Double, scale: UVIndexScale) -> AccessibleText {
        let rounded = UVIndexScale.rounded(index)
        let category = localizer.string(StringKey.uvCategory(scale.category(of: index), on: scale))
        let text = localizer.string(.uvValue, .integer(rounded), .string(category))
        return AccessibleText(text: text, accessibilityLabel: text)
    }
}
