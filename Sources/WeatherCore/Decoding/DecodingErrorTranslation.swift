import FoundationEssentials

extension OpenWeatherDecodingError {
    /// Translates a `DecodingError` of a document's reader into a case with a readable JSON path.
    static func translating(_ error: DecodingError) -> OpenWeatherDecodingError {
        switch error {
        case .keyNotFound(let key, let context):
            return .missingField(path: JSONPath(codingPath: context.codingPath).appending(key).description)
        case .valueNotFound(_, let context):
            return .missingField(path: JSONPath(codingPath: context.codingPath).description)
        case .typeMismatch(let type, let context):
            return .invalidValue(
                path: JSONPath(codingPath: context.codingPath).description,
                reason: expectation(for: type).map(InvalidValueReason.expected) ?? .refusedByDecoder(context.debugDescription))
        case .dataCorrupted(let context):
            return .invalidValue(
                path: JSONPath(codingPath: context.codingPath).description,
                reason: (context.underlyingError as? InvalidValueReason.Carrier)?.reason ?? .refusedByDecoder(context.debugDescription))
        @unknown default:
            return .invalidValue(path: JSONPath.root.description, reason: .refusedByDecoder("\(error)"))
        }
    }

    /// What a value of `type` is in JSON, for the types the models decode.
    private static func expectation(for type: Any.Type) -> JSONExpectation? {
        switch type {
        case is String.Type: .string
        case is Bool.Type: .boolean
        case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: .number
        case is [String: Any].Type: .object
        case is [Any].Type: .array
        default: nil
        }
    }
}

/// What a value of the wrong type should have been (``InvalidValueReason/expected(_:)``);
/// the raw value says it in English.
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
    package var expectation: JSONExpectation? {
        guard case .invalidValue(_, .expected(let expectation)) = self else { return nil }
        return expectation
    }
}
