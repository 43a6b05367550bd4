/// Cloudiness (`clouds`).
package struct Clouds: Sendable, Hashable, Codable {
    /// Cloud cover in percent, 0...100 (`all`).
    package var all: Int

    /// Creates a cloudiness reading from a percentage.
    package init(all: Int) {
        self.all = all
    }

    enum CodingKeys: String, CodingKey {
        case all
    }
}
