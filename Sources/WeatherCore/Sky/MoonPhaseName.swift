/// The eight named phases of the Moon: the four principal phases, which are instants
/// (the elongation reaches 0°, 90°, 180°, 270°), and the four stretches between them.
///
/// A day is named by the principal phase whose instant falls inside it, else by the
/// stretch the Moon is in (``MoonDay``).
///
/// ```swift
/// MoonPhaseName.full.emoji   // "🌕"
/// MoonPhaseName.full.ascii   // "FM"
/// ```
package enum MoonPhaseName: String, Sendable, Hashable, Codable, CaseIterable {
    case new = "new"
    case waxingCrescent = "waxing-crescent"
    case firstQuarter = "first-quarter"
    case waxingGibbous = "waxing-gibbous"
    case full = "full"
    case waningGibbous = "waning-gibbous"
    case lastQuarter = "last-quarter"
    case waningCrescent = "waning-crescent"

    /// The Unicode moon symbol (as seen from the northern hemisphere, as fonts draw them).
    package var emoji: String {
        switch self {
        case .new: "🌑"
        case .waxingCrescent: "🌒"
        case .firstQuarter: "🌓"
        case .waxingGibbous: "🌔"
        case .full: "🌕"
        case .waningGibbous: "🌖"
        case .lastQuarter: "🌗"
        case .waningCrescent: "🌘"
        }
    }

    /// A short ASCII symbol, the abbreviations almanac tables use (NM, FQ, FM, LQ) and
    /// their like for the stretches between (WXC waxing crescent … WNC waning crescent).
    package var ascii: String {
        switch self {
        case .new: "NM"
        case .waxingCrescent: "WXC"
        case .firstQuarter: "FQ"
        case .waxingGibbous: "WXG"
        case .full: "FM"
        case .waningGibbous: "WNG"
        case .lastQuarter: "LQ"
        case .waningCrescent: "WNC"
        }
    }

    /// Whether this is one of the four principal phases (an instant, not a stretch).
    package var isPrincipal: Bool {
        switch self {
        case .new, .firstQuarter, .full, .lastQuarter: true
        default: false
        }
    }

    /// The principal phase at an elongation of `quarter` × 90°.
    static func principal(quarter: Int) -> MoonPhaseName {
        [.new, .firstQuarter, .full, .lastQuarter][quarter & 3]
    }

    /// The stretch an elongation (0 ..< 360°) lies in.
    static func between(elongation: Double) -> MoonPhaseName {
        switch elongation {
        case ..<90: .waxingCrescent
        case ..<180: .waxingGibbous
        case ..<270: .waningGibbous
        default: .waningCrescent
        }
    }
}
