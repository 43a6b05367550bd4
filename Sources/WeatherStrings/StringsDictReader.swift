internal import WeatherCore

/// Reads `.stringsdict` property lists: plural rules for keys of a language.
///
/// ```swift
/// let file = try StringsDictReader.read(bytes, file: "en.lproj/Localizable.stringsdict")
/// file.entries[0].variables["days"]?.forms[.one]  // "%d day"
/// ```
///
/// Each key maps to a dictionary with `NSStringLocalizedFormatKey` and one dictionary
/// per `%#@variable@` it names, whose `NSStringFormatSpecTypeKey` is
/// `NSStringPluralRuleType`, whose `NSStringFormatValueTypeKey` is a specifier such as
/// `d` (`d` when absent), and whose `zero one two few many other` keys hold the forms.
@_spi(Fuzzing) public enum StringsDictReader {
    /// Reads a `.stringsdict` file's bytes (XML or binary property list).
    ///
    /// The bytes are read within fixed bounds (1 MiB, containers 8 deep, no container
    /// referenced twice), so a crafted file cannot exhaust the stack, memory or time.
    /// A key whose entry is malformed is left out and described in `invalidEntries`;
    /// only a file that is not a property list with a dictionary root throws.
    public static func read(_ bytes: [UInt8], file: String) throws(StringsDictError) -> StringsDictFile {
        let root: PropertyListNode
        do throws(PropertyListProblem) {
            root = try PropertyListReader.read(bytes)
        } catch {
            throw StringsDictError(file: file, kind: Self.kind(of: error))
        }
        guard case .dictionary(let keys) = root else { throw StringsDictError(file: file, kind: .notAPropertyList) }

        var entries: [PluralEntry] = []
        var invalid: [StringsDictError] = []
        for key in keys.keys.sorted() {
            do throws(EntryProblem) {
                entries.append(try entry(key: key, node: keys[key] ?? .other))
            } catch {
                invalid.append(StringsDictError(file: file, key: key, kind: error.kind))
            }
        }
        return StringsDictFile(file: file, entries: entries, invalidEntries: invalid)
    }

    /// Reads and parses the `.stringsdict` file at a path.
    package static func read(contentsOf path: String, displayPath: String? = nil) throws(StringsDictError) -> StringsDictFile {
        let file = displayPath ?? path
        let bytes: [UInt8]
        do throws(StringsParseError) {
            bytes = try FileBytes.read(path, displayPath: file)
        } catch {
            guard case .unreadable(let problem) = error.kind else { throw StringsDictError(file: file, kind: .notAPropertyList) }
            throw StringsDictError(file: file, kind: .unreadable(problem))
        }
        return try read(bytes, file: file)
    }

    private static func entry(key: String, node: PropertyListNode) throws(EntryProblem) -> PluralEntry {
        guard case .dictionary(let fields) = node else { throw EntryProblem(.entryNotADictionary) }
        guard case .string(let format)? = fields["NSStringLocalizedFormatKey"] else { throw EntryProblem(.missingFormatKey) }
        var variables: [String: PluralVariable] = [:]
        for name in variableNames(in: format) where variables[name] == nil {
            guard let variableNode = fields[name] else { throw EntryProblem(.undefinedVariable(name)) }
            variables[name] = try variable(name: name, node: variableNode)
        }
        return PluralEntry(key: key, format: format, variables: variables)
    }

    private static func variable(name: String, node: PropertyListNode) throws(EntryProblem) -> PluralVariable {
        guard case .dictionary(let fields) = node else { throw EntryProblem(.variableNotADictionary(name)) }
        let specType = fields["NSStringFormatSpecTypeKey"]?.string ?? ""
        guard specType == "NSStringPluralRuleType" else { throw EntryProblem(.unsupportedSpecType(variable: name, type: specType)) }
        let valueTypeText = fields["NSStringFormatValueTypeKey"]?.string ?? "d"
        guard let valueType = FormatValueType(conversion: valueTypeText) else {
            throw EntryProblem(.unsupportedValueType(variable: name, type: valueTypeText))
        }
        var forms: [PluralCategory: String] = [:]
        for category in PluralCategory.allCases {
            guard let formNode = fields[category.rawValue] else { continue }
            guard case .string(let form) = formNode else { throw EntryProblem(.formNotAString(variable: name, category: category)) }
            forms[category] = form
        }
        return PluralVariable(name: name, valueType: valueType, forms: forms, specifier: valueTypeText)
    }

    private static func kind(of problem: PropertyListProblem) -> StringsDictError.Kind {
        switch problem {
        case .tooLarge(let bytes): .tooLarge(bytes: bytes, limit: PropertyListLimits.maximumBytes)
        case .nestedTooDeep: .nestedTooDeep(limit: PropertyListLimits.maximumDepth)
        case .sharedContainer: .sharedContainer
        case .malformed(let detail): .malformedPropertyList(detail)
        }
    }

    /// The names of the `%#@name@` variables a format uses, in order.
    static func variableNames(in format: String) -> [String] {
        FormatParser.segments(of: format).compactMap { segment in
            guard case .specifier(let specifier) = segment, case .variable(let name) = specifier.conversion else { return nil }
            return name
        }
    }
}

/// The problem of one entry, before the reader adds the file and key.
private struct EntryProblem: Error {
    var kind: StringsDictError.Kind
    init(_ kind: StringsDictError.Kind) { self.kind = kind }
}

