import Foundation
import Testing
import WeatherTestSupport

/// Every JSON the tests record is checked against `Schemas/forecast-view-model.schema.json`,
/// the contract other frontends read.
@Suite("View-model JSON follows the committed JSON Schema")
struct JSONSchemaTests {
    static let repository = Repository.root
    static let schemaPath = repository.appendingPathComponent("Schemas/forecast-view-model.schema.json").path
    static let snapshots = repository.appendingPathComponent("Tests/WeatherCLITests/Snapshots")

    static var snapshotNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: snapshots.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    static func violations(_ json: String) throws -> [String] {
        let value = try JSONSerialization.jsonObject(with: Data(json.utf8))
        return try JSONSchemaValidator(schemaFile: schemaPath).violations(of: value)
    }

    @Test("Every JSON snapshot is valid", arguments: snapshotNames)
    func snapshot(name: String) throws {
        let json = try String(contentsOf: Self.snapshots.appendingPathComponent(name), encoding: .utf8)
        #expect(try Self.violations(json) == [])
    }

    @Test("There are JSON snapshots to check")
    func snapshotsExist() {
        #expect(Self.snapshotNames.count >= 8)
    }

    @Test("The sample, corrected readings, polar sun, no time zone and no feels-like are valid", arguments: [
        [String](),
        ["--current", WeatherBinary.fixture("no-timezone-current"), "--forecast", WeatherBinary.fixture("quirks-forecast")],
        ["--current", WeatherBinary.fixture("polar-night-current")],
        ["--current", WeatherBinary.fixture("no-feels-like-current"), "--hours", "all"],
        ["--current", WeatherBinary.fixture("kathmandu-current"), "--forecast", WeatherBinary.fixture("kathmandu-forecast")],
    ])
    func liveOutputs(arguments: [String]) throws {
        let result = try WeatherBinary.run(["--format", "json", "--locale", "ko_KR"] + arguments)
        #expect(result.status == 0)
        #expect(try Self.violations(result.standardOutput) == [])
    }

    @Test("The check is real: a missing field, an extra field and a wrong type are reported")
    func invalidDocuments() throws {
        let json = try String(contentsOf: Self.snapshots.appendingPathComponent("seoul.en_US.json"), encoding: .utf8)
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        object["dailyTitle"] = nil
        object["surprise"] = 1
        object["schemaVersion"] = 1
        var current = try #require(object["current"] as? [String: Any])
        current["humidity"] = "48%"
        object["current"] = current
        let broken = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        #expect(try Self.violations(broken) == [
            "$: missing dailyTitle", "$: unexpected surprise", "$.current.humidity: expected object", "$.schemaVersion: expected 5",
        ])
    }
}
