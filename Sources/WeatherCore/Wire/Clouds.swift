/// Cloudiness (`clouds`).
public struct Clouds: Sendable, Hashable, Codable {
    /// Cloud cover in percent, 0...100 (`all`).
    public var all: Int

    /// Creates a cloudiness reading from a percentage.
    public init(all: Int) {
        self.all = all
    }

    enum CodingKeys: String, CodingKey {
        case all
    }
}
