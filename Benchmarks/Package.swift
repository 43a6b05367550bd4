// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so the main build and CI stay fast.
// Run: cd Benchmarks && swift package benchmark
let package = Package(
    name: "weather-localization-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "weather-localization", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "FormattingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "WeatherLocalization", package: "weather-localization"),
                .product(name: "WeatherCore", package: "weather-localization"),
                .product(name: "WeatherPresentation", package: "weather-localization"),
                .product(name: "WeatherRendering", package: "weather-localization"),
            ],
            path: "FormattingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderProfile",
            dependencies: [
                .product(name: "WeatherCore", package: "weather-localization"),
                .product(name: "WeatherLocalization", package: "weather-localization"),
                .product(name: "WeatherPresentation", package: "weather-localization"),
                .product(name: "WeatherRendering", package: "weather-localization"),
            ],
            path: "RenderProfile"
        ),
        .executableTarget(
            name: "NewValues",
            dependencies: [
                .product(name: "WeatherLocalization", package: "weather-localization"),
                .product(name: "WeatherCore", package: "weather-localization"),
            ],
            path: "NewValues"
        ),
        .executableTarget(
            name: "FormattingProfile",
            dependencies: [
                .product(name: "WeatherLocalization", package: "weather-localization"),
                .product(name: "WeatherCore", package: "weather-localization"),
            ],
            path: "FormattingProfile"
        ),
    ]
)
