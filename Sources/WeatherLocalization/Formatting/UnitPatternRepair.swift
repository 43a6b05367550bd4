/// Where ICU writes a unit around a number of plural category `one` in a way a native
/// reader would not, the text of the locale's pattern for other numbers instead. Two
/// cases are in ICU 72's CLDR data:
///
/// - Hebrew's `one` holds 0.3 as well as 1, and its `one` patterns put the unit first, as
///   one says "מילימטר אחד"; a fraction in digits still comes first (`0.3 מ״מ`, not
///   `מ″מ 0.3`), while 1 keeps ICU's order.
/// - Turkish writes `1 °C` but `2°C`: one column would change its spacing on one value.
///
/// Both are found by comparing ICU's own output for `one` and for 5, so no language is
/// named here; a `one` pattern that changes a word (Arabic "متران") is left alone.
///
/// ```swift
/// // he_IL, unit/millimeter: one "מ″מ 0.3", other "5.0 מ״מ"
/// repair.apply(to: "מ″מ 0.3")  // "0.3 מ״מ"
/// ```
struct UnitPatternRepair: Sendable, Hashable {
    /// The text before the first digit and after the last one.
    struct Affixes: Sendable, Hashable {
        var prefix: Substring
        var suffix: Substring

        /// `nil` for a text without digits (Arabic "متر" for 1).
        init?(_ text: String) {
            guard let number = ShownNumber(in: text)?.range else { return nil }
            prefix = text[..<number.lowerBound]
            suffix = text[number.upperBound...]
        }

        /// Whether a letter stands before the number (the unit is written first).
        var unitFirst: Bool { prefix.contains(where: \.isLetter) }

        var withoutSpaces: String { String((prefix + suffix).filter { !$0.isWhitespace }) }
    }

    let one: Affixes
    let other: Affixes

    /// The repair for ICU's text of a `one` number, or `nil` when it needs none.
    /// - Parameters:
    ///   - oneText: ICU's text for a number of category `one` (1, or 0.3 in Hebrew).
    ///   - otherText: ICU's text for 5.
    ///   - fraction: Whether `oneText` is a fraction below one. Only there is a unit written
    ///     first a mistake: for 1 itself it can be the language's grammar (Hebrew "מעלה
    ///     אחת", one degree, names the unit first), so 1 is repaired for spacing only.
    init?(oneText: String, otherText: String, fraction: Bool) {
        guard let one = Affixes(oneText), let other = Affixes(otherText), one != other,
              (fraction && one.unitFirst != other.unitFirst) || one.withoutSpaces == other.withoutSpaces
        else { return nil }
        self.one = one
        self.other = other
    }

    /// The repairs a formatter needs, from its texts for 1, a fraction below one, and 5.
    /// A probe is formatted only where the locale's plural rules put it in another category
    /// than 5 (one pattern serves a category), so a language without `one` (Korean,
    /// Japanese) asks ICU for nothing here. The rules are asked for the value, which can
    /// only find more categories than ICU's text of it (Macedonian 1 is `one`, "1.0" not).
    static func repairs(format: (Double) -> String, smallestStep: Double?, localeID: String) -> [UnitPatternRepair] {
        var probes = [(1.0, false)] + (smallestStep.map { [(3 * $0, true)] } ?? [])
        // Rules that fail to open (reported where the localizer opens them) leave every
        // probe in: slower, never wrong.
        if let rules = try? ICUPluralRules.shared(localeID: localeID) {
            let others = rules.category(for: 5)
            probes.removeAll { probe, _ in rules.category(for: probe) == others }
        }
        guard !probes.isEmpty else { return [] }
        let other = format(5)
        var repairs: [UnitPatternRepair] = []
        for (probe, fraction) in probes {
            if let repair = UnitPatternRepair(oneText: format(probe), otherText: other, fraction: fraction), !repairs.contains(repair) {
                repairs.append(repair)
            }
        }
        return repairs
    }

    /// `text` with the other numbers' affixes where it has this `one` pattern's.
    func apply(to text: String) -> String? {
        guard text.hasPrefix(one.prefix), text.hasSuffix(one.suffix),
              text.count > one.prefix.count + one.suffix.count
        else { return nil }
        let number = text.dropFirst(one.prefix.count).dropLast(one.suffix.count)
        guard number.first?.isNumber == true || number.last?.isNumber == true else { return nil }
        return String(other.prefix + number + other.suffix)
    }
}

extension [UnitPatternRepair] {
    /// `text` repaired by the first repair that fits it, or as it is.
    func apply(to text: String) -> String {
        for repair in self {
            if let repaired = repair.apply(to: text) { return repaired }
        }
        return text
    }
}
