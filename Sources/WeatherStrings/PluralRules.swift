/// The CLDR plural categories a translation can distinguish.
public enum PluralCategory: String, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// Chooses the plural category of a number in one language (CLDR rules; ICU implements them).
///
/// ```swift
/// struct English: PluralRules {
///     func category(for number: Double) -> PluralCategory { number == 1 ? .one : .other }
/// }
/// English().category(for: 2)  // .other
/// ```
public protocol PluralRules: Sendable {
    /// The category of `number`, such as `.one` for 1 in English.
    func category(for number: Double) -> PluralCategory
}
