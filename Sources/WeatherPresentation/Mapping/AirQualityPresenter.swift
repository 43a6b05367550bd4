package import WeatherCore
package import WeatherLocalization
package import WeatherStrings

/// The words and numbers one locale needs for air quality: its table, its formatters, the
/// section's fixed words, and the view models it presented lately. A presenter opens these
/// once and shows the same answers until they expire (a service's requests in every format
/// and width), so a warm render words nothing again.
package final class AirQualityFormatters: Sendable {
    let localizer: Localizer
    let concentration: ConcentrationFormatter
    /// The section's title (`대기질`).
    let title: String
    /// What a figure of the current hour alone is based on (`1시간 값`).
    let hourlyBasis: String
    /// Each pollutant's name (`미세먼지`, `PM10`), in ``pollutants`` order.
    private let pollutantNames: [String]
    private static let pollutants = Pollutant.allCases
    /// The view models presented lately, by what they present: a view model depends on the
    /// answers, the scale's choice and this locale's words alone.
    private let recentViewModels = Locked(LeastRecentlyUsed<PresentedKey, AirQualityViewModel>(maximumCost: 8))

    private struct PresentedKey: Hashable, Sendable {
        let inputs: AirQualityRating.Inputs
        let isDefaultScale: Bool
    }

    /// A scale's name and its categories' labels.
    package struct ScaleWords: Sendable {
        /// `통합대기환경지수`, `US AQI`.
        package let name: String
        /// Each category's label by its rank (`좋음`, `보통`, …).
        package let labels: [String]
    }

    /// - Parameters:
    ///   - locale: whose digits and unit wording (`㎍/㎥`, `μg/m³`) are used.
    ///   - localizer: the table for the scale's and categories' words.
    package init(locale: WeatherLocale, localizer: Localizer) throws(LocalizationError) {
        self.localizer = localizer
        concentration = try ConcentrationFormatter(locale: locale, localizer: localizer)
        title = localizer.string(.airQualitySection)
        hourlyBasis = localizer.string(.airQualityBasisHourly)
        pollutantNames = Self.pollutants.map { localizer.string(.airQualityPollutant($0)) }
    }

    /// A pollutant's name (`미세먼지`, `PM10`).
    func name(of pollutant: Pollutant) -> String {
        pollutantNames[Self.pollutants.firstIndex(of: pollutant) ?? 0]
    }

    /// The scale's name and its category labels.
    package func words(for scale: AirQualityScaleID) -> ScaleWords {
        ScaleWords(
            name: localizer.string(.airQualityScale(scale)),
            labels: scale.categories.sorted { $0.rank < $1.rank }.map { category in
                // A category without a key (a table and the registry out of step, which a
                // test rules out) shows its id rather than nothing.
                StringKey.airQualityCategory(category).map { localizer.string($0) } ?? category.id
            })
    }

    /// The view model of `inputs`, made by `make` unless it was made lately.
    func presented<E: Error>(
        _ inputs: AirQualityRating.Inputs, isDefaultScale: Bool, make: () throws(E) -> AirQualityViewModel
    ) throws(E) -> AirQualityViewModel {
        try recentViewModels.value(for: PresentedKey(inputs: inputs, isDefaultScale: isDefaultScale), orMake: make)
    }

    /// What a mean over a window is based on: `24시간 평균`, or with fewer hours than the
    /// window, `24시간 평균(24시간 중 5시간 자료)`.
    func window(hours: Int, available: Int) -> String {
        let window = concentration.format(whole: hours)
        return available >= hours
            ? localizer.string(.airQualityBasisWindow, .string(window))
            : localizer.string(.airQualityBasisPartial, .string(window), .string(concentration.format(whole: available)))
    }
}

/// Builds ``AirQualityViewModel`` from decoded Air Pollution answers.
///
/// ```swift
/// let model = try AirQualityPresenter.viewModel(
///     current: now, history: pastDay, forecast: nextDays, scale: AirQualityScaleChoice(region: "KR"),
///     utcOffsetSeconds: 32_400, formatters: formatters)
/// model.category.label  // "나쁨"
/// ```
package enum AirQualityPresenter {
    /// - Parameters:
    ///   - current: the `/air_pollution` answer; its last reading is the current hour.
    ///   - history: the past hours (`/air_pollution/history`), for the scales' windows; `nil`
    ///     when it could not be had (the basis then says how few hours there were).
    ///   - forecast: the hourly forecast, for the days' worst categories; `nil` for none.
    ///   - scale: the location's scale.
    ///   - utcOffsetSeconds: the location's offset, to group forecast hours into its days.
    /// - Throws: ``AirQualityAssessmentError`` when there is no current reading or the
    ///   scale's rules cannot rate what there is.
    package static func viewModel(
        current: AirPollutionResponse, history: AirPollutionResponse?, forecast: AirPollutionResponse?,
        scale choice: AirQualityScaleChoice, utcOffsetSeconds: Int, formatters: AirQualityFormatters
    ) throws(AirQualityAssessmentError) -> AirQualityViewModel {
        let inputs = AirQualityRating.Inputs(
            current: current.list, history: history?.list, forecast: forecast?.list, scale: choice.scale, utcOffsetSeconds: utcOffsetSeconds)
        return try formatters.presented(inputs, isDefaultScale: choice.isDefault) { () throws(AirQualityAssessmentError) in
            try viewModel(of: AirQualityRating.rating(for: inputs), scale: choice, formatters: formatters)
        }
    }

    /// The rating worded: its figures as text, its categories and pollutants named.
    private static func viewModel(
        of rating: AirQualityRating, scale choice: AirQualityScaleChoice, formatters: AirQualityFormatters
    ) -> AirQualityViewModel {
        let scale = choice.scale
        let averaged = rating.averaged
        let assessment = rating.assessment
        let words = Words(formatters: formatters, scale: formatters.words(for: scale))

        let readings = assessment.ratings.compactMap { rating -> AirQualityViewModel.Reading? in
            guard let value = averaged.concentrations[rating.pollutant] else { return nil }
            // In the unit the agency publishes (AirNow: O3 in ppb, CO in ppm; MEE and CPCB: CO in mg/m³).
            let published = scale.publishedConcentration(of: rating.pollutant)
            let text = formatters.concentration.format(value, of: rating.pollutant, as: published)
            return AirQualityViewModel.Reading(
                pollutant: words.pollutant(rating.pollutant),
                concentration: AccessibleText(text: text.text, accessibilityLabel: text.spoken),
                value: value, unit: published.unit.rawValue,
                valueInUnit: published.value(of: rating.pollutant, microgramsPerCubicMetre: value), subIndex: rating.subIndex,
                category: scale.ratesEachPollutant ? words.category(rating.category, colour: rating.category.colour) : nil,
                basis: words.basis(averaged.basis[rating.pollutant] ?? .hourly))
        }
        let basisPollutant = assessment.dominant ?? assessment.ratings[0].pollutant
        return AirQualityViewModel(
            title: formatters.title,
            scale: AirQualityViewModel.Scale(id: scale.rawValue, name: words.scale.name),
            isDefaultScale: choice.isDefault,
            index: assessment.index,
            indexText: assessment.index.map { words.indexText($0, scale: scale) },
            category: words.category(assessment.category, colour: assessment.colour),
            colour: assessment.colour,
            dominant: assessment.dominant.map(words.pollutant),
            readings: readings,
            basis: words.basis(averaged.basis[basisPollutant] ?? .hourly),
            days: rating.days.map { day in
                AirQualityViewModel.Day(
                    date: day.date.isoText, category: words.category(day.assessment.category, colour: day.assessment.category.colour),
                    dominant: day.assessment.dominant.map(words.pollutant))
            })
    }

    /// The locale's words for one scale's categories, pollutants and bases.
    struct Words {
        let formatters: AirQualityFormatters
        let scale: AirQualityFormatters.ScaleWords

        func pollutant(_ pollutant: Pollutant) -> AirQualityViewModel.PollutantName {
            AirQualityViewModel.PollutantName(id: pollutant.rawValue, name: formatters.name(of: pollutant))
        }

        func category(_ category: AirQualityCategory, colour: String) -> AirQualityViewModel.Category {
            let label = scale.labels.indices.contains(category.rank) ? scale.labels[category.rank] : category.id
            return AirQualityViewModel.Category(id: category.id, label: label, colour: colour)
        }

        func basis(_ basis: AveragingBasis) -> AirQualityViewModel.Basis {
            switch basis {
            case .hourly:
                return AirQualityViewModel.Basis(text: formatters.hourlyBasis, hours: 1, available: 1)
            case .window(let hours, let available):
                return AirQualityViewModel.Basis(text: formatters.window(hours: hours, available: available), hours: hours, available: available)
            }
        }

        /// `101`; an AQHI above 10 is "10+", as ECCC shows it.
        func indexText(_ index: Int, scale: AirQualityScaleID) -> String {
            scale == .ca && index > 10 ? formatters.concentration.format(whole: 10) + "+" : formatters.concentration.format(whole: index)
        }
    }
}
