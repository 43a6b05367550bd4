import Foundation
import Testing
import WeatherRendering
import WeatherTestSupport

/// `--format waybar` and `--format i3blocks`, the bars' placeholders, `--chart` from the
/// configuration file and `--ambiguous`, through the real binary.
@Suite("Status bars read weather's output as it is")
struct StatusBarTests {
    static let seoul = [
        "--current", WeatherBinary.fixture("seoul-current"), "--forecast", WeatherBinary.fixture("seoul-forecast"),
        "--now", "2026-12-03T14:50:00+09:00",
    ]

    /// Waybar's custom module, as it parses `return-type: json`.
    struct WaybarModule: Decodable {
        var text: String
        var tooltip: String
        var `class`: String
        var alt: String
        var percentage: Int
    }

    @Test("--format waybar is one line of JSON with the text, an escaped tooltip, the condition's class, icon and chance")
    func waybar() throws {
        let result = try WeatherBinary.run(["--locale", "ko_KR", "--format", "waybar", "--template", "{icon} {temp} <{condition}>"] + Self.seoul)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasSuffix("}\n"))
        #expect(result.standardOutput.dropLast().contains("\n") == false)
        let module = try JSONDecoder().decode(WaybarModule.self, from: Data(result.standardOutput.utf8))
        // The template's angle brackets are Pango markup's, escaped.
        #expect(module.text == "☀️ 0°C &lt;맑음&gt;")
        #expect(module.class == "clear")
        #expect(module.alt == "01d")
        #expect(module.percentage == 0)
        let tooltip = module.tooltip.split(separator: "\n", omittingEmptySubsequences: false)
        // Files name the place as the data does (a live search would say 서울).
        #expect(tooltip.first == "Seoul, 대한민국")
        #expect(tooltip.contains("0°C  맑음"))
        #expect(tooltip.contains("체감 -5°C · 최저 -3°C · 최고 0°C (오후 3시부터)"))
        #expect(tooltip.contains("내일 오후 12시부터 비"))
        // The fourth and last step listed: midnight.
        #expect(tooltip.last == "오전 0시  -3°C  구름조금  0%")
    }

    @Test("--format i3blocks: full text, short text, colour on three lines")
    func i3blocks() throws {
        let result = try WeatherBinary.run(["--locale", "en_US", "--format", "i3blocks", "--template", "{icon} {temp} {nextChange}"] + Self.seoul)
        #expect(result.status == 0)
        #expect(result.standardOutput == "☀️ 32°F Rain from tomorrow, 12\u{202F}PM\n☀️ 32°F\n#FFD75F\n")
    }

    @Test("The bars' placeholders: the observation time, sunrise and sunset, the next change")
    func placeholders() throws {
        let result = try WeatherBinary.run(
            ["--locale", "en_US", "--template", "{time} | {sunrise}–{sunset} | {nextChange} | {updated}"] + Self.seoul)
        #expect(result.status == 0)
        // Files have no fetch time: {updated} is the view model's unavailable mark.
        #expect(result.standardOutput == "Thu, Dec 3, 2:50\u{202F}PM | 7:29\u{202F}AM–5:14\u{202F}PM | Rain from tomorrow, 12\u{202F}PM | —\n")
    }

    @Test("chart = true in the configuration file draws the chart as --chart does")
    func chartSetting() async throws {
        let home = try await LiveHome()
        try home.writeConfig("chart = true\n", mode: 0o600)
        let configured = try await home.run(["--locale", "en_US", "--width", "60"] + Self.seoul)
        let flagged = try await WeatherBinary.runInBackground(["--locale", "en_US", "--width", "60", "--chart"] + Self.seoul)
        await home.finish()
        #expect(configured.status == 0)
        #expect(configured.standardOutput.contains("\nLow 25°F (tomorrow, 6\u{202F}AM), high 37°F (tomorrow, 12\u{202F}PM)\n37°F "))
        #expect(configured.standardOutput == flagged.standardOutput)
    }

    @Test("--ambiguous wide and WEATHER_AMBIGUOUS=wide count ° and – as two columns; a bad value is refused")
    func ambiguous() throws {
        let option = try WeatherBinary.run(["--locale", "ja_JP", "--chart", "--width", "40", "--ambiguous", "wide"] + Self.seoul)
        let variable = try WeatherBinary.run(["--locale", "ja_JP", "--chart", "--width", "40"] + Self.seoul, environment: ["WEATHER_AMBIGUOUS": "wide"])
        let narrow = try WeatherBinary.run(["--locale", "ja_JP", "--chart", "--width", "40"] + Self.seoul)
        #expect(option.status == 0)
        #expect(option.standardOutput == variable.standardOutput)
        #expect(option.standardOutput != narrow.standardOutput)
        for line in option.standardOutput.split(separator: "\n") {
            #expect(TerminalWidth.columns(of: String(line), ambiguous: .wide) <= 40, "\(line)")
        }
        let bad = try WeatherBinary.run(["--locale", "en_US"] + Self.seoul, environment: ["WEATHER_AMBIGUOUS": "double"])
        #expect(bad.status == 64)
        #expect(bad.standardError.contains("WEATHER_AMBIGUOUS"))
        #expect(bad.standardOutput == "")
    }
}
