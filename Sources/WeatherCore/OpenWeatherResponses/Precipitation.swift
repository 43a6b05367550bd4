/// Rain or snow volume (`rain`, `snow`) in millimetres.
///
/// The API leaves the whole object out when nothing fell, so a response's
/// `rain == nil` means "no rain", which is not the same as a reported 0 mm.
package struct Precipitation: Sendable, Hashable, Codable {
    /// Volume over the last hour (`1h`), current weather only.
    package var oneHour: Double?
    /// Volume over three hours (`3h`): the last three for current weather, the slot's for a forecast item.
    package var threeHours: Double?

    /// Creates a precipitation reading; either volume may be absent.
    package init(oneHour: Double? = nil, threeHours: Double? = nil) {
        self.oneHour = oneHour
        self.threeHours = threeHours
    }

    enum CodingKeys: String, CodingKey {
        case oneHour = "1h"
        case threeHours = "3h"
    }
}
