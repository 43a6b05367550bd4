import ArgumentParser

/// Why ArgumentParser refused a command line, found without reading its English message:
/// the arguments are walked against the command's declarations as ArgumentParser describes
/// them (``CommandShape``) the way it reads them, and a value it could not convert is found
/// by asking it to parse that option alone. Only a refused line is walked, so a line that
/// parses costs nothing more.
struct UsageCheck {
    /// The root command, whose parser the probes ask.
    let root: any ParsableCommand.Type
    let shape: CommandShape

    init?(root: any ParsableCommand.Type) {
        guard let shape = CommandShape.of(root) else { return nil }
        self.root = root
        self.shape = shape
    }

    /// A value given to an option, as the walk read it, and where it was on the line.
    private struct Given {
        var option: String
        var value: String
        var argument: CommandShape.Argument
        var tokens: Range<Int>
    }

    /// The first problem in `arguments` (as ArgumentParser was given them); `nil` when none
    /// is found, which the caller then reports in ArgumentParser's own words.
    func problem(in arguments: [String]) -> UsageProblem? {
        var command = shape
        var given: [Given] = []
        var positionals: [String] = []
        var rest = arguments.indices[...]
        var afterTerminator = false
        while let index = rest.popFirst() {
            let token = arguments[index]
            if afterTerminator || token == "-" || !token.hasPrefix("-") {
                if !afterTerminator, positionals.isEmpty, given.isEmpty, let subcommand = command.subcommand(named: token) {
                    command = subcommand
                } else {
                    positionals.append(token)
                }
                continue
            }
            if token == "--" {
                afterTerminator = true
                continue
            }
            let (typed, attached) = Self.split(token)
            guard let argument = command.argument(named: typed) else {
                // An argument that takes whatever is not recognized takes this too.
                if command.arguments?.contains(where: { $0.parsingStrategy == .allUnrecognized }) == true {
                    positionals.append(token)
                    continue
                }
                return .unknownOption(typed, suggestion: token.hasPrefix("--") ? suggestion(for: typed, in: command) : nil)
            }
            if argument.kind == .flag {
                if let attached { return .takesNoValue(option: typed, value: attached) }
                continue
            }
            let value: String
            if let attached {
                // `--name=` gives no value, as ArgumentParser reads it.
                guard !attached.isEmpty else { return .missingValue(option: typed) }
                value = attached
            } else if let next = rest.first.map({ arguments[$0] }),
                      argument.parsingStrategy == .unconditional || next == "-" || !next.hasPrefix("-") {
                value = next
                rest.removeFirst()
            } else {
                return .missingValue(option: typed)
            }
            if let choices = argument.allValues, !choices.contains(value) {
                return .invalidValue(value: value, option: typed, choices: choices)
            }
            given.append(Given(option: typed, value: value, argument: argument, tokens: index..<(rest.first ?? arguments.endIndex)))
        }
        let declared = command.arguments ?? []
        let slots = declared.filter { $0.kind == .positional }
        if !slots.contains(where: \.takesAnyNumber), positionals.count > slots.count {
            return .unexpectedArgument(positionals.dropFirst(slots.count).joined(separator: ", "))
        }
        // What is required and missing, in the order it is declared.
        for argument in declared where !argument.isOptional {
            if argument.kind == .option, !given.contains(where: { $0.argument.typedName == argument.typedName }) {
                return .missingOption(argument.typedName ?? "")
            }
            if argument.kind == .positional, let slot = slots.firstIndex(where: { $0.valueName == argument.valueName }), slot >= positionals.count {
                return .missingArgument("<\(argument.valueName ?? "")>")
            }
        }
        return refusedValue(in: arguments, given: given)
    }

    /// The first option whose value ArgumentParser cannot convert (`--width abc`): the line is
    /// parsed with that option alone of the optional ones, everything else as typed.
    private func refusedValue(in arguments: [String], given: [Given]) -> UsageProblem? {
        let optional = given.filter(\.argument.isOptional)
        func parses(keeping kept: Given?) -> Bool {
            let left = optional.filter { $0.tokens != kept?.tokens }.map(\.tokens)
            let line = arguments.indices.filter { index in !left.contains { $0.contains(index) } }.map { arguments[$0] }
            return (try? root.parseAsRoot(line)) != nil
        }
        // Without any optional option the line must parse; if not, the refusal is not one of theirs.
        guard parses(keeping: nil) else { return nil }
        for option in optional where !parses(keeping: option) {
            return .invalidValue(value: option.value, option: option.option, choices: option.argument.allValues ?? [])
        }
        return nil
    }

    /// `--name=value` → (`--name`, `value`); `--name` → (`--name`, nil).
    private static func split(_ token: String) -> (String, String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    /// The shown long name closest to `typed` by edit distance, if close (fewer than 4
    /// edits), as ArgumentParser suggests one; the first of equals.
    private func suggestion(for typed: String, in command: CommandShape) -> String? {
        let names = (command.arguments ?? []).filter(\.shouldDisplay).flatMap { $0.names ?? [] }
            .filter { $0.kind != .short }.map(\.typed)
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = Self.editDistance(name, typed)
            if distance < 4, distance < best?.distance ?? .max { best = (name, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance in characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
