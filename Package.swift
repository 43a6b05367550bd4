// swift-tools-version: 6.1
import PackageDescription

/// Settings every Swift target shares: Swift 6 language mode (the tools default),
/// warnings that catch accidental public exposure of imports, and imports that say what
/// a file uses (an extension's members need their module imported in the file).
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "weather-localization",
    products: [
        // What a frontend imports: decoding, locale, presenter, view models, renderings.
        .library(name: "WeatherEngine", targets: ["WeatherEngine"]),
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "WeatherStrings", targets: ["WeatherStrings"]),
        .library(name: "WeatherLocalization", targets: ["WeatherLocalization"]),
        .library(name: "WeatherPresentation", targets: ["WeatherPresentation"]),
        .library(name: "WeatherRendering", targets: ["WeatherRendering"]),
        .library(name: "OpenWeatherAPI", targets: ["OpenWeatherAPI"]),
        .library(name: "WeatherNetwork", targets: ["WeatherNetwork"]),
        .library(name: "WeatherHTTP", targets: ["WeatherHTTP"]),
        .library(name: "WeatherSettings", targets: ["WeatherSettings"]),
        .executable(name: "weather", targets: ["weather"]),
        .executable(name: "weather-server", targets: ["weather-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // The diagnostic channel of the libraries (fallbacks, ICU failures); the CLI decides what shows.
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // The HTTP client (and, for the tests' local server, the SwiftNIO it is built on).
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        // The HTTP service (`weather serve`): server, graceful stop, metrics, HTML templates.
        // Traits off: the service needs neither swift-configuration nor all of Foundation.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
        // gzip for the service's answers (zlib, which Debian's zlib1g-dev provides).
        .package(url: "https://github.com/adam-fowler/compress-nio", from: "1.5.0"),
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
        // The provider-neutral forecast model and what every layer shares; no ICU. A folder per
        // kind: Forecast/ (the model), OpenWeatherResponses/ (OpenWeather 2.5's wire models),
        // Adapters/ (those → the model), JSON/ (the one JSON reader), Decoding/ (each feed's
        // reader; errors with JSON paths), AirQuality/ (Scales/: the official tables), UVIndex/,
        // Sky/ (Sun and Moon), Conditions/, Alerts/, Places/, Units/ (exact unit arithmetic),
        // Time/, Text/; helpers: Concurrency/ (``Locked``), Caching/ (the LRU), Files/ (``FileBytes``).
        .target(name: "WeatherCore", dependencies: ["CLock"], swiftSettings: strict),
        // .strings/.stringsdict/.xcstrings parsers and writers, tables, format strings, plural
        // data as a protocol, pseudo-locales, lint core. No ICU: the build tool uses it too.
        .target(
            name: "WeatherStrings",
            dependencies: ["WeatherCore", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),
        // Locales, ICU formatters and their caches, unit preferences, the air-quality scale by
        // region, region names, the lunar calendars, the library's string keys.
        .target(
            name: "WeatherLocalization",
            dependencies: ["CICU", "CICUNumber", "WeatherCore", "WeatherStrings", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict,
            plugins: ["EmbedFiles"]
        ),
        // Forecast models → view models for any frontend: the one source of every word a screen
        // shows, a web page's own words (PageWords, ServiceKey), the JSON contract.
        .target(
            name: "WeatherPresentation",
            dependencies: ["WeatherCore", "WeatherStrings", "WeatherLocalization"],
            swiftSettings: strict
        ),
        // Text, Markdown, line, JSON and HTML-page renderings of the view models (terminal-safe
        // text). They lay out what the view model says, no word looked up; ICU only for
        // characters' widths.
        .target(
            name: "WeatherRendering",
            dependencies: ["WeatherPresentation", "CICU"],
            swiftSettings: strict
        ),
        // The one import of a frontend built outside this package (Examples/): re-exports only.
        .target(
            name: "WeatherEngine",
            dependencies: ["WeatherCore", "WeatherLocalization", "WeatherPresentation", "WeatherRendering"],
            swiftSettings: strict
        ),
        // OpenWeather's HTTP API without a transport: endpoints and request URLs, how a
        // response's status, headers and body are read, errors, retries.
        // Pure Swift, so the fuzz targets reach it without building SwiftNIO.
        .target(name: "OpenWeatherAPI", dependencies: ["WeatherCore"], swiftSettings: strict),
        // Live data: the OpenWeather client (geocoding, current conditions, forecast, air
        // pollution), its on-disk and memory caches, coalescing and the upstream budget, over
        // any ``HTTPTransport``. No ICU, no presentation, no SwiftNIO.
        .target(name: "WeatherNetwork", dependencies: ["WeatherCore", "OpenWeatherAPI"], swiftSettings: strict),
        // The client's transport over swift-server's AsyncHTTPClient (SwiftNIO): TLS, proxies,
        // timeouts, the body's size cap, and its errors classified.
        .target(
            name: "WeatherHTTP",
            dependencies: [
                "WeatherNetwork",
                "OpenWeatherAPI",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: strict
        ),
        // The user's settings for both frontends: the configuration file (TOML), the
        // environment, XDG folders, the key file, and one resolution of key, base URL,
        // locale, default place and the service's options. No SwiftNIO.
        .target(name: "WeatherSettings", dependencies: ["WeatherCore", "OpenWeatherAPI"], swiftSettings: strict),
        // The second frontend: the forecast over HTTP (routes, negotiation, caching of rendered
        // answers, the page's links, style and script, compression, metrics), on the same
        // presenter, renderers and client. Package-internal: only weather-server uses it.
        .target(
            name: "WeatherService",
            dependencies: [
                "WeatherCore", "WeatherStrings", "WeatherLocalization", "WeatherPresentation", "WeatherRendering", "OpenWeatherAPI",
                "WeatherNetwork", "WeatherSettings",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                // The request head before Hummingbird converts it (its version, its Host field).
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            exclude: ["Web"],
            swiftSettings: strict,
            plugins: ["EmbedFiles"]
        ),
        // `weather serve`: its own executable, so the web framework stays out of `weather`'s
        // image (the cold-render guard); `weather serve` starts it from the same folder.
        .executableTarget(
            name: "weather-server",
            dependencies: [
                "WeatherService", "WeatherNetwork", "WeatherHTTP", "WeatherSettings", "WeatherLocalization", "WeatherCore", "OpenWeatherAPI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        // The `weather` command-line tool: options, input, output. Nothing else.
        .executableTarget(
            name: "weather",
            dependencies: [
                "WeatherCore", "WeatherStrings", "WeatherLocalization", "WeatherPresentation", "WeatherRendering", "OpenWeatherAPI", "WeatherNetwork",
                "WeatherHTTP", "WeatherSettings",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["Samples"],
            swiftSettings: strict,
            plugins: ["EmbedFiles", "DirectReaders"]
        ),

        // Benchmarks/RenderProfile's warm render (decode, present, text, formatters open), built
        // here too so .ci/instructions counts it in the same release build as `weather` instead
        // of building the libraries a second time in the Benchmarks package. Not a product.
        .executableTarget(
            name: "weather-render-profile",
            dependencies: ["WeatherCore", "WeatherLocalization", "WeatherPresentation", "WeatherRendering"],
            path: "Benchmarks/RenderProfile"
        ),

        // Build-time embedding of the .strings tables and the sample forecast, so the
        // binary needs no files beside it wherever it is installed. The tool parses tables
        // with the library's own code (WeatherStrings, which has no ICU).
        .executableTarget(
            name: "EmbedFilesTool",
            dependencies: ["WeatherStrings"],
            path: "Plugins/EmbedFilesTool",
            swiftSettings: strict),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["EmbedFilesTool"]),
        // `weather`'s arguments read without ArgumentParser's reflection, written at build time
        // from its ArgumentParser declarations: each option is declared once.
        .executableTarget(name: "DirectReadersTool", path: "Plugins/DirectReadersTool", swiftSettings: strict),
        .plugin(name: "DirectReaders", capability: .buildTool(), dependencies: ["DirectReadersTool"]),

        // Tests: one target per module, named after it (`weather`'s is WeatherCLITests), and the
        // helpers they share: the repository's folders, fixtures, string tables, the process runner.
        .target(
            name: "WeatherTestSupport",
            dependencies: ["WeatherCore", "WeatherStrings"],
            path: "Tests/WeatherTestSupport",
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherCoreTests",
            dependencies: ["WeatherCore", "WeatherTestSupport"],
            swiftSettings: strict
        ),
        // The parsers, writers and lookups without ICU: fake plural rules stand in for a locale's.
        .testTarget(
            name: "WeatherStringsTests",
            dependencies: ["WeatherStrings", "WeatherTestSupport"],
            swiftSettings: strict
        ),
        // Uses `@testable import WeatherLocalization`, which exposes the system-ICU module:
        // import FoundationEssentials here, never Foundation, whose private ICU copy
        // declares the same C enums differently.
        .testTarget(
            name: "WeatherLocalizationTests",
            dependencies: ["WeatherStrings", "WeatherLocalization", "WeatherTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherPresentationTests",
            dependencies: ["WeatherPresentation", "WeatherTestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherRenderingTests",
            dependencies: ["WeatherRendering", "WeatherStrings", "WeatherTestSupport"],
            swiftSettings: strict
        ),
        // A real HTTP server on 127.0.0.1 replaying recorded OpenWeather answers and injecting failures.
        .target(
            name: "WeatherTestServer",
            dependencies: [
                "WeatherCore", "WeatherTestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/WeatherTestServer",
            swiftSettings: strict
        ),
        // `weather-replay --port N`: the replay above as a standalone server with 62 more
        // places and request counts, for deploy/test and the benchmarks.
        .executableTarget(
            name: "weather-replay",
            dependencies: ["WeatherCore", "WeatherTestServer", "WeatherTestSupport"],
            path: "Tests/WeatherReplay",
            swiftSettings: strict
        ),
        // Request URLs, settings and responses read without a network.
        .testTarget(
            name: "OpenWeatherAPITests",
            dependencies: ["OpenWeatherAPI", "WeatherTestSupport"],
            swiftSettings: strict
        ),
        // The client over a scripted transport and, through WeatherHTTP, over the replay server.
        .testTarget(
            name: "WeatherNetworkTests",
            dependencies: ["OpenWeatherAPI", "WeatherNetwork", "WeatherHTTP", "WeatherTestSupport", "WeatherTestServer"],
            swiftSettings: strict
        ),
        // One attempt over AsyncHTTPClient against the replay server: bodies and failures classified.
        .testTarget(
            name: "WeatherHTTPTests",
            dependencies: ["WeatherHTTP", "WeatherNetwork", "OpenWeatherAPI", "WeatherTestServer"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherSettingsTests",
            dependencies: ["WeatherSettings", "OpenWeatherAPI", "WeatherCore"],
            swiftSettings: strict
        ),
        // Both executables' settings over the same environment and files, compared.
        .testTarget(
            name: "SettingsParityTests",
            dependencies: [
                "weather", "weather-server", "WeatherSettings", "WeatherNetwork", "WeatherService", "OpenWeatherAPI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherCLITests",
            dependencies: ["weather", "WeatherCore", "WeatherStrings", "WeatherLocalization", "WeatherPresentation", "WeatherRendering", "OpenWeatherAPI", "WeatherNetwork", "WeatherTestSupport", "WeatherTestServer"],
            exclude: ["Snapshots"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WeatherServiceTests",
            dependencies: [
                "WeatherService", "WeatherNetwork", "WeatherSettings", "WeatherHTTP", "OpenWeatherAPI", "WeatherTestSupport", "WeatherTestServer",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "CompressNIO", package: "compress-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                // The routes through Hummingbird's own test client: in process (.router) or on a socket (.live).
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: strict
        ),
    ]
)
