import Testing
import WeatherTestSupport

@Suite("weather format prints one value per line, errors on stderr with sysexits codes")
struct FormatCommandTests {
    @Test("Each subcommand, as a script would call it", arguments: [
        (["format", "temperature", "--locale", "ko_KR", "271.15", "272.9", "-5"], "-2°C\n0°C\n-278°C\n"),
        (["format", "temperature", "--locale", "en_US", "270.65"], "28°F\n"),
        (["format", "temperature", "--locale", "en_US", "--rounding-mode", "half-even", "--from", "celsius", "-2.5"], "28°F\n"),
        (["format", "temperature", "--locale", "ko_KR", "--rounding-mode", "half-even", "270.65"], "-2°C\n"),
        (["format", "temperature", "--locale", "de_DE", "--fraction-digits", "1", "282.55"], "9,4 °C\n"),
        (["format", "temperature", "--locale", "ko_KR", "--increment", "0.5", "282.55"], "9.5°C\n"),
        (["format", "temperature", "--locale", "ko_KR", "--width", "full", "283.15"], "섭씨 10도\n"),
        (["format", "temperature", "--locale", "en_US", "--width", "narrow", "283.15"], "50°\n"),
        (["format", "temperature", "--locale", "en-US-u-mu-celsius", "283.15"], "10°C\n"),
        (["format", "temperature", "--locale", "ko_KR", "--unit", "fahrenheit", "--", "283.15"], "50°F\n"),
        (["format", "date", "--locale", "ko_KR", "--skeleton", "MMMEdj", "--time-zone", "Asia/Seoul", "1781244000"], "6월 12일 (금) 오후 3시\n"),
        (["format", "date", "--locale", "en_US", "--skeleton", "jm", "--time-zone", "+05:45", "1781244000"], "11:45\u{202F}AM\n"),
        (["format", "date", "--locale", "ko-KR-u-hc-h23", "--skeleton", "jm", "--time-zone", "32400", "1781244000"], "15:00\n"),
        (["format", "wind", "--locale", "ko_KR", "3.6"], "3.6m/s\n"),
        (["format", "wind", "--locale", "en_US", "3.6"], "8 mph\n"),
        // The national services' wind units (Sources/WeatherPresentation/WeatherPresentation.docc/Units.md); -u- keywords still decide.
        (["format", "wind", "--locale", "ja_JP", "3.6"], "3.6 m/s\n"),
        (["format", "wind", "--locale", "zh_CN", "3.6"], "3.6 m/s\n"),
        (["format", "wind", "--locale", "en_GB", "3.6"], "8 mph\n"),
        (["format", "wind", "--locale", "ja-JP-u-ms-metric", "3.6"], "13 km/h\n"),
        (["format", "wind", "--locale", "ja-JP-u-rg-dezzzz", "3.6"], "13 km/h\n"),
        (["format", "wind", "--locale", "de-DE-u-rg-jpzzzz", "3.6"], "3,6 m/s\n"),
        (["format", "precipitation", "--locale", "pt_BR", "0.3"], "0,3 mm\n"),
        (["format", "temperature", "--locale", "ko_KR", "--width", "full", "268.15", "283.15"], "섭씨 영하 5도\n섭씨 10도\n"),
        (["format", "temperature", "--locale", "en_US", "--width", "full", "250"], "minus 10 degrees Fahrenheit\n"),
        // Arabic says "below zero" after the whole quantity, and one and two without a numeral;
        // Hebrew its minus before the unit, and one in words after the construct noun.
        (["format", "temperature", "--locale", "ar_EG", "--width", "full", "270.15", "272.15", "271.15", "274.15", "275.15", "276.15"],
         "٣ درجات مئوية تحت الصفر\nدرجة مئوية واحدة تحت الصفر\nدرجتان مئويتان تحت الصفر\nدرجة مئوية واحدة\nدرجتان مئويتان\n٣ درجات مئوية\n"),
        (["format", "temperature", "--locale", "he_IL", "--width", "full", "272.15", "268.15", "274.15"],
         "מינוס מעלת צלזיוס אחת\nמינוס 5 מעלות צלזיוס\nמעלת צלזיוס אחת\n"),
        // Brazilian Portuguese says zero with the plural, where CLDR's `one` covers 0.
        (["format", "temperature", "--locale", "pt_BR", "--width", "full", "273.15", "274.15", "275.15"],
         "0 graus Celsius\n1 grau Celsius\n2 graus Celsius\n"),
        (["format", "wind", "--locale", "ko_KR", "3.6", "2"], "3.6m/s\n2.0m/s\n"),
        (["format", "precipitation", "--locale", "ko_KR", "0.31", "0.02"], "0.3mm\n0.1mm 미만\n"),
        (["format", "precipitation", "--locale", "en_US", "0.1"], "< 0.01 in\n"),
        (["format", "pressure", "--locale", "en_US", "1013"], "29.91 inHg\n"),
        (["format", "precipitation", "--locale", "de_DE", "2.5"], "2,5 mm\n"),
        (["format", "visibility", "--locale", "en_GB", "10000"], "6.2 mi\n"),
    ])
    func formats(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.standardError == "")
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
    }

    /// `--unit` is the temperature's and wins over the locale; the wind keeps the national
    /// service's unit unless a `-u-` keyword names another system.
    @Test("--unit still wins beside the JMA's m/s; -u-ms-metric turns the wind to km/h", arguments: [
        ("ja_JP", "Seoul、韓国: 晴れ 32°F（体感 23°F）北西の風 4.6 m/s 降水確率 —\n"),
        ("ja-JP-u-ms-metric", "Seoul、韓国: 晴れ 32°F（体感 23°F）北西の風 17 km/h 降水確率 —\n"),
    ])
    func unitOptionBesideNationalWind(locale: String, expected: String) throws {
        let current = WeatherBinary.fixture("seoul-current")
        let result = try WeatherBinary.run(["--locale", locale, "--current", current, "--unit", "fahrenheit", "--format", "line"])
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
    }

    @Test("The locale comes from LC_ALL, LC_MESSAGES, then LANG")
    func localeFromEnvironment() throws {
        let result = try WeatherBinary.run(["format", "temperature", "271.15"], environment: ["LANG": "ko_KR.UTF-8"])
        #expect(result.standardOutput == "-2°C\n")
        let overridden = try WeatherBinary.run(
            ["format", "temperature", "271.15"], environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": "en_US.UTF-8"])
        #expect(overridden.standardOutput == "28°F\n")
    }

    @Test("Bad input: one line on stderr, exit 64, nothing on stdout", arguments: [
        (["format", "temperature", "--locale", "xx_YY", "1"], [String: String](), "weather: Unknown locale 'xx_YY'\n"),
        (["format", "temperature", "--locale", "ko_KR", "1", "abc"], [:], "weather: 숫자가 아닙니다: abc\n"),
        (["format", "date", "--skeleton", "MMM-d", "1"], ["LANG": "ko_KR.UTF-8"], "weather: 사용할 수 없는 날짜 스켈레톤입니다: MMM-d\n"),
        (["format", "date", "--skeleton", "jm", "--time-zone", "Mars/Olympus", "1"], [:], "weather: Unknown time zone 'Mars/Olympus'\n"),
        (["format", "temperature", "--fraction-digits", "9", "1"], [:], "weather: Invalid value for --fraction-digits: '9'\n"),
        (["format", "temperature", "--fraction-digits", "9", "1"], ["LANG": "ko_KR.UTF-8"], "weather: --fraction-digits 옵션에 사용할 수 없는 값입니다: 9\n"),
    ])
    func badInput(arguments: [String], environment: [String: String], expected: String) throws {
        let result = try WeatherBinary.run(arguments, environment: environment)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }
}
