import Testing
import WeatherLocalization
import WeatherStrings
@testable import weather

@Suite("The command's own keys and the library's share one set of tables")
struct CLIStringKeyTests {
    @Test("Every key of the command and the library is translated, and nothing else is in the tables", arguments: ["en", "ko"])
    func tablesHoldExactlyTheUsedKeys(language: String) throws {
        let table = try #require(LocalizationTables.bundled()[language])
        #expect(CLIStringKey.usedKeys.subtracting(table.keys).sorted() == [])
        #expect(table.keys.subtracting(CLIStringKey.usedKeys).sorted() == [])
    }

    @Test("No key is registered by both the command and the library")
    func registriesAreDisjoint() {
        let shared = Set(CLIStringKey.allCases.map(\.rawValue)).intersection(StringKey.allKeys)
        #expect(shared.sorted() == [])
    }

    @Test("A command key reads its translation: the Korean stdin-twice error")
    func commandKeyLookup() throws {
        let localizer = try Localizer(locale: WeatherLocale("ko_KR"), tables: LocalizationTables.bundled())
        #expect(localizer.string(.errorStdinTwice) == "표준 입력은 --current와 --forecast 중 하나에만 쓸 수 있습니다")
    }
}
