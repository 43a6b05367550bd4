import PackagePlugin

/// Writes `weather`'s direct argument readers from its ArgumentParser declarations at build
/// time (`DirectReadersTool`), so an option is declared once and read two ways: by
/// ArgumentParser for help, completions, the manual and anything unusual, and without its
/// reflection for a plain call (a quarter of a cold render's instructions).
@main
struct DirectReaders: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "DirectReaders.swift")
        return [
            .buildCommand(
                displayName: "Writing the direct argument readers of \(target.name)",
                executable: try context.tool(named: "DirectReadersTool").url,
                arguments: [output.path] + files.map(\.path),
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
