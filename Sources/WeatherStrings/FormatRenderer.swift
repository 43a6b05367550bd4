/// Fills format specifiers from typed arguments, never reading past them or misreading them.
///
/// A specifier that cannot be filled is left in the text as written and described in
/// `problems`; everything else is still substituted. `%@` shows any argument, `%d`
/// takes only integers, `%f`/`%g` take integers and doubles. Extra arguments are ignored.
///
/// Plural forms may name variables again, so one render can fan out: a form naming its own
/// variable 60 times, four levels deep, would be 60⁴ expansions. Depth is limited to four,
/// and the whole render to ``maximumOutputBytes`` of text and ``maximumWork`` units of work
/// (format bytes read plus segments filled); past either, rendering stops with
/// ``FormatProblem/expansionTooLarge``.
struct FormatRenderer {
    /// Far above any real weather text (the longest is a few hundred bytes).
    static let maximumOutputBytes = 16 * 1024
    /// Enough to read a long format many times over (the longest real one is under 200 bytes).
    static let maximumWork = 200_000
    /// `%#@a@` inside a form inside a form…: levels allowed.
    static let maximumDepth = 4

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
        private(set) var problems: [FormatProblem] = []
        private var seen: Set<FormatProblem> = []
        var outputBytes = 0
        var work = 0
        var exhausted = false

        init(arguments: [FormatArgument], variables: [String: PluralVariable]) {
            self.arguments = arguments
            self.variables = variables
        }

        /// Charges `cost`; false (reporting the problem once) when a limit is passed.
        mutating func spend(_ cost: Int) -> Bool {
            guard !exhausted else { return false }
            work += cost
            guard work > FormatRenderer.maximumWork || outputBytes > FormatRenderer.maximumOutputBytes else { return true }
            exhausted = true
            report(.expansionTooLarge(maximumBytes: FormatRenderer.maximumOutputBytes, maximumWork: FormatRenderer.maximumWork))
            return false
        }

        /// Records a problem once, however often a fan-out meets it.
        mutating func report(_ problem: FormatProblem) {
            if seen.insert(problem).inserted { problems.append(problem) }
        }
    }

    /// - Parameter defaultPosition: Inside a plural form, the variable's own argument,
    ///   which specifiers without a position refer to (`%d days` shows the count).
    private func render(_ format: String, defaultPosition: Int?, depth: Int, state: inout State) -> String {
        var output = ""
        guard state.spend(format.utf8.count) else { return output }
        for segment in ParsedFormats.segments(of: format) {
            guard state.spend(1) else { break }
            switch segment {
            case .literal(let text):
                state.outputBytes += text.utf8.count
                output += text
            case .specifier(let specifier):
                if case .unsupported = specifier.conversion {
                    state.report(.unsupportedSpecifier(specifier.raw))
                    state.outputBytes += specifier.raw.utf8.count
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

    /// The specifier's text; what it adds to the output is counted, except a plural form's,
    /// whose pieces were counted as they were rendered.
    private func fill(_ specifier: FormatSpecifier, position: Int, depth: Int, state: inout State) -> String {
        if case .variable(let name) = specifier.conversion, position >= 1, position <= state.arguments.count {
            return fillVariable(
                name, specifier: specifier, argument: state.arguments[position - 1], position: position, depth: depth, state: &state)
        }
        let text = fillValue(specifier, position: position, state: &state)
        state.outputBytes += text.utf8.count
        return text
    }

    private func fillValue(_ specifier: FormatSpecifier, position: Int, state: inout State) -> String {
        guard position >= 1, position <= state.arguments.count else {
            state.report(.missingArgument(specifier: specifier.raw, position: position))
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
        case (.integer, _), (.double, _), (.unsupported, _), (.variable, _):
            state.report(.wrongType(specifier: specifier.raw, position: position, argument: argument))
            return specifier.raw
        }
    }

    /// Picks the plural form for the argument and renders it with the argument as its default.
    private func fillVariable(
        _ name: String, specifier: FormatSpecifier, argument: FormatArgument, position: Int, depth: Int, state: inout State
    ) -> String {
        guard depth < Self.maximumDepth, let variable = state.variables[name] else {
            state.report(depth < Self.maximumDepth ? .undefinedVariable(name) : .variableNestedTooDeep(name, limit: Self.maximumDepth))
            state.outputBytes += specifier.raw.utf8.count
            return specifier.raw
        }
        let number: Double
        switch argument {
        case .integer(let value): number = Double(value)
        case .double(let value): number = value
        case .string:
            state.report(.wrongType(specifier: specifier.raw, position: position, argument: argument))
            state.outputBytes += specifier.raw.utf8.count
            return specifier.raw
        }
        let category = pluralRules.category(for: number)
        // As on Apple platforms, a `zero` form is used for 0 even where the language has no zero category.
        let zeroForm = number == 0 ? variable.forms[.zero] : nil
        guard let form = zeroForm ?? variable.forms[category] ?? variable.forms[.other] else {
            state.report(.missingPluralForm(variable: name, category: category))
            state.outputBytes += specifier.raw.utf8.count
            return specifier.raw
        }
        return render(form, defaultPosition: position, depth: depth + 1, state: &state)
    }
}
