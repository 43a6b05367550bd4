import Testing

@Suite("weather format air-quality rates concentrations on each country's scale")
struct FormatAirQualityTests {
    @Test("One line or one JSON object, in the locale's words", arguments: [
        (["--scale", "us", "--locale", "en_US", "--format", "json", "pm2_5=35.5"],
         #"{"scale":"us","index":101,"category":"unhealthy-sensitive","label":"Unhealthy for Sensitive Groups","dominant":"pm2_5"}"# + "\n"),
        (["--scale", "us", "--locale", "en_US", "pm2_5=35.5", "pm10=60"], "US AQI 101 · Unhealthy for Sensitive Groups (PM2.5)\n"),
        (["--scale", "us", "--locale", "es_US", "pm2_5=35.5"], "AQI de EE. UU. 101 · Insalubre para grupos sensibles (PM2,5)\n"),
        // PM10 95 scores 131 (나쁨), PM2.5 28 scores 82 (보통): one pollutant 나쁨, no extra points.
        (["--scale", "kr", "--locale", "ko_KR", "pm10=95", "pm2_5=28", "no2=20", "o3=40"], "통합대기환경지수 131 · 나쁨 (미세먼지)\n"),
        (["--scale", "kr", "--locale", "en_US", "--format", "json", "pm10=95", "pm2_5=28", "no2=20", "o3=40"],
         #"{"scale":"kr","index":131,"category":"bad","label":"Unhealthy","dominant":"pm10"}"# + "\n"),
        // Without NO2 and O3 AirKorea computes no CAI: the worst grade alone.
        (["--scale", "kr", "--locale", "en_US", "--format", "json", "pm10=95", "pm2_5=28"],
         #"{"scale":"kr","index":null,"category":"bad","label":"Unhealthy","dominant":"pm10"}"# + "\n"),
        (["--scale", "eu", "--locale", "en_US", "--format", "json", "o3=110", "pm2_5=10"],
         #"{"scale":"eu","index":null,"category":"moderate","label":"Moderate","dominant":"o3"}"# + "\n"),
        (["--scale", "eu", "--locale", "de_DE", "o3=110", "pm2_5=10"], "Europäischer Luftqualitätsindex · Mäßig (Ozon)\n"),
        (["--scale", "cn", "--locale", "zh_Hans_CN", "pm2_5=80", "pm10=60"], "空气质量指数 107 · 轻度污染 (细颗粒物)\n"),
        (["--scale", "cn", "--locale", "en_US", "--format", "json", "pm2_5=20"],
         #"{"scale":"cn","index":29,"category":"excellent","label":"Excellent","dominant":null}"# + "\n"),
        (["--scale", "in", "--locale", "en_IN", "pm2_5=95", "pm10=120", "no2=50"], "India AQI 215 · Poor (PM2.5)\n"),
        (["--scale", "gb", "--locale", "en_GB", "pm10=60"], "UK DAQI 5 · Moderate (PM10)\n"),
        (["--scale", "ca", "--locale", "fr_CA", "o3=60", "no2=40", "pm2_5=10"], "Cote air santé (CAS) 4 · Risque modéré (Dioxyde d’azote)\n"),
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
