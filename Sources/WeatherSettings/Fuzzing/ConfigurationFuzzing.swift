/// The entry of the fuzz package's `FuzzConfiguration` (Fuzz/, which reaches this package
/// only through its products): a configuration file's text parsed as both frontends parse
/// it. Not for frontends.
@_spi(Fuzzing) public enum ConfigurationFuzzing {
    /// The error's path and English detail, or what an accepted file gives that a request uses.
    public static func parse(_ text: String, path: String) -> (error: (path: String, detail: String)?, latitude: Double?, longitude: Double?, baseURL: String?) {
        do {
            let file = try ConfigurationFile.parse(text, path: path)
            return (nil, file.latitude, file.longitude, file.baseURL)
        } catch {
            return ((error.path, error.detail), nil, nil, nil)
        }
    }
}
