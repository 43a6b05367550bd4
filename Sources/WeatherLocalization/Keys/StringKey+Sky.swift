package import WeatherCore

extension StringKey {
    /// The key of a phase's name (`moon.phase.waning-crescent`: "Waning Crescent", "그믐달").
    package static func moonPhaseKey(_ phase: MoonPhaseName) -> String { "moon.phase.\(phase.rawValue)" }

    /// The key of a solar term's name (`solarTerm.winter-solstice`: "Winter Solstice", "동지", "冬至").
    package static func solarTermKey(_ term: SolarTerm) -> String { "solarTerm.\(term.id)" }

    /// Every phase's and solar term's key.
    package static var skyKeys: [String] {
        MoonPhaseName.allCases.map(moonPhaseKey) + SolarTerm.allCases.map(solarTermKey)
    }
}
