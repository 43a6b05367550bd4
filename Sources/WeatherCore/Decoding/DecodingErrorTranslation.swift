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
            return .malformedJSON(detail: notUTF8Detail)
        }
        return .invalidValue(
            path: JSONPath.root.description,
            detail: "a number does not fit its field, such as a fraction where a whole number is expected"
                + " (the JSON decoder does not say which field)")
    }

    /// "expected a number" and the like, for the types the models decode.
    private static func expectation(for type: Any.Type) -> String? {
        let expected: JSONExpectation? = switch type {
        case is String.Type: .string
        case is Bool.Type: .boolean
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: .number
        case is [String: Any].Type: .object
        case is [Any].Type: .array
        default: nil
        }
        return expected?.rawValue
    }
}

/// What a value of the wrong type should have been, as the `detail` of
/// ``OpenWeatherDecodingError/invalidValue(path:detail:)`` says it.
public enum JSONExpectation: String, Sendable, Hashable, CaseIterable {
    case string = "expected a string"
    case boolean = "expected true or false"
    case number = "expected a number"
    case object = "expected an object"
    case array = "expected an array"
}

extension OpenWeatherDecodingError {
    /// For a value of the wrong type, what it should have been (so a message can say it in
    /// the user's language); `nil` for other errors.
    public var expectation: JSONExpectation? {
        guard case .invalidValue(_, let detail) = self else { return nil }
        return JSONExpectation(rawValue: detail)
    }

    /// Whether the body is not UTF-8 text.
    public var isNotUTF8: Bool {
        self == .malformedJSON(detail: Self.notUTF8Detail)
    }

    /// For a JSON syntax error, the one-based line and column where it is.
    public var syntaxErrorPosition: (line: Int, column: Int)? {
        guard case .malformedJSON(let detail) = self else { return nil }
        return JSONSyntaxCheck.Failure.position(in: detail)
    }

    static let notUTF8Detail = "the text is not valid UTF-8"
}
