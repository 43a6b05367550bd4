/// What the index scales (US, KR, CN, IN) share: each pollutant gets a sub-index from its
/// breakpoints, the index is the highest, and the index's band names the category.
struct SubIndexScale: Sendable {
    /// How a scale rounds an unrounded sub-index to a whole number.
    enum IndexRounding: Sendable {
        /// Half up (US EPA, AirKorea, CPCB).
        case halfUp
        /// Up (HJ 633: "进位取整数").
        case up
    }

    let scale: AirQualityScaleID
    /// The categories, best first.
    let categories: [AirQualityCategory]
    /// The highest index of each category (the last is open-ended).
    let highestIndices: [Int]
    let tables: PerPollutant<IndexBreakpoints>
    let indexRounding: IndexRounding

    /// A scale from its categories, best first: each one's id, colour and highest index.
    init(
        _ scale: AirQualityScaleID, categories: [(id: String, colour: String, highestIndex: Int)],
        tables: PerPollutant<IndexBreakpoints>, indexRounding: IndexRounding = .halfUp
    ) {
        self.scale = scale
        self.categories = AirQualityCategory.ranked(scale, categories.map { ($0.id, $0.colour) })
        highestIndices = categories.map(\.highestIndex)
        self.tables = tables
        self.indexRounding = indexRounding
    }

    /// The category of an index value.
    func category(of index: Int) -> AirQualityCategory {
        categories[highestIndices.firstIndex { index <= $0 } ?? categories.count - 1]
    }

    /// The sub-index of one pollutant given in µg/m³; `nil` where the scale has no table for it.
    func subIndex(_ pollutant: Pollutant, _ microgramsPerCubicMetre: Double) -> Int? {
        guard let table = tables[pollutant] else { return nil }
        let raw = table.rawIndex(of: pollutant, microgramsPerCubicMetre: microgramsPerCubicMetre)
        return switch indexRounding {
        case .halfUp: AgencyRounding.wholeIndex(raw)
        case .up: AgencyRounding.ceilingIndex(raw)
        }
    }

    /// The sub-index of each rated pollutant that has a table, in the scale's order.
    func subIndices(_ concentrations: PollutantConcentrations, _ rated: [Pollutant]) -> [(Pollutant, Int)] {
        rated.compactMap { pollutant in concentrations[pollutant].flatMap { subIndex(pollutant, $0) }.map { (pollutant, $0) } }
    }

    /// The assessment from each rated pollutant's sub-index; the dominant pollutant is the
    /// one with the highest, the first in the scale's order on a tie.
    func assessment(_ subIndices: [(Pollutant, Int)], bonus: Int = 0, dominantFrom lowest: Int = 0) -> AirQualityAssessment {
        let top = subIndices.highest { $0.1 }
        let index = min(top.1 + bonus, 500)
        let category = category(of: index)
        return AirQualityAssessment(
            scale: scale, index: index, category: category, colour: category.colour,
            dominant: index > lowest ? top.0 : nil,
            ratings: subIndices.map { AirQualityAssessment.Rating(pollutant: $0.0, subIndex: $0.1, category: self.category(of: $0.1)) })
    }
}
