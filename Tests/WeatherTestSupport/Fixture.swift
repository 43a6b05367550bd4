public import FoundationEssentials

/// The JSON files in `Tests/Fixtures`, found under ``Repository/root`` so that every test
/// target reads the same files without copying them as resources.
///
/// ```swift
/// let body = try Fixture.data("seoul-current")   // or "seoul-current.json"
/// ```
public enum Fixture {
    /// The `Tests/Fixtures` folder.
    public static var directory: URL {
        Repository.root.appendingPathComponent("Tests/Fixtures", isDirectory: true)
    }

    /// The file called `name` in ``directory``; `.json` is added when `name` has no extension.
    public static func url(_ name: String) -> URL {
        let fileName = name.contains(".") ? name : "\(name).json"
        return directory.appendingPathComponent(fileName, isDirectory: false)
    }

    /// The bytes of the fixture called `name` (see ``url(_:)``).
    ///
    /// - Throws: the file system's error when the file cannot be read.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: url(name))
    }
}
