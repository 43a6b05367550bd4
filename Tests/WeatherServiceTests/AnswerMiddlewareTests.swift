import HTTPTypes
import Testing
import WeatherService

/// What the router's middleware add to the routes' answers: the security fields, the 304
/// and the count under each route's label (ResponseCompression has its own suite).
@Suite("The middleware around every route: security fields, the 304, the count by route")
struct AnswerMiddlewareTests {
    @Test("A refusal's security fields come after its own fields and before a 405's Allow")
    func securityFieldsInPlace() async throws {
        let harness = try await ServiceHarness.start()
        let refused = await harness.request(.post, "/Seoul?format=html")
        await harness.stop()
        #expect(refused.status == 405)
        #expect(refused.headers.map(\.name.canonicalName).prefix(9) == [
            "content-type", "content-language", "vary", "cache-control",
            "x-content-type-options", "content-security-policy", "referrer-policy", "allow", "content-length",
        ])
    }

    @Test("Security fields on every answer in a language, the policy on HTML only; none on a 304 or the fixed routes' files")
    func securityFieldsWhere() async throws {
        let harness = try await ServiceHarness.start()
        let text = await harness.get("/Seoul")
        let page = await harness.get("/Seoul?format=html")
        let notFound = await harness.get("/Nowhereville?format=json")
        let tag = text.header("ETag") ?? "(none)"
        let notModified = await harness.get("/Seoul", ["if-none-match": tag])
        let style = await harness.get("/style.css")
        let health = await harness.get("/healthz")
        await harness.stop()
        for answer in [text, page, notFound] { #expect(answer.header("X-Content-Type-Options") == "nosniff") }
        #expect(page.header("Referrer-Policy") == "no-referrer")
        #expect(text.header("Content-Security-Policy") == nil)
        #expect(notModified.status == 304)
        for answer in [notModified, style, health] { #expect(answer.header("X-Content-Type-Options") == nil) }
        #expect(notModified.header("Content-Type") == nil)
    }

    @Test("Only a forecast is a 304: an embedded file whose tag If-None-Match names still answers whole")
    func notModifiedOnlyForForecasts() async throws {
        let harness = try await ServiceHarness.start()
        let style = await harness.get("/style.css")
        let again = await harness.get("/style.css", ["if-none-match": style.header("ETag") ?? "(none)"])
        await harness.stop()
        #expect(again.status == 200)
        #expect(again.body == style.body)
    }

    @Test("Each route's answers counted under its own label; refusals and paths no route takes under other")
    func countedByRoute() async throws {
        let harness = try await ServiceHarness.start()
        _ = await harness.get("/healthz")
        _ = await harness.request(.head, "/healthz")
        _ = await harness.get("/favicon.ico")
        _ = await harness.get("/robots.txt")
        _ = await harness.get("/Seoul")
        _ = await harness.get("/Seoul?width=5")
        _ = await harness.request(.post, "/Seoul")
        _ = await harness.get("/healthz/x")
        let metrics = await harness.get("/metrics").text
        await harness.stop()
        for line in [
            #"weather_http_requests_total{route="healthz",status="200"} 2"#,
            #"weather_http_requests_total{route="static",status="200"} 1"#,
            #"weather_http_requests_total{route="static",status="404"} 1"#,
            #"weather_http_requests_total{route="forecast",status="200"} 1"#,
            #"weather_http_requests_total{route="forecast",status="400"} 1"#,
            #"weather_http_requests_total{route="other",status="405"} 1"#,
            #"weather_http_requests_total{route="other",status="404"} 1"#,
        ] {
            #expect(metrics.contains(line + "\n"), "\(line)")
        }
    }
}
