/// One key of a `.stringsdict` file: a format with plural variables.
///
/// ```swift
/// // <key>days</key> → format "%#@days@", variable "days": one "%d day", other "%d days"
/// ```
public struct PluralEntry: Sendable, Hashable {
    /// The key looked up by `Localizer.string(_:_:)`.
    public var key: String
    /// `NSStringLocalizedFormatKey`: the format whose `%#@name@` placeholders name variables.
    package var format: String
    /// The variables by name.
    package var variables: [String: PluralVariable]

    /// Creates an entry from its key, format and variables.
    package init(key: String, format: String, variables: [String: PluralVariable]) {
        self.key = key
        self.format = format
        self.variables = variables
    }
}

/// A plural variable of a `.stringsdict` entry (`NSStringPluralRuleType`).
package struct PluralVariable: Sendable, Hashable {
    /// The name used in `%#@name@`.
    package var name: String
    /// What `NSStringFormatValueTypeKey` says the argument is (`d` → `.integer`).
    package var valueType: FormatValueType
    /// The specifier as the file wrote it (`lld`, `d`, `.1f`), written back unchanged.
    package var specifier: String
    /// The text for each category given; `other` is required (the lint reports its absence,
    /// and lookups pass over an entry that lacks a form they need).
    package var forms: [PluralCategory: String]

    /// Creates a variable from its name, value type and forms; `specifier` defaults to the
    /// type's shortest (`d`, `f`, `@`).
    package init(name: String, valueType: FormatValueType, forms: [PluralCategory: String], specifier: String? = nil) {
        self.name = name
        self.valueType = valueType
        self.forms = forms
        self.specifier = specifier ?? valueType.rawValue
    }
}
