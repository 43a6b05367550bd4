public import WeatherCore
import WeatherLocalization
import WeatherStrings

extension ForecastPresenter {
    /// The header's place in the user's language: the name from `local_names` for the
    /// locale's language and script (else `name`; see `Place.name(for:)`), the state when known, and the country as ICU names
    /// it in that language (`대한민국`, `South Korea`); a code ICU does not know stays as given.
    public func placeName(_ place: Place) -> String {
        let name = place.name(for: options.locale)
        guard !name.isEmpty else { return localizer.string(.headerUnnamedPlace) }
        let country = place.countryCode.flatMap { code in
            code.isEmpty ? nil : (try? RegionNameFormatter(locale: options.locale))?.name(forRegion: code) ?? code
        }
        let state = place.state.flatMap { $0.isEmpty || $0 == name ? nil : $0 }
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
        case .given:
            return nil
        case .sample:
            return DataNoticeViewModel(kind: .sample, text: localizer.string(.noticeSample))
        case .stale(let age):
            let ago = ElapsedTimeFormatter.age(seconds: age, locale: options.locale)
            return DataNoticeViewModel(kind: .stale, text: localizer.string(.noticeStale, .string(ago)), ageSeconds: age, age: ago)
        }
    }
}
