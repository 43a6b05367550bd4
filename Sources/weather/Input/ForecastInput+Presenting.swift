import WeatherPresentation

extension ForecastInput {
    /// The view model of this input; data the presenter cannot use is a data error naming
    /// the input (the file, standard input or the place fetched).
    func present(with presenter: ForecastPresenter) throws(CommandFailure) -> ForecastViewModel {
        do throws(PresentationError) {
            if let feed {
                return try presenter.present(
                    feed, place: place, origin: origin, placeSearchFailed: placeSearchFailed, airQuality: airQuality)
            }
            return try presenter.present(
                current: current, forecast: forecast, place: place, origin: origin, placeSearchFailed: placeSearchFailed,
                airQuality: airQuality)
        } catch {
            throw CommandFailure(kind: .dataError, message: .presentation(file: displayName, error))
        }
    }
}
