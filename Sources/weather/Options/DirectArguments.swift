import ArgumentParser

/// Options and values split the simple way, for the commands that read plain calls without
/// ArgumentParser (`weather format`, `weather show`): `--name value` pairs and `--flag`s,
/// then anything else (numbers included, negative ones too) as a value; after `--`,
/// everything is a value. Anything unusual — `--name=value`, a short or unknown option, a
/// repeated option or flag, a value starting with `-` — makes the reading fail (`nil`), so
/// ArgumentParser parses and reports it.
struct DirectArguments {
    /// Something only ArgumentParser should decide.
    struct Declined: Error {}

    private var options: [OptionName: String] = [:]
    private var flags: Set<OptionName> = []
    private(set) var values: [String] = []

    /// Reads `arguments` for the command that declares `options` and `flags`.
    init?(_ arguments: ArraySlice<String>, options declared: Set<OptionName>, flags declaredFlags: Set<OptionName> = []) {
        var rest = arguments
        while let argument = rest.popFirst() {
            if argument == "--" {
                values.append(contentsOf: rest)
                break
            }
            if argument.hasPrefix("--") {
                guard let name = OptionName(rawValue: String(argument.dropFirst(2))) else { return nil }
                if declaredFlags.contains(name) {
                    guard flags.insert(name).inserted else { return nil }
                    continue
                }
                guard declared.contains(name), options[name] == nil,
                      let value = rest.popFirst(), !value.hasPrefix("-")
                else { return nil }
                options[name] = value
            } else if argument.hasPrefix("-"), Double(argument) == nil {
                return nil
            } else {
                values.append(argument)
            }
        }
    }

    /// The option's value converted as ArgumentParser converts it; `nil` when not given.
    func value<Value: ExpressibleByArgument>(_ name: OptionName) throws(Declined) -> Value? {
        guard let text = options[name] else { return nil }
        guard let value = Value(argument: text) else { throw Declined() }
        return value
    }

    /// Whether the flag was given.
    func flag(_ name: OptionName) -> Bool {
        flags.contains(name)
    }
}
