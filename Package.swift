// swift-tools-version: 6.1
import PackageDescription

/// Settings every Swift target shares: Swift 6 language mode (the tools default)
/// and warnings that catch accidental public exposure of imports.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "weather-localization",
    products: [
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "WeatherLocalization", targets: ["WeatherLocalization"]),
        .library(name: "WeatherPresentation", targets: ["WeatherPresentation"]),
        .library(name: "WeatherRendering", targets: ["WeatherRendering"]),
        .library(name: "OpenWeatherAPI", targets: ["OpenWeatherAPI"]),
        .library(name: "WeatherNetwork", targets: ["WeatherNetwork"]),
        .executable(name: "weather", targets: ["weather"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The diagnostic channel of the libraries (fallbacks, ICU failures); the CLI decides what shows.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The HTTP client (and, for the tests' local server, the SwiftNIO it is built on).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // The configuration file's TOML parser (toml++ underneath).
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // `swift package generate-documentation --target WeatherLocalization` (DocC; build-time only).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The system ICU (Debian's libicu-dev), reached through version-independent wrappers.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev", "pkg-config"])]
        ),
        // Number formatters that share their locale's decimal symbols: ICU's C++ API behind
        // a small C interface (stable ICU API only), since the C API rebuilds the symbols per formatter.
        .target(name: "CICUNumber", dependencies: ["CICU"]),
        // A pthread mutex behind four C functions: the libraries' one lock (``Locked``), which
        // ThreadSanitizer sees (Synchronization.Mutex on Linux waits on a futex it does not).
        .target(name: "CLock"),
        // OpenWeather wire models, domain values and exact unit arithmetic. No ICU.
        .target(name: "WeatherCore", dependencies: ["CLock"], swiftSettings: strict),
        // Locales, ICU formatters, .strings tables: everything locale-dependent.
        .target(
            name: "WeatherLocalization",
            dependencies: ["CICU", "CICUNumber", "WeatherCore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict,
            plugins: ["EmbedFiles"]
        ),
        // Raw forecast models → locale-aware view models for any frontend.
        .target(
            name: "WeatherPresentation",
            dependencies: ["WeatherCore", "WeatherLocalization"],
            swiftSettings: strict
        ),
        // Text, Markdown and JSON renderings of the view models (terminal-safe text).
        .target(
            name: "WeatherRendering",
            dependencies: ["WeatherPresentation", "WeatherLocalization"],
            swiftSettings: strict
        ),
        // OpenWeather's HTTP API without a transport: endpoints and request URLs, how an
        // answer's status, headers and body are read (geocoding included), errors, retries.
        // Pure Swift, so the fuzz targets reach it without building SwiftNIO.
        .target(name: "OpenWeatherAPI", dependencies: ["WeatherCore"], swiftSettings: strict),
        // Live data: the OpenWeather client (geocoding, current conditions, forecast), the
        // on-disk cache and the configuration file. No ICU, no presentation.
        .target(
            name: "WeatherNetwork",
            dependencies: [
                "WeatherCore",
                "OpenWeatherAPI",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ],
            swiftSettings: strict
        ),
        // The `weather` command-line tool: options, input, output. Nothing else.
        .executableTarget(
            name: "weather",
            dependencies: [
                "WeatherCore", "WeatherLocalization", "WeatherPresentation", "WeatherRendering", "OpenWeatherAPI", "WeatherNetwork",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Samples"],
            swiftSettings: strict,
            plugins: ["EmbedFiles"]
        ),

        // Build-time embedding of the .strings tables and the sample forecast, so the
        // binary needs no files beside it wherever it is installed. The tool parses tables
        // with the library's own code: `Plugins/EmbedFilesTool/Strings` is a link to
        // `Sources/WeatherLocalization/Strings`, which therefore must not use ICU (WeatherCore, which has none, it may).
        .executableTarget(
            name: "EmbedFilesTool",
            dependencies: ["WeatherCore", .product(name: "Logging", package: "swift-log")],
            path: "Plugins/EmbedFilesTool",
            swiftSettings: strict),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["EmbedFilesTool"]),

        // Tests.
        .target(
            name: "WeatherTestSupport",
            dependencies: ["WeatherCore"],
            path: "Tests/WeatherTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherCoreTests",
            dependencies: ["WeatherCore", "WeatherTestSupport"],
            swiftSettings: strict
        ),
        // Uses `@testable import WeatherLocalization`, which exposes the system-ICU module:
        // import FoundationEssentials here, never Foundation, whose private ICU copy
        // declares the same C enums differently.
        .testTarget(
            name: "WeatherLocalizationTests",
            dependencies: ["WeatherLocalization", "WeatherTestSupport"],
            exclude: ["StringsData"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherPresentationTests",
            dependencies: ["WeatherPresentation", "WeatherTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherRenderingTests",
            dependencies: ["WeatherRendering", "WeatherTestSupport"],
            swiftSettings: strict
        ),
        // A real HTTP server on 127.0.0.1 replaying recorded OpenWeather answers and injecting failures.
        .target(
            name: "WeatherTestServer",
            dependencies: [
                "WeatherTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/WeatherTestServer",
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherNetworkTests",
            dependencies: ["OpenWeatherAPI", "WeatherNetwork", "WeatherTestSupport", "WeatherTestServer"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherCLITests",
            dependencies: ["weather", "WeatherLocalization", "OpenWeatherAPI", "WeatherNetwork", "WeatherTestSupport", "WeatherTestServer"],
            exclude: ["Snapshots"],
            swiftSettings: strict
        ),
    ]
)
