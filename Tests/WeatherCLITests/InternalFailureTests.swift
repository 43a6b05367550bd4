import Testing
@testable import weather
import WeatherLocalization
import WeatherStrings

/// Exit 70 is for what the user cannot fix: ICU returning no text for a value it accepted.
@Suite("An ICU failure is an internal error naming the value, never an empty line")
struct InternalFailureTests {
    @Test("An empty result from ICU stops the output with exit 70 and the value it failed on")
    func emptyFormattingIsAnError() throws {
        #expect(try lines(["28°F", "32°F"], for: ["270", "273.15"]) == "28°F\n32°F\n")
        do {
            _ = try lines(["28°F", ""], for: ["270", "273.15"])
            Issue.record("an empty result was printed")
        } catch {
            #expect(error.kind == .software)
            #expect(error.kind.rawValue == 70)
            let english = try Localizer(locale: WeatherLocale("en_US"), tables: LocalizationTables.bundled())
            #expect(error.message.text(english) == "Internal error: ICU could not format '273.15'")
            let korean = try Localizer(locale: WeatherLocale("ko_KR"), tables: LocalizationTables.bundled())
            // The detail stays in ICU's terms: it is for a bug report, not for the user to act on.
            #expect(error.message.text(korean) == "내부 오류가 발생했습니다: ICU could not format '273.15'")
        }
    }
}
