import Foundation
import Testing
@testable import weather
import WeatherTestSupport

/// ArgumentParser's tooling sees every subcommand, although plain `weather [options]` is
/// routed to `show` before ArgumentParser runs.
@Suite("Help, completions and the dump for the manual describe every subcommand")
struct ArgumentToolingTests {
    @Test("--experimental-dump-help (what the generated manual reads) has show, format's ten kinds, strings lint and serve")
    func dumpHelpHasEveryCommand() throws {
        let result = try WeatherBinary.run(["--experimental-dump-help"])
        #expect(result.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let command = try #require(root["command"] as? [String: Any])
        #expect(command["commandName"] as? String == "weather")
        let subcommands = try #require(command["subcommands"] as? [[String: Any]])
        let names = subcommands.compactMap { $0["commandName"] as? String }
        #expect(names.filter { $0 != "help" } == ["show", "format", "strings", "serve"])
        let format = try #require(subcommands.first { $0["commandName"] as? String == "format" })
        let kinds = (format["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }
        #expect(kinds.filter { $0 != "help" } == ["temperature", "date", "wind", "pressure", "precipitation", "visibility", "air-quality", "uv", "moon", "lunar-date"])
        let strings = try #require(subcommands.first { $0["commandName"] as? String == "strings" })
        #expect((strings["subcommands"] as? [[String: Any]] ?? []).compactMap { $0["commandName"] as? String }.contains("lint"))
    }

    @Test("Every option and flag ArgumentParser declares has the kind OptionName gives it, which the direct readers go by")
    func kindsAsDeclared() throws {
        struct Dump: Decodable {
            struct Command: Decodable {
                var commandName: String
                var subcommands: [Command]?
                var arguments: [Argument]?
            }
            struct Argument: Decodable {
                struct Name: Decodable { var kind: String; var name: String }
                var kind: String
                var names: [Name]?
            }
            var command: Command
        }
        let result = try WeatherBinary.run(["--experimental-dump-help"])
        let dump = try JSONDecoder().decode(Dump.self, from: Data(result.standardOutput.utf8))
        var seen: Set<OptionName> = []
        func check(_ command: Dump.Command, path: String) {
            for argument in command.arguments ?? [] where argument.kind != "positional" {
                for name in argument.names ?? [] where name.kind == "long" {
                    guard let option = OptionName(rawValue: name.name) else { continue }
                    seen.insert(option)
                    #expect(argument.kind == (option.kind == .flag ? "flag" : "option"), "\(path) --\(name.name)")
                }
            }
            for subcommand in command.subcommands ?? [] { check(subcommand, path: path + " " + subcommand.commandName) }
        }
        check(dump.command, path: "weather")
        #expect(seen == Set(OptionName.allCases), "declared nowhere: \(Set(OptionName.allCases).subtracting(seen).map(\.rawValue).sorted())")
    }

    @Test("Completion scripts cover every subcommand, however the shell is named", arguments: [
        ["--generate-completion-script", "bash"], ["--generate-completion-script=bash"], ["--generate-completion-script=zsh"],
        ["--generate-completion-script=fish"],
    ])
    func completionScripts(arguments: [String]) throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        for word in ["show", "format", "temperature", "skeleton", "strings", "lint", "localizations", "current"] {
            #expect(result.standardOutput.contains(word), "\(arguments): no \(word)")
        }
    }

    @Test("--locale completes with ICU's locales; the shell's callback reaches the right subcommand")
    func localeCompletion() throws {
        for command in [["show"], ["format", "temperature"], ["strings", "lint"]] {
            let result = try WeatherBinary.run(["---completion"] + command + ["--", "--locale", "0", "3", "ko_"])
            #expect(result.status == 0)
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.contains("ko_KR"), "\(command)")
            #expect(lines.contains("ko_KP"), "\(command)")
            #expect(lines.allSatisfy { $0.hasPrefix("ko_") }, "\(command)")
        }
    }

    @Test("Help for each subcommand, by `help` and by --help, not show's help", arguments: [
        (["help", "format"], "temperature"), (["format", "--help"], "visibility"), (["help", "strings", "lint"], "--localizations"),
        (["--help"], "strings"), (["-h"], "format"), (["show", "--help"], "--current"),
    ])
    func helpPerSubcommand(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(expected))
    }

    @Test("Plain options still mean show")
    func optionsMeanShow() throws {
        let result = try WeatherBinary.run(
            ["--locale", "ko_KR", "--current", WeatherBinary.fixture("seoul-current"), "--format", "json"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#""temperatureUnit" : "celsius""#))
    }
}
