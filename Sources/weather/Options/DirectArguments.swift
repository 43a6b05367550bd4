import ArgumentParser

/// Options and values split the simple way, for the commands that read plain calls without
/// ArgumentParser (`weather format`, `weather show`): `--name value` pairs and `--flag`s,
/// then anything else (numbers included, negative ones too) as a value; after `--`,
/// everything is a value. Anything unusual — `--name=value`, a short or unknown option, a
/// repeated option or flag, a value starting with `-` — makes the reading fail (`nil`), so
/// ArgumentParser parses and reports it.
///
/// Whether a name takes a value is ``OptionName/kind``'s to say; which names a command
/// takes is what its reader asks for (``value(_:)``, ``flag(_:)``): a reader checks
/// ``everythingRead`` last, so an option it never asks for declines the call instead of
/// being restated in a list of its own.
struct DirectArguments {
    /// Something only ArgumentParser should decide.
    struct Declined: Error {}

    private var options: [OptionName: String] = [:]
    private var flags: Set<OptionName> = []
    /// The options and flags given that the reader has not asked for yet.
    private var unread: Set<OptionName> = []
    private(set) var values: [String] = []

    /// Splits `arguments`; `nil` for anything unusual (see above).
    init?(_ arguments: ArraySlice<String>) {
        var rest = arguments
        while let argument = rest.popFirst() {
            if argument == "--" {
                values.append(contentsOf: rest)
                break
            }
            if argument.hasPrefix("--") {
                guard let name = OptionName(rawValue: String(argument.dropFirst(2))), unread.insert(name).inserted else { return nil }
                switch name.kind {
                case .flag:
                    flags.insert(name)
                case .value:
                    guard let value = rest.popFirst(), !value.hasPrefix("-") else { return nil }
                    options[name] = value
                }
            } else if argument.hasPrefix("-"), Double(argument) == nil {
                return nil
            } else {
                values.append(argument)
            }
        }
    }

    /// The option's value converted as ArgumentParser converts it; `nil` when not given.
    mutating func value<Value: ExpressibleByArgument>(_ name: OptionName) throws(Declined) -> Value? {
        unread.remove(name)
        guard let text = options[name] else { return nil }
        guard let value = Value(argument: text) else { throw Declined() }
        return value
    }

    /// Whether the flag was given.
    mutating func flag(_ name: OptionName) -> Bool {
        unread.remove(name)
        return flags.contains(name)
    }

    /// Whether the reader asked for every option and flag given: one it did not ask for is
    /// not the command's, and ArgumentParser reports it.
    var everythingRead: Bool { unread.isEmpty }
}
