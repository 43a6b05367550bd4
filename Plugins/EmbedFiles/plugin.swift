import Foundation
import PackagePlugin

/// Embeds data files into a target at build time, so the binary needs no files
/// beside it wherever it is installed.
///
/// What each target embeds is listed in `embeddings`: the generated enum's name,
/// the folder (relative to the package), the file extensions to take, and the mode:
/// `files` embeds text files as they are; `tables` parses and checks translation tables
/// with the library's parser and embeds them ready to use (a broken table fails the build).
@main
struct EmbedFiles: BuildToolPlugin {
    struct Embedding {
        var mode: String
        var enumName: String
        var folder: String
        var extensions: Set<String>
    }

    let embeddings: [String: Embedding] = [
        "WeatherLocalization": Embedding(
            mode: "tables", enumName: "BundledLocalizations", folder: "Localizations", extensions: ["strings", "stringsdict"]),
        "WeatherService": Embedding(
            mode: "files", enumName: "BundledWebFiles", folder: "Sources/WeatherService/Web", extensions: ["css", "js", "yaml", "svg"]),
        "weather": Embedding(
            mode: "files", enumName: "BundledSamples", folder: "Sources/weather/Samples", extensions: ["json"]),
    ]

    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let embedding = embeddings[target.name] else {
            Diagnostics.error("EmbedFiles has no embedding configured for target '\(target.name)'")
            return []
        }
        let root = context.package.directoryURL.appending(path: embedding.folder)
        let files = try FileManager.default
            .subpathsOfDirectory(atPath: root.path)
            .map { root.appending(path: $0) }
            .filter { embedding.extensions.contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(embedding.enumName).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(files.count) files from \(embedding.folder)",
                executable: try context.tool(named: "EmbedFilesTool").url,
                arguments: [embedding.mode, embedding.enumName, root.path, output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
