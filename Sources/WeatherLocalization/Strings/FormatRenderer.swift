/// Fills format specifiers from typed arguments, never reading past them or misreading them.
///
/// A specifier that cannot be filled is left in the text as written and described in
/// `problems`; everything else is still substituted. `%@` shows any argument, `%d`
/// takes only integers, `%f`/`%g` take integers and doubles. Extra arguments are ignored.
struct FormatRenderer {
    var numbers: any NumberRendering
    var pluralRules: any PluralRules

    struct Result {
        var text: String
        var problems: [FormatProblem]
    }

    /// Renders `format`, resolving `%#@name@` through `variables`.
    func render(_ format: String, arguments: [FormatArgument], variables: [String: PluralVariable] = [:]) -> Result {
        var state = State(arguments: arguments, variables: variables)
        let text = render(format, defaultPosition: nil, depth: 0, state: &state)
        return Result(text: text, problems: state.problems)
    }

    private struct State {
        var arguments: [FormatArgument]
        var variables: [String: PluralVariable]
        var nextPosition = 1
        var problems: [FormatProblem] = []
    }

    /// - Parameter defaultPosition: Inside a plural form, the variable's own argument,
    ///   which specifiers without a position refer to (`%d days` shows the count).
    private func render(_ format: String, defaultPosition: Int?, depth: Int, state: inout State) -> String {
        var output = ""
        for segment in FormatParser.segments(of: format) {
            switch segment {
            case .literal(let text):
                output += text
            case .specifier(let specifier):
                if case .unsupported = specifier.conversion {
                    state.problems.append(.unsupportedSpecifier(specifier.raw))
                    output += specifier.raw
                    continue
                }
                let position: Int
                if let explicit = specifier.position {
                    position = explicit
                } else if let defaultPosition {
                    position = defaultPosition
                } else {
                    position = state.nextPosition
                    state.nextPosition += 1
                }
                output += fill(specifier, position: position, depth: depth, state: &state)
            }
        }
        return output
    }

    private func fill(_ specifier: FormatSpecifier, position: Int, depth: Int, state: inout State) -> String {
        guard position >= 1, position <= state.arguments.count else {
            state.problems.append(.missingArgument(specifier: specifier.raw, position: position))
            return specifier.raw
        }
        let argument = state.arguments[position - 1]
        switch (specifier.conversion, argument) {
        case (.object, .string(let text)):
            return text
        case (.object, .integer(let value)), (.integer, .integer(let value)):
            return numbers.integer(value)
        case (.object, .double(let value)):
            return numbers.decimal(value, fractionDigits: nil)
        case (.double(let digits), .integer(let value)):
            return numbers.decimal(Double(value), fractionDigits: digits)
        case (.double(let digits), .double(let value)):
            return numbers.decimal(value, fractionDigits: digits)
        case (.variable(let name), _):
            return fillVariable(name, specifier: specifier, argument: argument, position: position, depth: depth, state: &state)
        case (.integer, _), (.double, _), (.unsupported, _):
            state.problems.append(.wrongType(specifier: specifier.raw, position: position, argument: argument))
            return specifier.raw
        }
    }

    /// Picks the plural form for the argument and renders it with the argument as its default.
    private func fillVariable(
        _ name: String, specifier: FormatSpecifier, argument: FormatArgument, position: Int, depth: Int, state: inout State
    ) -> String {
        guard depth < 4, let variable = state.variables[name] else {
            state.problems.append(.undefinedVariable(name))
            return specifier.raw
        }
        let number: Double
        switch argument {
        case .integer(let value): number = Double(value)
        case .double(let value): number = value
        case .string:
            state.problems.append(.wrongType(specifier: specifier.raw, position: position, argument: argument))
            return specifier.raw
        }
        let category = pluralRules.category(for: number)
        // As on Apple platforms, a `zero` form is used for 0 even where the language has no zero category.
        let zeroForm = number == 0 ? variable.forms[.zero] : nil
        guard let form = zeroForm ?? variable.forms[category] ?? variable.forms[.other] else {
            state.problems.append(.missingPluralForm(variable: name, category: category))
            return specifier.raw
        }
        return render(form, defaultPosition: position, depth: depth + 1, state: &state)
    }
}
