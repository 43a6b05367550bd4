import ArgumentParser

/// What every option naming an OpenWeather JSON file shares (`--current`, `--forecast`, the
/// air-pollution files): its value is called `file` in help and completes to `.json` files.
extension ArgumentHelp {
    static func jsonFile(_ text: String) -> ArgumentHelp {
        ArgumentHelp(text, valueName: "file")
    }
}

extension CompletionKind {
    static var jsonFile: CompletionKind { .file(extensions: ["json"]) }
}
