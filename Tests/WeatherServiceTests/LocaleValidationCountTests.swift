import Testing
import WeatherCore
import WeatherLocalization

/// A request's locale is read once, where it enters (`?lang=`, `Accept-Language`); the answer,
/// a failure's included, takes that value (issue 32).
@Suite("A request validates its locale once")
struct LocaleValidationCountTests {
    /// The answer to `target` and how many locales were parsed and validated while it was made.
    func counted(_ harness: ServiceHarness, _ target: String, _ headers: [String: String] = [:]) async -> (ServiceAnswer, Int) {
        let count = Locked(0)
        let answer = await WeatherLocale.$validationCounter.withValue(count) { await harness.get(target, headers) }
        return (answer, count.withLock { $0 })
    }

    @Test("A 400 worded in ?lang=ko reads ko once; the same value again is not read again")
    func failureInLang() async throws {
        let harness = try await ServiceHarness.start()
        let (first, firstCount) = await counted(harness, "/Seoul?format=text&lang=ko&unit=x")
        #expect(first.status == 400)
        #expect(first.header("Content-Language") == "ko")
        #expect(first.text == "‘unit’ 값이 올바르지 않습니다\n")
        #expect(firstCount == 1)
        let (second, secondCount) = await counted(harness, "/Seoul?format=text&lang=ko&unit=x")
        #expect(second.body == first.body)
        #expect(secondCount == 0)
        await harness.stop()
    }

    @Test("Accept-Language: yue builds its words' locale once (yue, then zh-Hant-HK), for a failure too")
    func failureInAcceptLanguage() async throws {
        let harness = try await ServiceHarness.start()
        let (answer, count) = await counted(harness, "/Seoul?format=text&unit=x", ["accept-language": "yue"])
        #expect(answer.status == 400)
        #expect(answer.header("Content-Language") == "zh-Hant-HK")
        #expect(count == 2)
        await harness.stop()
    }
}
