import Foundation
import Testing
import WeatherTestSupport

/// `weather format` reads plain calls itself and leaves the rest to ArgumentParser. Spelling
/// an option `--name=value` makes the direct reader decline, so each call below runs both
/// ways and must print the same bytes with the same status.
@Suite("weather format means the same with or without ArgumentParser")
struct FormatDirectArgumentsTests {
    /// Calls the direct reader accepts (known options, each once, values not starting with `-`).
    static let calls: [[String]] = [
        ["format", "temperature", "--locale", "ko_KR", "--from", "celsius", "--unit", "fahrenheit", "-2.5", "0"],
        ["format", "temperature", "--locale", "en_US", "--fraction-digits", "1", "--rounding-mode", "half-even", "270.65"],
        ["format", "temperature", "--locale", "ko_KR", "--increment", "0.5", "--width", "full", "282.55"],
        ["format", "temperature", "--locale", "ko_KR", "271.15", "--", "-5", "--locale"],
        ["format", "temperature", "--locale", "ko_KR", "abc", "1"],
        ["format", "temperature", "--locale", "xx_YY", "1"],
        ["format", "date", "--locale", "ko_KR", "--skeleton", "MMMEdj", "--time-zone", "Asia/Seoul", "1781244000", "-86400"],
        ["format", "date", "--locale", "en_US", "--skeleton", "jm", "1781244000"],
        ["format", "date", "--locale", "en_US", "--skeleton", "MMM-d", "1781244000"],
        ["format", "wind", "--locale", "de_DE", "--width", "full", "--fraction-digits", "2", "3.6"],
        ["format", "wind", "--locale", "en_US", "--increment", "0.5", "--rounding-mode", "floor", "3.6"],
        ["format", "pressure", "--locale", "en_US", "--increment", "0.5", "--rounding-mode", "floor", "1013"],
        ["format", "pressure", "--locale", "ko_KR", "--width", "narrow", "--fraction-digits", "1", "1013.25"],
        ["format", "precipitation", "--locale", "en_US", "--fraction-digits", "2", "--width", "full", "2.5"],
        ["format", "precipitation", "--locale", "ko_KR", "--increment", "0.5", "--rounding-mode", "ceiling", "2.2"],
        ["format", "visibility", "--locale", "en_GB", "--width", "narrow", "--fraction-digits", "0", "10000"],
        ["format", "visibility", "--locale", "ko_KR", "--increment", "0.5", "--rounding-mode", "down", "9999"],
        ["format", "air-quality", "--scale", "us", "--locale", "en_US", "--format", "json", "pm2_5=35.5", "pm10=60"],
        ["format", "air-quality", "--locale", "ko_KR", "--scale", "kr", "pm10=95", "pm2_5=28"],
        ["format", "air-quality", "--scale", "ca", "o3=40"],
        ["format", "air-quality", "--scale", "eu", "pm2_5=-1"],
        ["format", "air-quality", "--scale", "in", "--format", "text", "pm2_5=abc"],
        ["format", "moon", "--locale", "ko_KR", "--lat", "37.57", "--lon", "126.98", "--time-zone", "Asia/Seoul", "2026-12-06", "2026-12-24"],
        ["format", "moon", "--lat", "35.68", "--lon", "139.69", "--format", "json", "--locale", "ja_JP", "--time-zone", "+09:00", "2026-03-08"],
        ["format", "moon", "--lat", "91", "--lon", "0", "2026-03-08"],
        ["format", "moon", "--lat", "37.57", "--lon", "126.98", "--time-zone", "Mars/Olympus", "2026-03-08"],
        ["format", "moon", "--lat", "37.57", "--lon", "126.98", "2026-02-30"],
        ["format", "lunar-date", "--locale", "zh_Hans_CN", "2026-12-06", "2012-06-12"],
        ["format", "lunar-date", "--locale", "ko_KR", "--format", "json", "2026-12-22"],
        ["format", "lunar-date", "--locale", "ko_KR", "12/06/2026"],
        ["format", "uv", "--locale", "zh_Hans_CN", "--scale", "cn", "3", "11"],
        ["format", "uv", "--locale", "en_US", "--format", "json", "7"],
        ["format", "uv", "--scale", "who", "x"],
    ]

    @Test("Same output, errors and status both ways", arguments: calls)
    func sameBothWays(arguments: [String]) throws {
        let direct = try WeatherBinary.run(arguments, environment: ["LANG": "ko_KR.UTF-8"])
        let throughArgumentParser = try WeatherBinary.run(Self.joiningOptionValues(arguments), environment: ["LANG": "ko_KR.UTF-8"])
        #expect(direct.standardOutput == throughArgumentParser.standardOutput)
        #expect(direct.standardError == throughArgumentParser.standardError)
        #expect(direct.status == throughArgumentParser.status)
    }

    @Test("Each call above is read directly; its `--name=value` twin is not", arguments: calls)
    func readDirectly(arguments: [String]) throws {
        let traced = ["LANG": "ko_KR.UTF-8", "WEATHER_LOG": "trace"]
        let traceLine = "weather: trace: format \(arguments[1]): arguments read without ArgumentParser\n"
        #expect(try WeatherBinary.run(arguments, environment: traced).standardError.contains(traceLine))
        let joined = Self.joiningOptionValues(arguments)
        if joined != arguments {
            #expect(try !WeatherBinary.run(joined, environment: traced).standardError.contains(traceLine))
        }
    }

    @Test("The calls above use every option each subcommand declares")
    func everyOptionCovered() throws {
        for subcommand in ["temperature", "date", "wind", "pressure", "precipitation", "visibility", "air-quality", "uv", "moon", "lunar-date"] {
            let declared = try Self.declaredOptions(["format", subcommand])
            let used = Set(Self.calls.filter { $0[1] == subcommand }.flatMap { $0.filter { $0.hasPrefix("--") && $0 != "--" } }
                .map { String($0.dropFirst(2)) })
            #expect(declared.isSubset(of: used), "\(subcommand): no call uses \(declared.subtracting(used).sorted())")
        }
    }

    @Test("Spot checks of the direct reading")
    func spotChecks() throws {
        let temperature = try WeatherBinary.run(Self.calls[0])
        #expect(temperature.standardOutput == "28°F\n32°F\n")
        let terminator = try WeatherBinary.run(Self.calls[3])
        #expect(terminator.standardError == "weather: 숫자가 아닙니다: --locale\n")
        #expect(terminator.status == 64)
    }

    @Test("Calls the direct reader declines get ArgumentParser's reading", arguments: [
        (["format", "temperature", "--locale", "ko_KR", "--unit", "rankine", "1"],
         "weather: --unit 옵션에 사용할 수 없는 값입니다: rankine (사용 가능: auto, celsius, fahrenheit, kelvin)\n"),
        (["format", "temperature", "--locale", "ko_KR", "--width"], "weather: --width 옵션에 값이 없습니다\n"),
        (["format", "temperature", "--locale", "ko_KR", "--fraction-digits", "-1", "1"],
         "weather: --fraction-digits 옵션에 값이 없습니다\n"),
        (["format", "date", "--locale", "en_US", "--time-zone", "+05:45", "1781244000"],
         "weather: --skeleton is required\n"),
    ])
    func declined(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
        #expect(result.status == 64)
    }

    /// `--name value` becomes `--name=value` (before any `--` terminator).
    static func joiningOptionValues(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return result + arguments[index...] }
            if argument.hasPrefix("--"), index + 1 < arguments.count {
                result.append("\(argument)=\(arguments[index + 1])")
                index += 2
            } else {
                result.append(argument)
                index += 1
            }
        }
        return result
    }

    /// The names of the options (or other `kinds`) ArgumentParser declares for the
    /// subcommand at `path` (`["format", "date"]`), from its help dump.
    static func declaredOptions(_ path: [String], kinds: Set<String> = ["option"]) throws -> Set<String> {
        struct Dump: Decodable {
            struct Command: Decodable { var arguments: [Argument] }
            struct Argument: Decodable {
                struct Name: Decodable { var name: String }
                var kind: String
                var names: [Name]?
            }
            var command: Command
        }
        let result = try WeatherBinary.run(path + ["--experimental-dump-help"])
        let dump = try JSONDecoder().decode(Dump.self, from: Data(result.standardOutput.utf8))
        return Set(dump.command.arguments.filter { kinds.contains($0.kind) }.flatMap { $0.names ?? [] }.map(\.name))
    }
}
