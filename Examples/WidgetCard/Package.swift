// swift-tools-version: 6.1
import PackageDescription

// A frontend built from outside the engine: a weather widget card as a standalone SVG,
// drawn from the view model alone through the one product `WeatherEngine`.
let package = Package(
    name: "widget-card",
    dependencies: [
        .package(name: "weather-localization", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "widget-card",
            dependencies: [.product(name: "WeatherEngine", package: "weather-localization")],
            swiftSettings: [.enableUpcomingFeature("InternalImportsByDefault")]
        ),
    ]
)
