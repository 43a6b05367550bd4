import Testing
@testable import WeatherService
import WeatherLocalization
import WeatherStrings

@Suite("The order * chooses tables in")
struct WildcardOrderTests {
    @Test("Names every shipped table once: a table added must be placed on purpose")
    func coversTheTables() {
        #expect(LocaleNegotiator.wildcardOrder.count == Set(LocaleNegotiator.wildcardOrder).count)
        #expect(Set(LocaleNegotiator.wildcardOrder) == Set(LocalizationTables.bundledLanguages))
    }
}
