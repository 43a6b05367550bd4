import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The glanceable summary: the headline from the observation (else the first step),
    /// today's range from the daily list's first day when it is today, the next change in
    /// the steps from now to the forecast's end, and the data's age when it came from the network.
    func presentNow(
        current: CurrentConditionsViewModel?, firstStep: HourlyItemViewModel?, firstStepFeelsLike: TemperatureText?,
        today: DailySummaryViewModel?, upcomingSteps: [ForecastStep], observed: Observation?,
        now: Int, origin: DataOrigin, _ f: PresentationFormatters
    ) -> NowViewModel? {
        guard let temperature = current?.temperature ?? firstStep?.temperature,
            let condition = current?.condition ?? firstStep?.condition
        else { return nil }
        let feelsLike = current.map(\.feelsLike) ?? firstStepFeelsLike
        let todayRange = today.map { day in
            TodayRangeViewModel(
                high: day.high, low: day.low,
                text: day.coverage.note.map { note in
                    localizer.string(.nowHighLowPartial, .string(day.high.text), .string(day.low.text), .string(note))
                } ?? localizer.string(.nowHighLow, .string(day.high.text), .string(day.low.text)),
                accessibilityLabel: day.range.accessibilityLabel,
                partialDayNote: day.coverage.note)
        }
        return NowViewModel(
            temperature: temperature,
            condition: condition,
            feelsLike: feelsLike.map { localizer.string(.nowFeelsLike, .string($0.text)) },
            today: todayRange,
            nextChange: nextChange(upcomingSteps, observed: observed, now: now, f),
            updated: updated(origin))
    }

    /// The first upcoming step whose precipitation differs from now's (the observation's
    /// condition, else the first step's), worded whole; without one, how long it stays so
    /// (until the forecast's last step).
    func nextChange(_ steps: [ForecastStep], observed: Observation?, now: Int, _ f: PresentationFormatters) -> NextChangeViewModel? {
        guard let last = steps.last else { return nil }
        let initial = (observed?.condition ?? steps.first?.condition)?.precipitation
        let change = steps.first { step in
            step.time > now && step.condition?.precipitation != initial
        }
        guard let change else {
            let until = moment(last.time, now: now, f)
            let (kind, key): (NextChangeViewModel.Kind, StringKey) = switch initial {
            case nil: (.staysDry, .nextStaysDry)
            case .rain?: (.rainContinues, .nextRainContinues)
            case .snow?: (.snowContinues, .nextSnowContinues)
            }
            return NextChangeViewModel(kind: kind, text: localizer.string(key, .string(until)), unixTime: nil)
        }
        let next = change.condition?.precipitation
        let (kind, key): (NextChangeViewModel.Kind, StringKey) = switch (initial, next) {
        case (_, .rain?): (.rainStarts, .nextRainStarts)
        case (_, .snow?): (.snowStarts, .nextSnowStarts)
        case (.snow?, nil): (.snowStops, .nextSnowStops)
        default: (.rainStops, .nextRainStops)
        }
        return NextChangeViewModel(kind: kind, text: localizer.string(key, .string(moment(change.time, now: now, f))), unixTime: change.time)
    }

    /// A moment in a sentence: the hour alone today (`오후 6시`), tomorrow named as such
    /// (`내일 오전 9시`, `tomorrow 9 AM`), the weekday on a later day (`토요일 오전 9시`).
    func moment(_ unixSeconds: Int, now: Int, _ f: PresentationFormatters) -> String {
        let days = f.timeZone.localDate(atUnixSeconds: unixSeconds).days(since: f.timeZone.localDate(atUnixSeconds: now))
        if days == 0 { return f.hourly.format(unixSeconds: unixSeconds) }
        // The locale's own order of day and hour, with "tomorrow" where the weekday stands.
        return f.dayNames.namingTomorrow(in: f.weekdayHour.format(unixSeconds: unixSeconds), forUnixSeconds: unixSeconds, today: now)
    }

    private func updated(_ origin: DataOrigin) -> UpdatedViewModel? {
        let age: Int
        switch origin {
        case .given, .sample: return nil
        case .live(let seconds), .stale(let seconds): age = seconds
        }
        let words = ElapsedTimeFormatter.age(seconds: age, locale: options.locale)
        return UpdatedViewModel(ageSeconds: max(0, age), age: words, text: localizer.string(.nowUpdated, .string(words)))
    }
}
