// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets, one per entry point that reads untrusted bytes. Kept out of the main
// package so its build never carries sanitizer flags. Build and run with `Fuzz/fuzz`
// (see Fuzz/README.md): the script adds AddressSanitizer and coverage to every module,
// and links libFuzzer's driver (fuzzer_no_main) only where a target calls it.
let strict: [SwiftSetting] = [.enableUpcomingFeature("InternalImportsByDefault")]

/// What each fuzz target reads, and the project libraries it drives.
let fuzzTargets: [(name: String, dependencies: [String])] = [
    ("FuzzStrings", ["WeatherStrings", "WeatherLocalization"]),
    ("FuzzStringsDict", ["WeatherStrings", "WeatherLocalization"]),
    ("FuzzStringCatalog", ["WeatherStrings", "WeatherLocalization"]),
    ("FuzzFormatString", ["WeatherStrings", "WeatherLocalization"]),
    ("FuzzLocale", ["WeatherStrings", "WeatherLocalization", "WeatherCore"]),
    ("FuzzTimeValues", ["WeatherLocalization", "WeatherCore"]),
    ("FuzzForecast", ["WeatherCore", "WeatherLocalization", "WeatherPresentation", "WeatherRendering"]),
    ("FuzzHTTPResponse", ["WeatherCore", "OpenWeatherAPI"]),
    // Through `@_spi(Fuzzing)` entries: the configuration file with its TOML reader, and the
    // cache's entry format. Neither library needs SwiftNIO (the client's transport is WeatherHTTP).
    ("FuzzConfiguration", ["WeatherCore", "OpenWeatherAPI", "WeatherSettings"]),
    ("FuzzCacheEntry", ["WeatherCore", "WeatherNetwork"]),
]

let package = Package(
    name: "weather-localization-fuzz",
    products: fuzzTargets.map(\.name).map { .executable(name: $0, targets: [$0]) },
    dependencies: [
        .package(name: "weather-localization", path: ".."),
    ],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "WeatherStrings", package: "weather-localization"),
                .product(name: "WeatherLocalization", package: "weather-localization"),
            ],
            swiftSettings: strict)
    ] + fuzzTargets.map { target in
        .executableTarget(
            name: target.name,
            dependencies: ["FuzzSupport"] + target.dependencies.map { .product(name: $0, package: "weather-localization") },
            swiftSettings: strict)
    }
)
