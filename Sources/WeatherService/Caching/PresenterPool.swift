import WeatherCore
import WeatherLocalization
import WeatherStrings
import WeatherNetwork
import WeatherPresentation

/// One presenter per locale and unit, opened once and reused: its ICU formatters are the
/// expensive part of an answer. The least recently used go when there are too many: 32
/// hold the 15 shipped languages in both units, and keep resident memory near 120 MB after
/// 10,000 distinct (place, language) pairs (256 kept it near 390 MB; Benchmarks/Service/run).
final class PresenterPool: Sendable {
    private let presenters = Locked(LeastRecentlyUsed<Key, ForecastPresenter>(maximumCost: 32))

    /// What makes one presenter differ from another.
    private struct Key: Hashable, Sendable {
        var locale: String
        var unit: TemperatureUnit?
        var airQualityScale: AirQualityScaleID?
        var lunar: Bool?
    }

    /// The presenter for `locale` with `unit` (nil: the locale's preference).
    func presenter(
        locale: WeatherLocale, unit: TemperatureUnit?, airQualityScale: AirQualityScaleID? = nil, lunar: Bool? = nil
    ) throws(LocalizationError) -> ForecastPresenter {
        let key = Key(locale: locale.identifier, unit: unit, airQualityScale: airQualityScale, lunar: lunar)
        // Opened outside the lock: other locales are not kept waiting.
        return try presenters.value(for: key) { () throws(LocalizationError) in
            var options = PresentationOptions(locale: locale)
            options.temperature = TemperatureFormatOptions(unit: unit)
            options.airQualityScale = airQualityScale
            options.lunar = lunar
            return try ForecastPresenter(options: options, tables: LocalizationTables.bundled(for: locale))
        }
    }
}
