/// What the index scales (US, KR, CN, IN) share: each pollutant gets a sub-index from its
/// breakpoints, the index is the highest, and the index's band names the category.
struct SubIndexScale: Sendable {
    let scale: AirQualityScaleID
    /// The categories, best first, with the highest index of each (the last is open-ended).
    let categories: [(category: AirQualityCategory, highestIndex: Int)]

    /// The category of an index value.
    func category(of index: Int) -> AirQualityCategory {
        categories.first { index <= $0.highestIndex }?.category ?? categories[categories.count - 1].category
    }

    /// The assessment from each rated pollutant's sub-index; the dominant pollutant is the
    /// one with the highest, the first in the scale's order on a tie.
    func assessment(_ subIndices: [(Pollutant, Int)], bonus: Int = 0, dominantFrom lowest: Int = 0) -> AirQualityAssessment {
        var top = subIndices[0]
        for entry in subIndices.dropFirst() where entry.1 > top.1 { top = entry }
        let index = min(top.1 + bonus, 500)
        let category = category(of: index)
        return AirQualityAssessment(
            scale: scale, index: index, category: category, colour: category.colour,
            dominant: index > lowest ? top.0 : nil,
            ratings: subIndices.map { AirQualityAssessment.Rating(pollutant: $0.0, subIndex: $0.1, category: self.category(of: $0.1)) })
    }
}
