/// The next hour, minute by minute: what starts or stops, and the 60 minutes for a strip.
public struct NowcastViewModel: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Equatable, Codable {
        case rainStarts, rainStops, snowStarts, snowStops
    }

    public var kind: Kind
    /// Minutes from the observation until the change.
    public var minutes: Int
    /// The sentence (`Rain starting in 12 min`, `12분 후부터 비`).
    public var text: String
    /// The intensity of each minute, mm/h, from the observation on (for a bar strip).
    public var intensities: [Double]
    /// What a screen reader says for the strip.
    public var stripLabel: String
}
