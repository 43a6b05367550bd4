import Testing
@testable import weather

/// The readers the `DirectReaders` plugin writes from the declarations set every declared
/// property: one left in ArgumentParser's definition state would stop the program when read.
@Suite("The direct readers set every property a command declares")
struct DirectReadersTests {
    @Test("A command made by init() alone shows the definition state this suite looks for")
    func definitionStateVisible() {
        #expect(String(describing: ShowCommand()).contains("Option(*definition*)"))
        #expect(String(describing: FormatTemperature()).contains("OptionGroup(*definition*)"))
    }

    @Test("show and each format kind, read directly, have nothing left unset", arguments: [
        ["show"],
        ["show", "--locale", "ko_KR", "--chart", "--city", "Seoul", "--refresh"],
        ["format", "temperature", "1"],
        ["format", "date", "--skeleton", "jm", "0"],
        ["format", "wind", "1"],
        ["format", "pressure", "1"],
        ["format", "precipitation", "1"],
        ["format", "visibility", "1"],
        ["format", "air-quality", "--scale", "us", "pm2_5=1"],
        ["format", "uv", "1"],
        ["format", "moon", "--lat", "1", "--lon", "1", "2026-01-01"],
        ["format", "lunar-date", "2026-01-01"],
    ])
    func everyPropertySet(arguments: [String]) throws {
        let command = try #require(WeatherCommand.directlyRead(arguments))
        let description = String(describing: command)
        #expect(!description.contains("*definition*"), "\(description)")
    }

    @Test("What a command does not declare, or a required option left out, goes to ArgumentParser", arguments: [
        ["show", "--skeleton", "jm"],
        ["format", "date", "0"],
        ["format", "moon", "--lat", "1", "2026-01-01"],
        ["format", "temperature", "--scale", "us", "1"],
        ["show", "extra"],
    ])
    func declined(arguments: [String]) {
        #expect(WeatherCommand.directlyRead(arguments) == nil)
    }
}
