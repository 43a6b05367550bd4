import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The sky over `coordinates` for each of `dates` (local days in the formatters' zone);
    /// `nil` without coordinates or when ICU cannot open the words (the weather is shown
    /// either way). A day's moon is computed once per process and place (``SkyWords``).
    func presentSky(_ dates: [LocalDate], at coordinates: Coordinates?, _ f: PresentationFormatters) -> SkyViewModel? {
        guard let coordinates, !dates.isEmpty else { return nil }
        let key = SkyKey(latitude: coordinates.lat, longitude: coordinates.lon, timeZone: f.timeZone, dates: dates)
        if let kept = recentSkies.withLock({ $0.value(for: key) }) { return kept }
        guard let sky = makeSky(dates, at: coordinates, f) else { return nil }
        recentSkies.withLock { $0.insert(sky, for: key, cost: 1) }
        return sky
    }

    private func makeSky(_ dates: [LocalDate], at coordinates: Coordinates, _ f: PresentationFormatters) -> SkyViewModel? {
        let calendar = LunarCalendar.shown(for: options.locale, setting: options.lunar)
        guard let words = try? SkyWords(locale: options.locale, timeZone: f.timeZone, localizer: localizer, lunarCalendar: calendar) else {
            return nil
        }
        let days = dates.compactMap { date -> SkyDayViewModel? in
            guard let civil = CivilDate(year: date.year, month: date.month, day: date.day) else { return nil }
            let moon = words.moon(at: coordinates, on: civil)
            let phase = moon.day.phase
            return SkyDayViewModel(
                localDate: f.isoDate(date),
                phase: MoonPhaseViewModel(
                    id: phase.rawValue, name: moon.phaseName, illumination: moon.illumination,
                    illuminationLabel: localizer.string(.skyIlluminated, .string(moon.illumination)),
                    illuminatedFraction: Double(moon.day.illuminatedPercent) / 100, isWaxing: moon.day.phaseAtMidday.isWaxing,
                    emoji: phase.emoji, ascii: phase.ascii),
                moonrise: moon.riseText, moonset: moon.setText,
                moonriseTime: moon.riseTime, moonsetTime: moon.setTime,
                lunarDate: (try? words.lunarDate(civil)) ?? nil,
                solarTerm: words.solarTerm(on: civil)?.name)
        }
        return days.isEmpty ? nil : SkyViewModel(title: localizer.string(.skyTitle), days: days)
    }
}

/// What a presented sky depends on besides the presenter's own locale and options.
struct SkyKey: Hashable, Sendable {
    let latitude: Double
    let longitude: Double
    let timeZone: WeatherTimeZone
    let dates: [LocalDate]
}
