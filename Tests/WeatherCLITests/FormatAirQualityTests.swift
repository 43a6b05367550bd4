import Testing
import WeatherTestSupport

@Suite("weather format air-quality rates concentrations on each country's scale")
struct FormatAirQualityTests {
    @Test("One line or one JSON object, in the locale's words", arguments: [
        (["--scale", "us", "--locale", "en_US", "--format", "json", "pm2_5=35.5"],
         #"{"scale":"us","index":101,"category":"unhealthy-sensitive","label":"Unhealthy for Sensitive Groups","dominant":"pm2_5","readings":[{"pollutant":"pm2_5","value":36,"unit":"microgram-per-cubic-meter","text":"36 μg/m³","hours":24}]}"# + "\n"),
        (["--scale", "us", "--locale", "en_US", "pm2_5=35.5", "pm10=60"], "US AQI 101 · Unhealthy for Sensitive Groups (PM2.5)\n"),
        (["--scale", "us", "--locale", "es_US", "pm2_5=35.5"], "AQI de EE. UU. 101 · Insalubre para grupos sensibles (PM2,5)\n"),
        // PM10 95 scores 131 (나쁨), PM2.5 28 scores 82 (보통): one pollutant 나쁨, no extra points.
        (["--scale", "kr", "--locale", "ko_KR", "pm10=95", "pm2_5=28", "no2=20", "o3=40"], "통합대기환경지수 131 · 나쁨 (미세먼지)\n"),
        (["--scale", "kr", "--locale", "en_US", "--format", "json", "pm10=95", "pm2_5=28", "no2=20", "o3=40"],
         #"{"scale":"kr","index":131,"category":"bad","label":"Unhealthy","dominant":"pm10","readings":[{"pollutant":"pm10","value":95,"unit":"microgram-per-cubic-meter","text":"95 μg/m³","hours":24},{"pollutant":"pm2_5","value":28,"unit":"microgram-per-cubic-meter","text":"28 μg/m³","hours":24},{"pollutant":"o3","value":0.02,"unit":"permillion","text":"0.020 ppm","hours":1},{"pollutant":"no2","value":0.011,"unit":"permillion","text":"0.011 ppm","hours":1}]}"# + "\n"),
        // Without NO2 and O3 AirKorea computes no CAI: the worst grade alone.
        (["--scale", "kr", "--locale", "en_US", "--format", "json", "pm10=95", "pm2_5=28"],
         #"{"scale":"kr","index":null,"category":"bad","label":"Unhealthy","dominant":"pm10","readings":[{"pollutant":"pm10","value":95,"unit":"microgram-per-cubic-meter","text":"95 μg/m³","hours":24},{"pollutant":"pm2_5","value":28,"unit":"microgram-per-cubic-meter","text":"28 μg/m³","hours":24}]}"# + "\n"),
        (["--scale", "eu", "--locale", "en_US", "--format", "json", "o3=110", "pm2_5=10"],
         #"{"scale":"eu","index":null,"category":"moderate","label":"Moderate","dominant":"o3","readings":[{"pollutant":"pm2_5","value":10,"unit":"microgram-per-cubic-meter","text":"10 μg/m³","hours":1},{"pollutant":"o3","value":110,"unit":"microgram-per-cubic-meter","text":"110 μg/m³","hours":1}]}"# + "\n"),
        (["--scale", "eu", "--locale", "de_DE", "o3=110", "pm2_5=10"], "Europäischer Luftqualitätsindex · Mäßig (Ozon)\n"),
        (["--scale", "cn", "--locale", "zh_Hans_CN", "pm2_5=80", "pm10=60"], "空气质量指数 107 · 轻度污染 (细颗粒物)\n"),
        (["--scale", "cn", "--locale", "en_US", "--format", "json", "pm2_5=20"],
         #"{"scale":"cn","index":29,"category":"excellent","label":"Excellent","dominant":null,"readings":[{"pollutant":"pm2_5","value":20,"unit":"microgram-per-cubic-meter","text":"20 μg/m³","hours":24}]}"# + "\n"),
        (["--scale", "in", "--locale", "en_IN", "pm2_5=95", "pm10=120", "no2=50"], "India AQI 215 · Poor (PM2.5)\n"),
        (["--scale", "gb", "--locale", "en_GB", "pm10=60"], "UK DAQI 5 · Moderate (PM10)\n"),
        (["--scale", "ca", "--locale", "fr_CA", "o3=60", "no2=40", "pm2_5=10"], "Cote air santé (CAS) 4 · Risque modéré\n"),
        // Each agency's unit (25 °C, 1 atm, 24.45 L/mol): O3 100 µg/m³ × 24.45 / 47.997 = 50.94 ppb → 51;
        // NO2 100 × 24.45 / 46.005 = 53.15 → 53; SO2 100 × 24.45 / 64.058 = 38.17 → 38; CO 1145 × 24.45 / 28.010
        // = 999.5 ppb → 1.0 ppm (AirNow), 1145 / 1000 = 1.145 → 1.1 mg/m³ (MEE, CPCB). SO2's 38 ppb is the top sub-index, 54.
        (["--scale", "us", "--locale", "en_US", "--format", "json", "o3=100", "co=1145", "no2=100", "so2=100"],
         #"{"scale":"us","index":54,"category":"moderate","label":"Moderate","dominant":"so2","readings":[{"pollutant":"o3","value":51,"unit":"portion-per-1e9","text":"51 ppb","hours":8},{"pollutant":"co","value":1.0,"unit":"permillion","text":"1.0 ppm","hours":8},{"pollutant":"so2","value":38,"unit":"portion-per-1e9","text":"38 ppb","hours":1},{"pollutant":"no2","value":53,"unit":"portion-per-1e9","text":"53 ppb","hours":1}]}"# + "\n"),
        (["--scale", "cn", "--locale", "zh_CN", "--format", "json", "co=1145", "pm2_5=20"],
         #"{"scale":"cn","index":29,"category":"excellent","label":"优","dominant":null,"readings":[{"pollutant":"pm2_5","value":20,"unit":"microgram-per-cubic-meter","text":"20 μg/m³","hours":24},{"pollutant":"co","value":1.1,"unit":"milligram-per-cubic-meter","text":"1.1 mg/m³","hours":24}]}"# + "\n"),
        // CO 1.1 mg/m³ is the bottom of CPCB's 1.1–2.0 band: 51, above PM2.5 20 (33) and NO2 40 (50).
        (["--scale", "in", "--locale", "hi_IN", "--format", "json", "co=1145", "pm2_5=20", "no2=40"],
         #"{"scale":"in","index":51,"category":"satisfactory","label":"संतोषजनक","dominant":"co","readings":[{"pollutant":"pm2_5","value":20,"unit":"microgram-per-cubic-meter","text":"20 μg/m³","hours":24},{"pollutant":"no2","value":40,"unit":"microgram-per-cubic-meter","text":"40 μg/m³","hours":24},{"pollutant":"co","value":1.1,"unit":"milligram-per-cubic-meter","text":"1.1 mg/m³","hours":8}]}"# + "\n"),
        // The AQHI is one index over three pollutants: no dominant one; O3 and NO2 in ppb as ECCC writes them.
        (["--scale", "ca", "--locale", "en_CA", "--format", "json", "o3=100", "no2=100", "pm2_5=20"],
         #"{"scale":"ca","index":8,"category":"high","label":"High Risk","dominant":null,"readings":[{"pollutant":"o3","value":51,"unit":"portion-per-1e9","text":"51 ppb","hours":3},{"pollutant":"no2","value":53,"unit":"portion-per-1e9","text":"53 ppb","hours":3},{"pollutant":"pm2_5","value":20,"unit":"microgram-per-cubic-meter","text":"20 μg/m³","hours":3}]}"# + "\n"),
    ])
    func rates(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(["format", "air-quality"] + arguments)
        #expect(result.standardError == "")
        #expect(result.status == 0)
        #expect(result.standardOutput == expected)
    }

    @Test("Bad values: one line on stderr, exit 64, nothing on stdout", arguments: [
        (["--scale", "us", "pm2_5=-1"], "weather: Invalid value for pm2_5: '-1'\n"),
        (["--scale", "us", "pm2_5=nan"], "weather: Invalid value for pm2_5: 'nan'\n"),
        (["--scale", "us", "co=2000000"], "weather: Invalid value for co: '2000000'\n"),
        (["--scale", "us", "pm2_5=abc"], "weather: 'abc' is not a number\n"),
        (["--scale", "us", "dust=10"], "weather: Invalid value for POLLUTANT=µg/m³: 'dust=10'\n"),
        (["--scale", "ca", "o3=40"], "weather: Invalid value for --scale ca: 'o3=40'\n"),
    ])
    func badValues(arguments: [String], expected: String) throws {
        let result = try WeatherBinary.run(["format", "air-quality", "--locale", "en_US"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError == expected)
    }

    @Test("An unknown scale is a usage error (64)")
    func unknownScale() throws {
        let result = try WeatherBinary.run(["format", "air-quality", "--scale", "jp", "pm2_5=10"])
        #expect(result.status == 64)
        #expect(result.standardOutput == "")
        #expect(result.standardError.contains("jp"))
    }
}
