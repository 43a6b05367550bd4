import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// Air quality on the chosen scale, else the country's own; a note instead when it was
    /// asked for and could not be had or rated (the weather is shown either way).
    func presentAirQuality(
        _ input: AirQualityInput?, country: String?, utcOffsetSeconds: Int
    ) -> (view: AirQualityViewModel?, note: String?) {
        guard let input else { return (nil, nil) }
        guard case .responses(let current, let history, let forecast) = input else {
            return (nil, localizer.string(.airQualityUnavailable))
        }
        let choice = options.airQualityScale.map { AirQualityScaleChoice(chosen: $0) } ?? AirQualityScaleChoice(region: country)
        do {
            let formatters = try openAirQualityFormatters()
            let view = try AirQualityPresenter.viewModel(
                current: current, history: history, forecast: forecast, scale: choice, utcOffsetSeconds: utcOffsetSeconds,
                formatters: formatters)
            return (view, nil)
        } catch {
            // No reading, or too few pollutants for the scale's rules: said, never a guessed index.
            return (nil, localizer.string(.airQualityUnavailable))
        }
    }

    /// This presenter's air-quality formatters, opened once.
    private func openAirQualityFormatters() throws(LocalizationError) -> AirQualityFormatters {
        if let opened = airQualityFormatters.withLock({ $0 }) { return opened }
        let opened = try AirQualityFormatters(locale: options.locale, localizer: localizer)
        airQualityFormatters.withLock { $0 = opened }
        return opened
    }
}
