import Foundation
import Testing
import WeatherCore

@Suite("Air-quality rules beyond the tables")
struct AirQualityRulesTests {
    @Test("µg/m³ become ppb at 25 °C with each gas's molar mass", arguments: [
        (Pollutant.o3, 100.0, 50.940), (.no2, 100, 53.146), (.so2, 100, 38.168), (.co, 1000, 872.90), (.nh3, 100, 143.56),
    ])
    func partsPerBillion(pollutant: Pollutant, micrograms: Double, ppb: Double) {
        let converted = pollutant.partsPerBillion(fromMicrogramsPerCubicMetre: micrograms)
        #expect((converted - ppb).magnitude < 0.01, "\(converted)")
    }

    @Test("US AQI: PM2.5 is truncated to 0.1 before the table, so 9.09 is still Good")
    func truncation() throws {
        let assessment = try AirQualityScaleID.us.assess(PollutantConcentrations([.pm2_5: 9.09]))
        #expect(assessment.index == 50)
        #expect(assessment.category.id == "good")
    }

    @Test("US AQI: the example of the issue, 35.5 µg/m³ PM2.5, is 101 and orange")
    func usExample() throws {
        let assessment = try AirQualityScaleID.us.assess(PollutantConcentrations([.pm2_5: 35.5, .pm10: 60, .o3: 60]))
        #expect(assessment.index == 101)
        #expect(assessment.category.id == "unhealthy-sensitive")
        #expect(assessment.colour == "#FF7E00")
        #expect(assessment.dominant == .pm2_5)
    }

    @Test("Korean CAI: two pollutants at 나쁨 add 50 to the highest score, three add 75")
    func koreanBonus() throws {
        // NO2 10 µg/m³ (0.005 ppm) and O3 20 µg/m³ (0.010 ppm) are 좋음: the CAI needs them given.
        let one = try AirQualityScaleID.kr.assess(PollutantConcentrations([.pm10: 81, .pm2_5: 35, .no2: 10, .o3: 20]))
        let two = try AirQualityScaleID.kr.assess(PollutantConcentrations([.pm10: 81, .pm2_5: 36, .no2: 10, .o3: 20]))
        let three = try AirQualityScaleID.kr.assess(PollutantConcentrations([.pm10: 81, .pm2_5: 36, .no2: 10, .o3: 0.091 * PerPPM.o3 * (1 + 1e-9)]))
        #expect(one.index == 101)
        #expect(two.index == 151)
        #expect(three.index == 176)
        #expect(two.rating(of: .pm10)?.category.id == "bad")
        #expect(one.rating(of: .pm2_5)?.category.id == "moderate")
    }

    @Test("Korean CAI needs PM10, PM2.5, NO2 and O3; without them, grades only: the worst one, no index")
    func koreanGradesOnly() throws {
        let grades = try AirQualityScaleID.kr.assess(PollutantConcentrations([.pm10: 95, .pm2_5: 28]))
        #expect(grades.index == nil)
        #expect(grades.category.id == "bad")
        #expect(grades.colour == "#FFD400")
        #expect(grades.dominant == .pm10)
        #expect(grades.rating(of: .pm10)?.subIndex == 131)
        #expect(grades.rating(of: .pm2_5)?.category.id == "moderate")
        let full = try AirQualityScaleID.kr.assess(PollutantConcentrations([.pm10: 95, .pm2_5: 28, .no2: 20, .o3: 40]))
        #expect(full.index == 131)
    }

    @Test("China names a primary pollutant only above AQI 50")
    func chinaPrimaryPollutant() throws {
        let clean = try AirQualityScaleID.cn.assess(PollutantConcentrations([.pm2_5: 20, .pm10: 30]))
        let polluted = try AirQualityScaleID.cn.assess(PollutantConcentrations([.pm2_5: 80, .pm10: 30]))
        #expect(clean.index == 30)  // PM10 30 → 30 beats PM2.5 20 → 28.6, rounded up to 29
        #expect(clean.dominant == nil)
        #expect(polluted.index == 107)
        #expect(polluted.dominant == .pm2_5)
        #expect(polluted.category.id == "lightly-polluted")
    }

    @Test("India needs three pollutants, one of them PM")
    func indiaMinimum() {
        #expect(throws: AirQualityAssessmentError.missingPollutants(scale: .in, needed: [.pm2_5, .pm10])) {
            try AirQualityScaleID.in.assess(PollutantConcentrations([.pm2_5: 40, .no2: 20]))
        }
        #expect(throws: AirQualityAssessmentError.missingPollutants(scale: .in, needed: [.pm2_5, .pm10])) {
            try AirQualityScaleID.in.assess(PollutantConcentrations([.o3: 40, .no2: 20, .so2: 10]))
        }
    }

    /// Worked by hand: 20 ppb NO2, 30 ppb O3, 10 µg/m³ PM2.5 give
    /// 96.15 × [(e^0.01742 − 1) + (e^0.01611 − 1) + (e^0.00487 − 1)] = 3.70 → 4.
    @Test("AQHI: the ECCC formula on NO2 and O3 in ppb and PM2.5, rounded, at least 1, 10+ Very High", arguments: [
        (20.0, 30.0, 10.0, 4, "moderate", "#FFFF00"),
        (0, 0, 0, 1, "low", "#00CCFF"),
        (10, 20, 5, 2, "low", "#0099CC"),
        (60, 60, 80, 12, "very-high", "#660000"),
    ])
    func aqhi(no2ppb: Double, o3ppb: Double, pm2_5: Double, index: Int, category: String, colour: String) throws {
        let assessment = try AirQualityScaleID.ca.assess(PollutantConcentrations([
            .no2: no2ppb * PerPPM.no2 / 1000, .o3: o3ppb * PerPPM.o3 / 1000, .pm2_5: pm2_5,
        ]))
        #expect(assessment.index == index)
        #expect(assessment.category.id == category)
        #expect(assessment.colour == colour)
    }

    @Test("AQHI needs O3, NO2 and PM2.5 all three")
    func aqhiNeedsAll() {
        #expect(throws: AirQualityAssessmentError.missingPollutants(scale: .ca, needed: [.o3, .no2, .pm2_5])) {
            try AirQualityScaleID.ca.assess(PollutantConcentrations([.o3: 40, .no2: 20]))
        }
    }

    @Test("A scale given none of its pollutants says so")
    func nothingToRate() {
        #expect(throws: AirQualityAssessmentError.noPollutants(scale: .eu)) {
            try AirQualityScaleID.eu.assess(PollutantConcentrations([.co: 400]))
        }
    }

    @Test("Implausible readings are found: negative, NaN, beyond 1 g/m³")
    func implausible() {
        #expect(PollutantConcentrations([.pm10: -1]).firstImplausible?.pollutant == .pm10)
        #expect(PollutantConcentrations([.o3: .nan]).firstImplausible?.pollutant == .o3)
        #expect(PollutantConcentrations([.co: 2_000_000]).firstImplausible?.value == 2_000_000)
        #expect(PollutantConcentrations([.co: 300, .pm2_5: 0]).firstImplausible == nil)
    }
}

@Suite("Air-quality averaging windows")
struct AirQualityAveragingTests {
    static let end = 1_764_543_600  // an hour boundary

    static func hour(_ back: Int, pm2_5: Double?, o3: Double? = nil) -> AirPollutionResponse.Item {
        var values: [Pollutant: Double] = [:]
        values[.pm2_5] = pm2_5
        values[.o3] = o3
        return AirPollutionResponse.Item(dt: end - back * 3600, components: PollutantConcentrations(values))
    }

    @Test("PM over 24 hours, ozone over 8, for the US; hours outside the window and the future are ignored")
    func usWindows() {
        var readings = (0..<30).map { Self.hour($0, pm2_5: Double($0), o3: Double($0)) }
        readings.append(AirPollutionResponse.Item(dt: Self.end + 3600, components: PollutantConcentrations([.pm2_5: 1000])))
        let averaged = AirQualityAveraging.average(readings, endingAt: Self.end, for: .us)
        #expect(averaged.concentrations[.pm2_5] == 11.5)  // mean of 0…23
        #expect(averaged.concentrations[.o3] == 3.5)  // mean of 0…7
        #expect(averaged.basis[.pm2_5] == .window(hours: 24, available: 24))
        #expect(averaged.basis[.o3] == .window(hours: 8, available: 8))
    }

    @Test("With only the current hour, the basis says one hour of 24")
    func currentHourOnly() {
        let averaged = AirQualityAveraging.average([Self.hour(0, pm2_5: 40)], endingAt: Self.end, for: .kr)
        #expect(averaged.concentrations[.pm2_5] == 40)
        #expect(averaged.basis[.pm2_5] == .window(hours: 24, available: 1))
        #expect(averaged.basis[.pm2_5]?.isComplete == false)
    }

    @Test("The EAQI rates the hour itself; the AQHI the last 3 hours")
    func hourlyAndThreeHours() {
        let readings = (0..<5).map { Self.hour($0, pm2_5: Double($0 * 10)) }
        #expect(AirQualityAveraging.average(readings, endingAt: Self.end, for: .eu).concentrations[.pm2_5] == 0)
        #expect(AirQualityAveraging.average(readings, endingAt: Self.end, for: .eu).basis[.pm2_5] == .hourly)
        #expect(AirQualityAveraging.average(readings, endingAt: Self.end, for: .ca).concentrations[.pm2_5] == 10)
    }

    @Test("A repeated hour counts once, the last one given")
    func repeatedHour() {
        let averaged = AirQualityAveraging.average([Self.hour(0, pm2_5: 10), Self.hour(0, pm2_5: 30)], endingAt: Self.end, for: .us)
        #expect(averaged.concentrations[.pm2_5] == 30)
        #expect(averaged.basis[.pm2_5] == .window(hours: 24, available: 1))
    }
}

@Suite("Air Pollution responses")
struct AirPollutionDecodingTests {
    @Test("A real-looking answer: every component in µg/m³, OpenWeather's own index kept as sent")
    func current() throws {
        let body = #"{"coord":{"lon":126.9778,"lat":37.5683},"list":[{"main":{"aqi":3},"components":{"co":400.54,"no":0.21,"no2":31.19,"o3":26.46,"so2":4.83,"pm2_5":28.4,"pm10":47.26,"nh3":1.49},"dt":1764543600}]}"#
        let response = try OpenWeatherDecoder.decodeAirPollution(Data(body.utf8))
        #expect(response.coord == Coordinates(lon: 126.9778, lat: 37.5683))
        #expect(response.list.count == 1)
        #expect(response.list[0].dt == 1_764_543_600)
        #expect(response.list[0].openWeatherIndex == 3)
        #expect(response.list[0].components[.pm2_5] == 28.4)
        #expect(response.list[0].components[.co] == 400.54)
        #expect(response.list[0].nitrogenMonoxide == 0.21)
    }

    @Test("Tolerated: an empty list, absent components and coord, numeric strings, null")
    func tolerant() throws {
        let empty = try OpenWeatherDecoder.decodeAirPollution(Data(#"{"coord":{"lon":0,"lat":0},"list":[]}"#.utf8))
        #expect(empty.list.isEmpty)
        let sparse = try OpenWeatherDecoder.decodeAirPollution(Data(#"{"list":[{"dt":1764543600,"components":{"pm2_5":"12.5","pm10":null}},{"dt":1764547200}]}"#.utf8))
        #expect(sparse.coord == nil)
        #expect(sparse.list[0].components[.pm2_5] == 12.5)
        #expect(sparse.list[0].components[.pm10] == nil)
        #expect(sparse.list[1].components.known.isEmpty)
    }

    @Test("Keys read as JSON defines them: escaped, repeated (the last wins, the first is not read), unknown")
    func keys() throws {
        let body = #"{"list":[{"dt":1764543600,"components":{"pm2\u005f5":7.5,"pm10":"lots","pm10":12,"n\u006f":0.5,"pm1":3,"nh3":null}}]}"#
        let item = try OpenWeatherDecoder.decodeAirPollution(Data(body.utf8)).list[0]
        #expect(item.components[.pm2_5] == 7.5)
        #expect(item.components[.pm10] == 12)
        #expect(item.nitrogenMonoxide == 0.5)
        #expect(item.components.known == [.pm2_5, .pm10])
    }

    @Test("A negative concentration is left out and said")
    func negative() throws {
        let response = try OpenWeatherDecoder.decodeAirPollution(Data(#"{"list":[{"dt":1764543600,"components":{"o3":-0.5,"pm10":3}}]}"#.utf8))
        #expect(response.list[0].components[.o3] == nil)
        #expect(response.list[0].components[.pm10] == 3)
        #expect(response.adjustments == [ReadingAdjustment(path: "list[0].components.o3", sent: "-0.5", shown: nil)])
    }

    @Test("Broken answers name the JSON path", arguments: [
        (#"{"list":[{"dt":1764543600,"components":{"pm2_5":"lots"}}]}"#,
         OpenWeatherDecodingError.invalidValue(path: "list[0].components.pm2_5", reason: .notNumeric("lots"))),
        (#"{"list":[{"components":{}}]}"#, .missingField(path: "list[0].dt")),
        (#"{"coord":{"lon":0,"lat":0}}"#, .missingField(path: "list")),
        (#"{"cod":401,"message":"Invalid API key"}"#, .apiError(code: "401", message: "Invalid API key")),
    ])
    func broken(body: String, error: OpenWeatherDecodingError) {
        #expect(throws: error) { try OpenWeatherDecoder.decodeAirPollution(Data(body.utf8)) }
    }
}
