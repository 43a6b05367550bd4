import Foundation

/// Checks a JSON value against the subset of JSON Schema (draft 2020-12) the view-model
/// schema uses: `type`, `properties`, `required`, `additionalProperties: false`, `items`,
/// `enum`, `const`, `minimum`, `maximum`, `minItems`, `maxLength`, `pattern` and `$ref` into `$defs`. A keyword it does not know
/// fails, so the schema cannot silently use more than is checked.
struct JSONSchemaValidator {
    let root: [String: Any]

    init(schemaFile path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        self.root = root
    }

    static let knownKeywords: Set<String> = [
        "$schema", "$id", "title", "description", "type", "properties", "required", "additionalProperties",
        "items", "enum", "const", "minimum", "maximum", "minItems", "maxLength", "pattern", "$ref", "$defs",
    ]

    /// Every violation, each as `path: what is wrong`; empty when `value` is valid.
    func violations(of value: Any) -> [String] {
        violations(of: value, against: root, at: "$")
    }

    private func violations(of value: Any, against schema: [String: Any], at path: String) -> [String] {
        var found = schema.keys.filter { !Self.knownKeywords.contains($0) }.sorted().map { "\(path): unknown keyword \($0)" }
        if let reference = schema["$ref"] as? String {
            let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
            guard let definitions = root["$defs"] as? [String: Any], let target = definitions[name] as? [String: Any] else {
                return found + ["\(path): unresolved \(reference)"]
            }
            return found + violations(of: value, against: target, at: path)
        }
        if let type = schema["type"] as? String, !Self.matches(value, type: type) {
            return found + ["\(path): expected \(type)"]
        }
        if let constant = schema["const"], !Self.equal(value, constant) { found.append("\(path): expected \(constant)") }
        if let choices = schema["enum"] as? [Any], !choices.contains(where: { Self.equal(value, $0) }) {
            found.append("\(path): \(value) is not one of \(choices)")
        }
        if let minimum = schema["minimum"] as? Double, let number = value as? Double, number < minimum {
            found.append("\(path): \(number) is below \(minimum)")
        }
        if let maximum = schema["maximum"] as? Double, let number = value as? Double, number > maximum {
            found.append("\(path): \(number) is above \(maximum)")
        }
        // JSON Schema counts a string's length in code points.
        if let limit = schema["maxLength"] as? Int, let text = value as? String, text.unicodeScalars.count > limit {
            found.append("\(path): \(text.unicodeScalars.count) code points, more than \(limit)")
        }
        if let count = schema["minItems"] as? Int, let array = value as? [Any], array.count < count {
            found.append("\(path): fewer than \(count) items")
        }
        if let pattern = schema["pattern"] as? String, let text = value as? String,
           text.range(of: pattern, options: .regularExpression) == nil {
            found.append("\(path): \(text) does not match \(pattern)")
        }
        if let object = value as? [String: Any] {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for key in (schema["required"] as? [String] ?? []) where object[key] == nil {
                found.append("\(path): missing \(key)")
            }
            if (schema["additionalProperties"] as? Bool) == false {
                found += object.keys.filter { properties[$0] == nil }.sorted().map { "\(path): unexpected \($0)" }
            }
            for (key, child) in object.sorted(by: { $0.key < $1.key }) {
                if let childSchema = properties[key] as? [String: Any] {
                    found += violations(of: child, against: childSchema, at: "\(path).\(key)")
                }
            }
        }
        if let array = value as? [Any], let itemSchema = schema["items"] as? [String: Any] {
            for (index, item) in array.enumerated() {
                found += violations(of: item, against: itemSchema, at: "\(path)[\(index)]")
            }
        }
        return found
    }

    private static func isBoolean(_ value: Any) -> Bool {
        if let number = value as? NSNumber { return String(cString: number.objCType) == "c" }
        return value is Bool
    }

    private static func matches(_ value: Any, type: String) -> Bool {
        switch type {
        case "object": value is [String: Any]
        case "array": value is [Any]
        case "string": value is String
        case "boolean": isBoolean(value)
        case "integer": !isBoolean(value) && (value as? NSNumber).map { $0.doubleValue == $0.doubleValue.rounded() } == true
        case "number": !isBoolean(value) && value is NSNumber
        case "null": value is NSNull
        default: false
        }
    }

    private static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? String, let rhs = rhs as? String { return lhs == rhs }
        if let lhs = lhs as? NSNumber, let rhs = rhs as? NSNumber { return lhs == rhs && isBoolean(lhs) == isBoolean(rhs) }
        return false
    }
}
