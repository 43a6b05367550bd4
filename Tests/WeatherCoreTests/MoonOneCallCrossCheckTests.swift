import Testing
import WeatherCore

/// The moon computed here against what a real One Call answer sent for the same day: a saved
/// `/data/3.0/onecall` answer for Half Moon Bay, California (37.4952, -122.5003), whose day of
/// 2022-04-19 (`dt` 1650398400) gives `moonrise` 1650437100 (11:45 PM PDT), `moonset`
/// 1650381960 (8:26 AM PDT) and `moon_phase` 0.61 (just past full: waning gibbous). OpenWeather
/// sends whole minutes; ours are to the second.
@Suite("The moon agrees with a real One Call answer")
struct MoonOneCallCrossCheckTests {
    @Test("Half Moon Bay, 2022-04-19: rise and set within a minute of One Call's, and the same phase")
    func halfMoonBay() {
        // The local day in America/Los_Angeles (PDT, UTC−7).
        let day = MoonDay(at: Coordinates(lon: -122.5003, lat: 37.4952), start: 1_650_351_600, end: 1_650_438_000)
        let rise = day.horizon.rise ?? 0
        let set = day.horizon.set ?? 0
        #expect(abs(rise - 1_650_437_100) <= 60, "rise \(rise)")
        #expect(abs(set - 1_650_381_960) <= 60, "set \(set)")
        #expect(day.phase == .waningGibbous)
        // One Call's 0.61 of the lunation is a phase angle of about 40°: 88 % lit.
        #expect(day.illuminatedPercent == 88)
    }
}
