/// Why a translation's specifier could not be filled from the arguments given.
package enum FormatProblem: Sendable, Hashable, CustomStringConvertible {
    /// The specifier names an argument position beyond those given.
    case missingArgument(specifier: String, position: Int)
    /// The argument at the position cannot fill the specifier: text for `%d` or `%f`, a `.double` for `%d`.
    case wrongType(specifier: String, position: Int, argument: FormatArgument)
    /// A `%` sequence this library does not format, such as `%s` or `%5d`.
    case unsupportedSpecifier(String)
    /// `%#@name@` where no `.stringsdict` variable of that name exists.
    case undefinedVariable(String)
    /// `%#@name@` inside plural forms nested more than `limit` deep (a form naming its own variable).
    case variableNestedTooDeep(String, limit: Int)
    /// The plural variable has neither the category's form nor `other`.
    case missingPluralForm(variable: String, category: PluralCategory)
    /// Plural forms expand to more text or work than a render allows (a form naming its
    /// own variable many times over); rendering stopped there.
    case expansionTooLarge(maximumBytes: Int, maximumWork: Int)

    package var description: String {
        switch self {
        case .missingArgument(let specifier, let position):
            "\(specifier) needs argument \(position), which was not given"
        case .wrongType(let specifier, let position, let argument):
            "\(specifier) cannot show argument \(position) (\(argument))"
        case .unsupportedSpecifier(let specifier):
            "\(specifier) is not a supported specifier"
        case .undefinedVariable(let name):
            "%#@\(name)@ names no .stringsdict variable"
        case .variableNestedTooDeep(let name, let limit):
            "%#@\(name)@ nests plural forms more than \(limit) deep"
        case .missingPluralForm(let variable, let category):
            "variable \"\(variable)\" has no \"\(category.rawValue)\" or \"other\" form"
        case .expansionTooLarge(let bytes, let work):
            "plural forms expand beyond \(bytes) bytes or \(work) steps"
        }
    }
}
