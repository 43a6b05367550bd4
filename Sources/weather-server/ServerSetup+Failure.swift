import WeatherCore
import WeatherSettings

extension ServerSetup.Failure {
    /// The server's message and exit code for a settings error: a broken configuration file
    /// 78, an unreadable key file 66, a bad base URL 64 (naming where it came from).
    init(_ error: SettingsError) {
        switch error {
        case .configurationFile(let error):
            self.init(message: "\(error.path): \(error.detail)", exitCode: 78)
        case .keyFileUnreadable(let path, let reason):
            let detail: String
            switch reason {
            case .file(.tooLarge): detail = "larger than \(APIKeyFile.maximumBytes) bytes"
            case .file(let problem): detail = problem.reason
            case .notUTF8: detail = "not UTF-8 text"
            }
            self.init(message: "--api-key-file \(path): cannot be read (\(detail))", exitCode: 66)
        case .invalidBaseURL(let given):
            self.init(message: "\(given.source): not a valid base URL: \(given.value)", exitCode: 64)
        }
    }
}
