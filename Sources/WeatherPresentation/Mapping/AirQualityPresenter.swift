package import WeatherCore
package import WeatherLocalization
package import WeatherStrings

/// The words and numbers one locale needs for air quality: its table and its formatters.
package struct AirQualityFormatters: Sendable {
    let localizer: Localizer
    let concentration: ConcentrationFormatter

    /// - Parameters:
    ///   - locale: whose digits and unit wording (`㎍/㎥`, `μg/m³`) are used.
    ///   - localizer: the table for the scale's and categories' words.
    package init(locale: WeatherLocale, localizer: Localizer) throws(LocalizationError) {
        self.localizer = localizer
        concentration = try ConcentrationFormatter(locale: locale)
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
        let scale = choice.scale
        let rating = try AirQualityRating.rating(for: AirQualityRating.Inputs(
            current: current.list, history: history?.list, forecast: forecast?.list, scale: scale, utcOffsetSeconds: utcOffsetSeconds))
        let averaged = rating.averaged
        let assessment = rating.assessment
        let words = Words(formatters: formatters)

        let readings = assessment.ratings.compactMap { rating -> AirQualityViewModel.Reading? in
            guard let value = averaged.concentrations[rating.pollutant] else { return nil }
            // Korea's scale publishes gases as mixing ratios (AirKorea: 오존 0.030ppm, CO 0.4ppm).
            let text = scale == .kr && rating.pollutant.molarMass != nil
                ? formatters.concentration.format(
                    partsPerMillion: rating.pollutant.partsPerMillion(fromMicrogramsPerCubicMetre: value), tenths: rating.pollutant == .co)
                : formatters.concentration.format(value)
            return AirQualityViewModel.Reading(
                pollutant: words.pollutant(rating.pollutant),
                concentration: AccessibleText(text: text.text, accessibilityLabel: text.spoken),
                value: value, subIndex: rating.subIndex, category: words.category(rating.category, colour: rating.category.colour),
                basis: words.basis(averaged.basis[rating.pollutant] ?? .hourly))
        }
        let basisPollutant = assessment.dominant ?? assessment.ratings[0].pollutant
        return AirQualityViewModel(
            title: formatters.localizer.string(.airQualitySection),
            scale: AirQualityViewModel.Scale(id: scale.rawValue, name: formatters.localizer.string(.airQualityScale(scale))),
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
                    date: isoDate(day.date), category: words.category(day.assessment.category, colour: day.assessment.category.colour),
                    dominant: day.assessment.dominant.map(words.pollutant))
            })
    }

    /// `2026-12-03`.
    static func isoDate(_ date: CivilDate) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return padded(date.year, 4) + "-" + padded(date.month, 2) + "-" + padded(date.day, 2)
    }

    /// The locale's words for scales, categories, pollutants and bases.
    struct Words {
        let formatters: AirQualityFormatters

        func pollutant(_ pollutant: Pollutant) -> AirQualityViewModel.PollutantName {
            AirQualityViewModel.PollutantName(id: pollutant.rawValue, name: formatters.localizer.string(.airQualityPollutant(pollutant)))
        }

        /// A category's label; a category without a key (a table and the registry out of
        /// step, which a test rules out) shows its id rather than nothing.
        func category(_ category: AirQualityCategory, colour: String) -> AirQualityViewModel.Category {
            let label = StringKey.airQualityCategory(category).map { formatters.localizer.string($0) } ?? category.id
            return AirQualityViewModel.Category(id: category.id, label: label, colour: colour)
        }

        func basis(_ basis: AveragingBasis) -> AirQualityViewModel.Basis {
            let localizer = formatters.localizer
            switch basis {
            case .hourly:
                return AirQualityViewModel.Basis(text: localizer.string(.airQualityBasisHourly), hours: 1, available: 1)
            case .window(let hours, let available):
                let window = formatters.concentration.format(whole: hours)
                let text = available >= hours
                    ? localizer.string(.airQualityBasisWindow, .string(window))
                    : localizer.string(.airQualityBasisPartial, .string(window), .string(formatters.concentration.format(whole: available)))
                return AirQualityViewModel.Basis(text: text, hours: hours, available: available)
            }
        }

        /// `101`; an AQHI above 10 is "10+", as ECCC shows it.
        func indexText(_ index: Int, scale: AirQualityScaleID) -> String {
            scale == .ca && index > 10 ? formatters.concentration.format(whole: 10) + "+" : formatters.concentration.format(whole: index)
        }
    }
}
