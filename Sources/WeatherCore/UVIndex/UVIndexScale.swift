/// The scales the UV index is told on, each as its agency publishes it.
package enum UVIndexScale: String, Sendable, Hashable, Codable, CaseIterable {
    /// The WHO's bands, which most agencies use (Korea's KMA and Japan's JMA with the same cut
    /// points): 0–2 low, 3–5 moderate, 6–7 high, 8–10 very high, 11+ extreme.
    /// Source: WHO, WMO, UNEP, ICNIRP, "Global Solar UV Index: A Practical Guide", 2002, p. 8.
    case who
    /// Mainland China's five levels: 0–2 最弱, 3–4 弱, 5–6 中等, 7–9 强, 10+ 很强.
    /// Source: QX/T 87-2008, 紫外线指数预报 (China Meteorological Administration, 2008), table 1.
    case cn

    /// The scale a country's weather service uses: China's for `CN`, the WHO's elsewhere.
    package init(region: String?) {
        self = region?.uppercased() == "CN" ? .cn : .who
    }

    /// The lowest rounded index of each category above the first, in order.
    private var thresholds: [Int] {
        switch self {
        case .who: [3, 6, 8, 11]
        case .cn: [3, 5, 7, 10]
        }
    }

    /// The index as agencies report it: rounded to a whole number, half up (WHO guide, p. 6).
    /// A value outside ``plausible`` (or NaN) is held to its bounds, so no index traps.
    package static func rounded(_ index: Double) -> Int {
        guard index.isFinite else { return 0 }
        return Int((min(max(index, plausible.lowerBound), plausible.upperBound) + 0.5).rounded(.down))
    }

    /// The category (0 lowest … 4 highest) of an index on this scale.
    ///
    /// ```swift
    /// UVIndexScale.who.category(of: 5.4)  // 1 (moderate)
    /// UVIndexScale.cn.category(of: 5.4)   // 2 (中等)
    /// ```
    package func category(of index: Double) -> Int {
        let value = Self.rounded(index)
        return thresholds.firstIndex { value < $0 } ?? thresholds.count
    }

    /// The highest index any place has measured is about 43 (Licancabur, 2003): a larger or a
    /// negative value is a broken answer, not sunshine.
    package static let plausible: ClosedRange<Double> = 0...50
}
