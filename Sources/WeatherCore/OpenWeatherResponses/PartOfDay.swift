/// Whether a forecast slot falls in daylight at the location (`sys.pod`).
package enum PartOfDay: String, Sendable, Hashable, Codable, CaseIterable {
    /// Daylight (`"d"`, icons such as `10d`).
    case day = "d"
    /// Night (`"n"`, icons such as `10n`).
    case night = "n"
}
