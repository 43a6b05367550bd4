/// A problem in a `.stringsdict` file, naming the file and, where there is one, the key.
///
/// ```swift
/// print(error)  // en.lproj/Localizable.stringsdict: "days": variable "count" is not defined
/// ```
@_spi(Fuzzing) public struct StringsDictError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    package enum Kind: Sendable, Hashable {
        /// The file is missing or a directory.
        case unreadable(TableFileProblem)
        /// The file is a property list whose root is not a dictionary.
        case notAPropertyList
        /// The bytes are neither a well-formed XML nor a binary property list; says where.
        case malformedPropertyList(String)
        /// The file is larger than the reader accepts.
        case tooLarge(bytes: Int, limit: Int)
        /// Dictionaries or arrays nest deeper than the reader accepts.
        case nestedTooDeep(limit: Int)
        /// A binary property list reaches one dictionary twice: a cycle or a shared reference.
        case sharedContainer
        /// The key's value is not a dictionary.
        case entryNotADictionary
        /// The entry has no `NSStringLocalizedFormatKey` string.
        case missingFormatKey
        /// The format names a `%#@variable@` that the entry does not define.
        case undefinedVariable(String)
        /// The variable's value is not a dictionary.
        case variableNotADictionary(String)
        /// `NSStringFormatSpecTypeKey` is not `NSStringPluralRuleType`.
        case unsupportedSpecType(variable: String, type: String)
        /// `NSStringFormatValueTypeKey` is not a specifier this library formats, such as `d` or `f`.
        case unsupportedValueType(variable: String, type: String)
        /// A category's value is not a string.
        case formNotAString(variable: String, category: PluralCategory)
    }

    /// The path shown to people, such as `en.lproj/Localizable.stringsdict`.
    package var file: String
    /// The entry's key, or nil when the problem concerns the whole file.
    package var key: String?
    /// What went wrong.
    package var kind: Kind

    /// Creates an error; `key` is nil for the whole file.
    package init(file: String, key: String? = nil, kind: Kind) {
        self.file = file
        self.key = key
        self.kind = kind
    }

    public var description: String {
        let place = key.map { "\(file): \"\($0)\"" } ?? file
        return "\(place): \(kind.message)"
    }
}

extension StringsDictError.Kind {
    /// The English explanation used in `StringsDictError.description`.
    package var message: String {
        switch self {
        case .unreadable(let problem): "cannot read: \(problem.reason)"
        case .notAPropertyList: "not a property list with a dictionary at its root"
        case .malformedPropertyList(let detail): "not a property list: \(detail)"
        case .tooLarge(let bytes, let limit): "\(bytes) bytes is more than the \(limit) a .stringsdict file may have"
        case .nestedTooDeep(let limit): "containers nest more than \(limit) deep"
        case .sharedContainer: "a dictionary is referenced twice (a cycle or shared reference)"
        case .entryNotADictionary: "value is not a dictionary"
        case .missingFormatKey: "no NSStringLocalizedFormatKey string"
        case .undefinedVariable(let name): "variable \"\(name)\" is not defined"
        case .variableNotADictionary(let name): "variable \"\(name)\" is not a dictionary"
        case .unsupportedSpecType(let name, let type):
            "variable \"\(name)\": NSStringFormatSpecTypeKey \"\(type)\" is not NSStringPluralRuleType"
        case .unsupportedValueType(let name, let type):
            "variable \"\(name)\": NSStringFormatValueTypeKey \"\(type)\" is not a supported specifier"
        case .formNotAString(let name, let category):
            "variable \"\(name)\": \"\(category.rawValue)\" is not a string"
        }
    }
}
