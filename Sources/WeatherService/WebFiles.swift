/// The service's templates, style sheet and OpenAPI document, embedded at build time.
enum WebFiles {
    static func text(_ path: String) -> String? {
        BundledWebFiles.files.first { $0.path == path }?.text
    }
}
