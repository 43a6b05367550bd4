import Foundation
import Testing
import WeatherTestSupport

@Suite("weather format uv rounds the index and names its category on the right scale")
struct FormatUVTests {
    @Test("Korean on the WHO's cut points, Chinese on China's own, JSON for scripts")
    func scales() throws {
        let korean = try WeatherBinary.run(["format", "uv", "--locale", "ko_KR", "5.4", "0", "11"])
        #expect(korean.standardOutput == "5 (보통)\n0 (낮음)\n11 (위험)\n")
        let chinese = try WeatherBinary.run(["format", "uv", "--locale", "zh_Hans_CN", "5.4", "9.6"])
        #expect(chinese.standardOutput == "5（中等）\n10（很强）\n")
        let who = try WeatherBinary.run(["format", "uv", "--locale", "zh_Hans_CN", "--scale", "who", "5.4"])
        #expect(who.standardOutput == "5（中等）\n")
        let json = try WeatherBinary.run(["format", "uv", "--locale", "en_US", "--format", "json", "7.5"])
        #expect(json.standardOutput == #"{"category":"veryHigh","index":8,"label":"Very high","scale":"who"}"# + "\n")
        // The plausible range's edges are accepted: 0 and 50 (above the 43 ever measured).
        let edges = try WeatherBinary.run(["format", "uv", "--locale", "en_US", "0", "50"])
        #expect(edges.standardOutput == "0 (Low)\n50 (Extreme)\n")
    }

    @Test("A negative, NaN or absurd index is a usage error", arguments: ["-1", "-0.01", "nan", "50.01", "60", "abc"])
    func refused(value: String) throws {
        let result = try WeatherBinary.run(["format", "uv", "--locale", "en_US", "--", value])
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("weather: "))
    }
}
