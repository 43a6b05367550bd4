package import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The header's place in the user's language: the name from `local_names` for the
    /// locale's language and script (else `name`; see `Place.name(for:)`), the state when the
    /// place has one (a search keeps it only where it tells places apart:
    /// ``PlaceMatches/prepared(_:query:)``), and the country as ICU names it in that language
    /// (`대한민국`, `South Korea`); a code ICU does not know stays as given. OpenWeather
    /// gives states in English only: under a locale of another script the state is kept as
    /// given and isolated (U+2068 … U+2069), so it never reorders the text around it.
    package func placeName(_ place: Place) -> String {
        let name = place.name(for: options.locale)
        guard !name.isEmpty else { return localizer.string(.headerUnnamedPlace) }
        let country = place.countryCode.flatMap { code in code.isEmpty ? nil : regionNames.displayName(forRegion: code) }
        let state = place.state.flatMap { state -> String? in
            guard !state.isEmpty, state != name else { return nil }
            return writesLatinScript ? state : "\u{2068}" + state + "\u{2069}"
        }
        switch (state, country) {
        case (let state?, let country?):
            return localizer.string(.headerPlaceWithState, .string(name), .string(state), .string(country))
        case (nil, let country?):
            return localizer.string(.headerPlace, .string(name), .string(country))
        case (let state?, nil):
            return localizer.string(.headerPlace, .string(name), .string(state))
        case (nil, nil):
            return name
        }
    }

    /// The note for data that is not live, worded in the presenter's language.
    func notice(for origin: DataOrigin) -> DataNoticeViewModel? {
        switch origin {
        case .given, .live:
            return nil
        case .sample:
            return DataNoticeViewModel(
                kind: .sample, text: localizer.string(.noticeSample),
                lineTemplate: localizer.string(.lineSample, .string(DataNoticeViewModel.linePlaceholder)))
        case .stale(let age):
            let ago = ElapsedTimeFormatter.age(seconds: age, locale: options.locale)
            return DataNoticeViewModel(
                kind: .stale, text: localizer.string(.noticeStale, .string(ago)),
                lineTemplate: localizer.string(.lineStale, .string(DataNoticeViewModel.linePlaceholder), .string(ago)),
                ageSeconds: age, age: ago)
        }
    }
}
