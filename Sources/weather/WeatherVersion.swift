/// The release's version: the one declaration that `--version`, the Debian package's version
/// and its changelog's newest entry come from (`packaging/deb/build` reads it from the built
/// `weather --version`).
enum WeatherVersion {
    static let number = "0.1.0"
}
