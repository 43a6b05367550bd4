import ArgumentParser

/// Options and values split the simple way, for the commands that read plain calls without
/// ArgumentParser (`weather format`, `weather show`): `--name value` pairs and `--flag`s,
/// then anything else (numbers included, negative ones too) as a value; after `--`,
/// everything is a value. Anything unusual — `--name=value`, a short or unknown option, a
/// repeated option or flag, a value starting with `-` — makes the reading fail (`nil`), so
/// ArgumentParser parses and reports it.
///
/// Whether a name takes a value is ``OptionName/kind``'s to say; which names a command
/// takes is what its reader asks for (``value(_:)``, ``flag(_:)``, ``takeValues()``), and
/// the readers are written at build time from the commands' ArgumentParser declarations
/// (the `DirectReaders` plugin: `init(reading:)` of each command and option group), so
/// no option is restated. ``read(_:)`` checks ``everythingRead`` last: an option the command
/// does not declare declines the call.
struct DirectArguments {
    /// Something only ArgumentParser should decide.
    struct Declined: Error {}

    private var options: [OptionName: String] = [:]
    private var flags: Set<OptionName> = []
    /// The options and flags given that the reader has not asked for yet.
    private var unread: Set<OptionName> = []
    /// The values (not options) given, in order.
    private var values: [String] = []
    /// Whether the command took ``values``: one that declares no values declines any.
    private var valuesTaken = false

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

    /// The option's value, which the command requires: declined (for ArgumentParser to
    /// report) when not given.
    mutating func required<Value: ExpressibleByArgument>(_ name: OptionName) throws(Declined) -> Value {
        guard let value: Value = try value(name) else { throw Declined() }
        return value
    }

    /// The values, for the command's `@Argument(parsing: .allUnrecognized)`.
    mutating func takeValues() -> [String] {
        valuesTaken = true
        return values
    }

    /// Whether the flag was given.
    mutating func flag(_ name: OptionName) -> Bool {
        assert(name.kind == .flag, "\(name.typed) is declared as a flag but OptionName gives it a value")
        unread.remove(name)
        return flags.contains(name)
    }

    /// Whether the reader asked for every option and flag given, and took the values if
    /// any were given: what it did not ask for is not the command's, and ArgumentParser
    /// reports it.
    var everythingRead: Bool { unread.isEmpty && (values.isEmpty || valuesTaken) }
}

/// A command or option group whose plain calls are read without ArgumentParser. Its
/// `init(reading:)` is written at build time from its ArgumentParser declarations (the
/// `DirectReaders` plugin), so what a command reads directly is what it declares; a command
/// whose declarations the plugin cannot read gets none and does not compile as one.
protocol DirectlyReadable: ParsableArguments {
    /// Reads each declared option from `given`; declines what it cannot read as
    /// ArgumentParser would (a value its type rejects, a required option not given).
    init(reading given: inout DirectArguments) throws(DirectArguments.Declined)
}

extension DirectlyReadable {
    /// The command `arguments` (after its name) make, read without ArgumentParser; `nil`
    /// for anything unusual (see ``DirectArguments``), an option the command does not
    /// declare, or a call its `validate()` or a group's refuses, so ArgumentParser parses
    /// and reports it.
    static func read(_ arguments: ArraySlice<String>) -> Self? {
        guard var given = DirectArguments(arguments), let command = try? Self(reading: &given), given.everythingRead else { return nil }
        return command
    }
}
