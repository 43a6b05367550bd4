import Foundation
import Testing
import WeatherTestSupport

/// `weather [show]` reads plain calls itself and leaves the rest to ArgumentParser. Spelling
/// an option `--name=value` makes the direct reader decline, so each call below runs both
/// ways and must print the same bytes with the same status; a trace line says which way
/// the arguments were read.
@Suite("weather show means the same with or without ArgumentParser")
struct ShowDirectArgumentsTests {
    static let current = WeatherBinary.fixture("seoul-current")
    static let forecast = WeatherBinary.fixture("seoul-forecast")
    static func air(_ name: String) -> String { WeatherBinary.fixture("air/seoul-air-\(name)") }
    /// No network: live calls either lack a key or reach a closed local port.
    static let offline = ["HOME": "/nonexistent", "OPENWEATHER_API_KEY": "test-key"]

    /// Calls the direct reader accepts (known options, each once, values not starting with `-`).
    static let calls: [[String]] = [
        [],
        ["show"],
        ["--locale", "ko_KR", "--current", current, "--forecast", forecast],
        ["show", "--locale", "ko_KR", "--current", current, "--forecast", forecast, "--format", "json", "--unit", "fahrenheit"],
        ["--locale", "en_US", "--current", current, "--forecast", forecast, "--format", "markdown", "--input-units", "metric",
         "--fraction-digits", "1", "--rounding-mode", "floor"],
        ["--locale", "de_DE", "--forecast", forecast, "--increment", "0.5", "--time-zone", "Europe/Berlin",
         "--now", "1781244000", "--hours", "all", "--width", "60", "--icons", "ascii", "--color", "always"],
        ["--locale", "ja_JP", "--current", current, "--template", "{temp} {condition}", "--verbose"],
        ["--locale", "ko_KR", "--localizations", "/nonexistent/folder", "--current", current],
        ["--locale", "ko_KR", "--current", current, "--hours", "500"],
        ["--locale", "en_GB", "--current", current, "--air-pollution", air("current"), "--air-pollution-history", air("history"),
         "--air-pollution-forecast", air("forecast"), "--aqi-scale", "gb"],
        ["--locale", "ko_KR", "--current", current, "--air-pollution", air("current"), "--no-air-quality"],
        ["--locale", "xx_YY", "--current", current],
        ["--locale", "de_DE", "--city", "Seoul", "--base-url", "http://127.0.0.1:9", "--timeout", "2", "--refresh"],
        ["--locale", "en_US", "--zip", "10001,US", "--list-places", "--base-url", "http://127.0.0.1:9", "--timeout", "1.5"],
        ["--locale", "ko_KR", "--lat", "37.57", "--lon", "126.98", "--base-url", "http://127.0.0.1:9", "--timeout", "1"],
        ["--locale", "en_US", "--city", "Seoul", "--source", "onecall", "--base-url", "http://127.0.0.1:9", "--timeout", "1"],
        // Option rules checked when the command runs, in the user's language.
        ["--locale", "ko_KR", "--lat", "37.5"],
        ["--locale", "ko_KR", "--current", current, "--city", "Seoul"],
        ["--locale", "ko_KR", "--onecall", WeatherBinary.fixture("onecall/rome-onecall"), "--input-units", "metric"],
        ["--locale", "en_US", "--onecall", WeatherBinary.fixture("onecall/rome-onecall"), "--current", current],
        // The chart, ambiguous widths, the bars' formats; --watch under a minute is refused before it runs.
        ["--locale", "ja_JP", "--current", current, "--forecast", forecast, "--chart", "--ambiguous", "wide", "--width", "40"],
        ["--locale", "en_US", "--current", current, "--format", "waybar", "--watch", "59"],
    ]

    @Test("Same output, errors and status both ways", arguments: calls)
    func sameBothWays(arguments: [String]) throws {
        let direct = try WeatherBinary.run(arguments, environment: Self.offline)
        let throughArgumentParser = try WeatherBinary.run(Self.joiningOptionValues(arguments), environment: Self.offline)
        #expect(direct.standardOutput == throughArgumentParser.standardOutput)
        #expect(direct.standardError == throughArgumentParser.standardError)
        #expect(direct.status == throughArgumentParser.status)
    }

    @Test("Each call above is read directly; its `--name=value` twin is not", arguments: calls)
    func readDirectly(arguments: [String]) throws {
        let traced = Self.offline.merging(["WEATHER_LOG": "trace"]) { $1 }
        let direct = try WeatherBinary.run(arguments, environment: traced)
        #expect(direct.standardError.contains(Self.traceLine))
        let joined = Self.joiningOptionValues(arguments)
        if joined != arguments {
            let throughArgumentParser = try WeatherBinary.run(joined, environment: traced)
            #expect(!throughArgumentParser.standardError.contains(Self.traceLine))
        }
    }

    @Test("The calls above use every option and flag show declares")
    func everyOptionCovered() throws {
        let declared = try FormatDirectArgumentsTests.declaredOptions(["show"], kinds: ["option", "flag"])
            .subtracting(["h", "help", "version"])
        let used = Set(Self.calls.flatMap { $0.filter { $0.hasPrefix("--") } }.map { String($0.dropFirst(2)) })
        #expect(declared == used, "declared but unused: \(declared.subtracting(used).sorted()); unknown: \(used.subtracting(declared).sorted())")
    }

    @Test("Spot checks of the direct reading")
    func spotChecks() throws {
        let line = try WeatherBinary.run(Self.calls[6])
        #expect(line.standardOutput == "0°C 晴れ\n")
        let hours = try WeatherBinary.run(Self.calls[8])
        #expect(hours.standardOutput == "")
        #expect(hours.status == 64)
    }

    @Test("Calls the direct reader declines get ArgumentParser's reading", arguments: [
        (["--locale", "ko_KR", "--format", "yaml"], "weather: --format 옵션에 사용할 수 없는 값입니다: yaml (사용 가능: text, json, markdown, line, waybar, i3blocks)\n"),
        (["--locale", "ko_KR", "--locale", "en_US"], nil),
        (["--width"], "weather: --width needs a value\n"),
        (["show", "extra"], "weather: Unexpected argument 'extra'\n"),
    ] as [([String], String?)])
    func declined(arguments: [String], expected: String?) throws {
        let traced = Self.offline.merging(["WEATHER_LOG": "trace"]) { $1 }
        let result = try WeatherBinary.run(arguments, environment: traced)
        #expect(!result.standardError.contains(Self.traceLine))
        if let expected {
            #expect(result.standardOutput == "")
            #expect(result.standardError == expected)
            #expect(result.status == 64)
        }
    }

    static let traceLine = "weather: trace: show: arguments read without ArgumentParser\n"

    /// `--name value` becomes `--name=value`; flags (followed by another option) stay as they are.
    static func joiningOptionValues(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--"), index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
                result.append("\(argument)=\(arguments[index + 1])")
                index += 2
            } else {
                result.append(argument)
                index += 1
            }
        }
        return result
    }
}
