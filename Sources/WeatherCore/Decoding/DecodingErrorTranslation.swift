import FoundationEssentials

extension OpenWeatherDecodingError {
    /// Translates a `DecodingError` for `data` into a case with a readable JSON path.
    ///
    /// `JSONDecoder` gives syntax errors no position, and reports a number that does not
    /// fit its field (a fraction for an `Int`) as invalid JSON at the top level; a syntax
    /// check of `data` tells the two apart and locates real syntax errors.
    static func translating(_ error: DecodingError, in data: Data) -> OpenWeatherDecodingError {
        switch error {
        case .keyNotFound(let key, let context):
            return .missingField(path: JSONPath(codingPath: context.codingPath).appending(key).description)
        case .valueNotFound(_, let context):
            return .missingField(path: JSONPath(codingPath: context.codingPath).description)
        case .typeMismatch(let type, let context):
            return .invalidValue(
                path: JSONPath(codingPath: context.codingPath).description,
                detail: expectation(for: type) ?? context.debugDescription)
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return topLevelCorruption(in: data)
        case .dataCorrupted(let context):
            return .invalidValue(
                path: JSONPath(codingPath: context.codingPath).description,
                detail: context.debugDescription)
        @unknown default:
            return .invalidValue(path: JSONPath.root.description, detail: "\(error)")
        }
    }

    private static func topLevelCorruption(in data: Data) -> OpenWeatherDecodingError {
        if let failure = JSONSyntaxCheck.firstError(in: Array(data)) {
            return .malformedJSON(detail: failure.description)
        }
        if String(validating: data, as: UTF8.self) == nil {
            return .malformedJSON(detail: "the text is not valid UTF-8")
        }
        return .invalidValue(
            path: JSONPath.root.description,
            detail: "a number does not fit its field, such as a fraction where a whole number is expected"
                + " (the JSON decoder does not say which field)")
    }

    /// "expected a number" and the like, for the types the models decode.
    private static func expectation(for type: Any.Type) -> String? {
        switch type {
        case is String.Type: "expected a string"
        case is Bool.Type: "expected true or false"
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: "expected a number"
        case is [String: Any].Type: "expected an object"
        case is [Any].Type: "expected an array"
        default: nil
        }
    }
}
