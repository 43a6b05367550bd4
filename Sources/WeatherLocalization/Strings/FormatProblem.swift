/// Why a translation's specifier could not be filled from the arguments given.
public enum FormatProblem: Sendable, Hashable, CustomStringConvertible {
    /// The specifier names an argument position beyond those given.
    case missingArgument(specifier: String, position: Int)
    /// The argument at the position cannot fill the specifier: text for `%d` or `%f`, a `.double` for `%d`.
    case wrongType(specifier: String, position: Int, argument: FormatArgument)
    /// A `%` sequence this library does not format, such as `%s` or `%5d`.
    case unsupportedSpecifier(String)
    /// `%#@name@` where no `.stringsdict` variable of that name exists (or forms nest it more than four deep).
    case undefinedVariable(String)
    /// The plural variable has neither the category's form nor `other`.
    case missingPluralForm(variable: String, category: PluralCategory)

    public var description: String {
        switch self {
        case .missingArgument(let specifier, let position):
            "\(specifier) needs argument \(position), which was not given"
        case .wrongType(let specifier, let position, let argument):
            "\(specifier) cannot show argument \(position) (\(argument))"
        case .unsupportedSpecifier(let specifier):
            "\(specifier) is not a supported specifier"
        case .undefinedVariable(let name):
            "%#@\(name)@ names no .stringsdict variable"
        case .missingPluralForm(let variable, let category):
            "variable \"\(variable)\" has no \"\(category.rawValue)\" or \"other\" form"
        }
    }
}
