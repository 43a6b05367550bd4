import ArgumentParser
import FoundationEssentials

/// A command's options, flags, arguments and subcommands as ArgumentParser itself describes
/// them (the versioned JSON that `--experimental-dump-help` prints and the manual is made
/// from): what ``UsageCheck`` walks a refused command line against, so the declarations
/// stay the one place these facts are written.
struct CommandShape: Decodable {
    /// One declared option, flag or positional argument.
    struct Argument: Decodable {
        enum Kind: String, Decodable {
            case positional, option, flag
        }

        /// How a value is taken; only the strategies that change the walk are told apart.
        enum Parsing: String, Decodable {
            case `default`, scanningForValue, unconditional, upToNextOption, allRemainingInput, postTerminator, allUnrecognized
        }

        struct Name: Decodable {
            enum Kind: String, Decodable {
                case long, short, longWithSingleDash
            }

            var kind: Kind
            var name: String

            /// As typed: `--locale`, `-h`.
            var typed: String { kind == .long ? "--" + name : "-" + name }
        }

        var kind: Kind
        var shouldDisplay: Bool
        var isOptional: Bool
        var isRepeating: Bool
        var parsingStrategy: Parsing
        var names: [Name]?
        var valueName: String?
        /// The values an option takes when its type has a fixed set (`text`, `json`, …).
        var allValues: [String]?

        /// The name a message uses: the first long one, else the first.
        var typedName: String? {
            (names?.first { $0.kind == .long } ?? names?.first)?.typed
        }

        /// Whether the argument takes every value left over, however many.
        var takesAnyNumber: Bool {
            isRepeating || [.allRemainingInput, .postTerminator, .allUnrecognized].contains(parsingStrategy)
        }
    }

    var commandName: String
    var subcommands: [CommandShape]?
    var arguments: [Argument]?

    /// The shape of `command` and its subcommands; `nil` if ArgumentParser's description
    /// cannot be read (a format this code does not know).
    ///
    /// The description is asked for through public API only: parsing
    /// `--experimental-dump-help` ends in the request ArgumentParser answers with the JSON,
    /// and `fullMessage(for:)` is that answer (the same text as the flag prints).
    static func of(_ command: any ParsableCommand.Type) -> CommandShape? {
        struct ToolInfo: Decodable {
            var serializationVersion: Int
            var command: CommandShape
        }
        let description: String
        do {
            _ = try command.parseAsRoot(["--experimental-dump-help"])
            return nil
        } catch {
            description = command.fullMessage(for: error)
        }
        guard let info = try? JSONDecoder().decode(ToolInfo.self, from: Data(description.utf8)),
              info.serializationVersion == 0
        else { return nil }
        return info.command
    }

    func subcommand(named name: String) -> CommandShape? {
        subcommands?.first { $0.commandName == name }
    }

    /// The option or flag `typed` names (`--locale`, `-h`).
    func argument(named typed: String) -> Argument? {
        arguments?.first { $0.kind != .positional && $0.names?.contains { $0.typed == typed } == true }
    }
}
