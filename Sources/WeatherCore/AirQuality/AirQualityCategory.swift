/// A category of an air-quality scale: its stable id (`unhealthy-sensitive`), its rank
/// (0 is the cleanest) and the colour the agency gives it.
package struct AirQualityCategory: Sendable, Hashable {
    /// The scale the category belongs to.
    package let scale: AirQualityScaleID
    /// A stable id, the same in every language (`good`, `very-bad`, `lightly-polluted`).
    package let id: String
    /// 0 for the cleanest category, counting up.
    package let rank: Int
    /// The agency's colour as `#RRGGBB`.
    package let colour: String

    init(_ scale: AirQualityScaleID, _ id: String, _ rank: Int, _ colour: String) {
        self.scale = scale
        self.id = id
        self.rank = rank
        self.colour = colour
    }

    /// A scale's categories from their ids and colours, best first: each one's rank is its place.
    static func ranked(_ scale: AirQualityScaleID, _ categories: [(id: String, colour: String)]) -> [AirQualityCategory] {
        categories.enumerated().map { AirQualityCategory(scale, $0.element.id, $0.offset, $0.element.colour) }
    }
}

/// What a scale makes of concentrations: its index (where it has one), category, colour
/// and dominant pollutant, and each pollutant's own rating.
package struct AirQualityAssessment: Sendable, Hashable {
    /// One pollutant's part: its sub-index (where the scale has one) and category.
    package struct Rating: Sendable, Hashable {
        package var pollutant: Pollutant
        /// The pollutant's sub-index (IAQI, CAI score, DAQI band); `nil` for the EAQI.
        package var subIndex: Int?
        package var category: AirQualityCategory
    }

    package var scale: AirQualityScaleID
    /// The index, or `nil` for a scale of bands only (the EAQI).
    package var index: Int?
    /// The overall category: the index's, or the worst pollutant's.
    package var category: AirQualityCategory
    /// The colour to show: the category's, or the index value's own where the scale
    /// colours each value (DAQI, AQHI).
    package var colour: String
    /// The pollutant that decides the index; `nil` where the scale names none (China
    /// names a primary pollutant only above 50).
    package var dominant: Pollutant?
    /// Each rated pollutant, in the scale's order.
    package var ratings: [Rating]

    /// The rating of `pollutant`, if the scale rated it.
    package func rating(of pollutant: Pollutant) -> Rating? {
        ratings.first { $0.pollutant == pollutant }
    }
}
