public import FoundationEssentials

/// The package's folders, found once from this source file's location, for tests that read
/// the repository's own files (fixtures, tables, schemas, sources, snapshots) and for the
/// programs the build put beside the test bundle.
///
/// ```swift
/// Repository.url("Schemas/forecast-view-model.schema.json").path
/// // "/…/weather-localization/Schemas/forecast-view-model.schema.json"
/// BuildProducts.url("weather").path  // "/…/.build/debug/weather"
/// ```
public enum Repository {
    /// The package's root folder (the one holding `Package.swift`).
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // WeatherTestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package

    /// `relative` (a path such as `"Localizations"` or `"Tests/WeatherCLITests/Snapshots"`)
    /// under ``root``.
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }
}

/// The build folder's products (`.build/debug/weather`, `EmbedFilesTool`, …): the folder of
/// the running test bundle, whichever scratch path or sanitizer build it is.
public enum BuildProducts {
    /// The folder of the running test executable.
    public static var directory: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The product called `name` in ``directory``.
    public static func url(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }
}
