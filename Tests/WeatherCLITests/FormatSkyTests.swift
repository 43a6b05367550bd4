import Testing
import WeatherTestSupport

/// Rise and set times here are PyEphem's to the minute (see `MoonHorizonTests`); lunar dates
/// are HKO's and KASI's (see `LunarDateTests`).
@Suite("weather format moon and lunar-date print the sky of each day")
struct FormatSkyTests {
    static let seoul = ["--lat", "37.57", "--lon", "126.98", "--time-zone", "Asia/Seoul"]

    @Test("One line per day: phase, illumination, moonrise, moonset in the place's time", arguments: [
        (["--locale", "ko_KR"] + seoul + ["2026-12-06", "2026-12-24"],
         "그믐달 🌘 · 8% · 월출 오전 4:50 · 월몰 오후 3:01\n보름달 🌕 · 100% · 월출 오후 5:19 · 월몰 오전 7:58\n"),
        (["--locale", "en_US"] + seoul + ["2026-12-24"], "Full Moon 🌕 · 100% · Moonrise 5:19\u{202F}PM · Moonset 7:58\u{202F}AM\n"),
        (["--locale", "zh_Hans_CN", "--lat", "39.9", "--lon", "116.4", "--time-zone", "Asia/Shanghai", "2026-12-24", "2027-01-01"],
         "满月 🌕 · 100% · 月出 16:55 · 月落 07:51\n残月 🌘 · 36% · 月出 01:28 · 月落 12:13\n"),
        // New York's 23-hour day when daylight saving starts has no moonrise.
        (["--locale", "en_US", "--lat", "40.7128", "--lon", "-74.006", "--time-zone", "America/New_York", "2026-03-08"],
         "Waning Gibbous 🌖 · 75% · No moonrise · Moonset 9:23\u{202F}AM\n"),
        // Tromsø in December: up all day at the full moon, down all day at the new.
        (["--locale", "en_US", "--lat", "69.65", "--lon", "18.96", "--time-zone", "Europe/Oslo", "2025-12-05", "2025-12-20"],
         "Full Moon 🌕 · 99% · No moonrise · No moonset\nNew Moon 🌑 · 0% · No moonrise · No moonset\n"),
        (["--locale", "de_DE", "--lat", "52.52", "--lon", "13.4", "--time-zone", "Europe/Berlin", "2026-03-29"],
         "Zunehmender Mond 🌔 · 86\u{00A0}% · Mondaufgang 15:22 · Monduntergang 05:43\n"),
    ])
    func moon(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(["format", "moon"] + arguments)
        #expect(result.standardError == "")
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
    }

    @Test("--format json: one object per day, instants as Unix seconds")
    func moonJSON() throws {
        let result = try WeatherBinary.run(["format", "moon", "--locale", "en_US", "--format", "json"] + Self.seoul + ["2026-12-24"])
        #expect(result.status == 0)
        #expect(result.standardOutput == #"""
            {"ascii":"FM","date":"2026-12-24","emoji":"🌕","illumination":100,"name":"Full Moon","phase":"full","principalPhaseTime":1798075698,"rise":1798100363,"riseText":"5:19\#u{202F}PM","set":1798066675,"setText":"7:58\#u{202F}AM","waxing":false}

            """#)
    }

    @Test("The lunar date, and the solar term on its day", arguments: [
        (["--locale", "zh_Hans_CN", "2026-12-06", "2012-06-12", "2026-12-22"], "农历十月廿八\n农历闰四月廿三\n农历冬月十四 · 冬至\n"),
        (["--locale", "zh-Hant-HK", "2012-06-12"], "農曆閏四月廿三\n"),
        (["--locale", "ko_KR", "2026-12-06", "2012-05-13", "2026-12-22", "2025-11-07"],
         "음력 10월 28일\n음력 윤3월 23일\n음력 11월 14일 · 동지\n음력 9월 18일 · 입동\n"),
        (["--locale", "ko-KR-u-ca-chinese", "2012-05-13"], "음력 4월 23일\n"),
        (["--locale", "en-US", "2026-12-06"], "Tenth Month 28\n"),
    ])
    func lunarDate(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(["format", "lunar-date"] + arguments)
        #expect(result.standardError == "")
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
    }

    @Test("lunar-date --format json")
    func lunarDateJSON() throws {
        let result = try WeatherBinary.run(["format", "lunar-date", "--locale", "ko_KR", "--format", "json", "2026-12-22"])
        #expect(result.status == 0)
        #expect(result.standardOutput == #"""
            {"calendar":"dangi","date":"2026-12-22","day":14,"leapMonth":false,"month":11,"solarTerm":"winter-solstice","solarTermName":"동지","text":"음력 11월 14일","year":4359}

            """#)
    }

    @Test("Bad latitudes, zones and dates: one localized line on stderr, exit 64, nothing on stdout", arguments: [
        (["format", "moon", "--locale", "en_US", "--lat", "91", "--lon", "0", "2026-03-08"], "weather: --lat must be between -90 and 90\n"),
        (["format", "moon", "--locale", "en_US", "--lat", "-90.5", "--lon", "0", "2026-03-08"], "weather: --lat must be between -90 and 90\n"),
        (["format", "moon", "--locale", "en_US", "--lat", "0", "--lon", "181", "2026-03-08"], "weather: --lon must be between -180 and 180\n"),
        (["format", "moon", "--locale", "en_US", "--lat", "0", "--lon", "0", "--time-zone", "Mars/Olympus", "2026-03-08"],
         "weather: Unknown time zone 'Mars/Olympus'\n"),
        (["format", "moon", "--locale", "en_US", "--lat", "0", "--lon", "0", "2026-02-30"], "weather: Invalid value for DATE (YYYY-MM-DD): '2026-02-30'\n"),
        (["format", "moon", "--locale", "ko_KR", "--lat", "91", "--lon", "0", "2026-03-08"], "weather: --lat 값은 -90에서 90 사이여야 합니다\n"),
        (["format", "moon", "--locale", "en_US", "--lat", "0", "--lon", "0"], "weather: No value to format\n"),
        (["format", "lunar-date", "--locale", "ko_KR", "12/06/2026"], "weather: DATE (YYYY-MM-DD) 옵션에 사용할 수 없는 값입니다: 12/06/2026\n"),
        (["format", "lunar-date", "--locale", "en_US", "2026-13-01"], "weather: Invalid value for DATE (YYYY-MM-DD): '2026-13-01'\n"),
    ])
    func usageErrors(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }
}
