internal import FoundationEssentials
package import WeatherCore

/// An Xcode String Catalog (`.xcstrings`, the JSON Xcode 15 and later writes), read into
/// and written from ``LocalizationTables``.
///
/// ```swift
/// let catalog = try StringCatalog.read(bytes, file: "Localizable.xcstrings")
/// catalog.tables.languages["ja"]?.strings["condition.800"]  // "快晴"
/// catalog.unreviewed  // entries in state "new" or "needs_review": left out, so they fall back
/// ```
///
/// A plain entry is a `stringUnit`; a plural one is a `stringUnit` whose value names
/// `%#@variable@`s plus `substitutions`, each with `argNum`, `formatSpecifier` and
/// `variations.plural` (what ``write(_:sourceLanguage:comments:)`` produces, so variable
/// names survive a round trip), or, as Xcode writes a single plural, `variations.plural`
/// alone. `%arg` in a substitution's forms is the substitution's own argument.
///
/// Entries of kinds this library does not use are reported in ``reduced``, never a reason to
/// refuse the file: device variations (`variations.device`, which Xcode writes for "Tap" on an
/// iPhone and "Click" on a Mac) are read as their `other` variation (else the first by name),
/// and a variation of any other kind alone (`variations.width`) leaves its entry out.
@_spi(Fuzzing) public struct StringCatalog: Sendable {
    /// The translations whose state is `translated` (or that have no state).
    public var tables: LocalizationTables
    /// Entries in state `new` or `needs_review`, left out of ``tables``.
    package var unreviewed: [UnreviewedEntry]
    /// Entries that could not be read, left out of ``tables``.
    package var invalidEntries: [StringCatalogError]
    /// Entries read in part (one device variation of several) or left out as a kind this
    /// library does not use, each with what was done; reported, not errors.
    package var reduced: [ReducedEntry] = []
    /// Key → the entry's translator comment.
    package var comments: [String: String] = [:]

    /// An entry a translator has not finished: it falls back like a missing key.
    package struct UnreviewedEntry: Sendable, Hashable {
        package var language: String
        package var key: String
        /// `new` or `needs_review`.
        package var state: String
    }

    /// An entry read in part or left out, and where and why.
    package struct ReducedEntry: Sendable, Hashable, CustomStringConvertible {
        package var language: String
        package var key: String
        /// Whether the entry was left out (a kind not used), rather than read as one of its
        /// device variations.
        package var isSkipped: Bool
        /// The file, JSON path and what was done, in English.
        package var note: StringCatalogError

        package var description: String { note.description }
    }

    /// Reads a catalog's bytes.
    ///
    /// - Throws: `StringCatalogError` when the file is not a catalog at all (not JSON, no
    ///   `strings` object); a single unreadable entry is listed in ``invalidEntries`` instead.
    public static func read(_ bytes: [UInt8], file: String) throws(StringCatalogError) -> StringCatalog {
        // Strict JSON first, with a position: Foundation's decoder accepts a trailing comma,
        // which Xcode never writes and other tools refuse.
        if let error = JSONTreeParser.syntaxError(in: bytes) {
            throw StringCatalogError(file: file, path: "$", problem: .notJSON(error))
        }
        let document: CatalogDocument
        do {
            document = try JSONDecoder().decode(CatalogDocument.self, from: Data(bytes))
        } catch {
            throw Self.describe(error, file: file)
        }
        let sourceLanguage = LanguageIdentifier.normalized(document.sourceLanguage)
        var languages: [String: LanguageTable] = [:]
        var unreviewed: [UnreviewedEntry] = []
        var invalid: [StringCatalogError] = []
        var reduced: [ReducedEntry] = []
        for key in document.strings.keys.sorted() {
            guard let entry = document.strings[key] else { continue }
            for language in (entry.localizations ?? [:]).keys.sorted() {
                guard let localization = entry.localizations?[language] else { continue }
                let path = "strings[\"\(key)\"].localizations.\(language)"
                do throws(StringCatalogError) {
                    guard LanguageCode.isWellFormed(language) else {
                        throw StringCatalogError(file: file, path: path, problem: .notALanguageCode(language))
                    }
                    let normalized = LanguageIdentifier.normalized(language)
                    // The source language's text is the source of truth whatever its state:
                    // Xcode marks extracted source entries "new" routinely.
                    let isSource = normalized == sourceLanguage
                    if !isSource, let state = localization.unfinishedState {
                        unreviewed.append(UnreviewedEntry(language: normalized, key: key, state: state))
                        continue
                    }
                    let (translation, notes) = try localization.translation(key: key, file: file, path: path, reviewedOnly: !isSource)
                    reduced += notes.map { ReducedEntry(language: normalized, key: key, isSkipped: translation == nil, note: $0) }
                    guard let translation else { continue }
                    var table = languages[normalized] ?? LanguageTable()
                    switch translation {
                    case .plain(let value): table.strings[key] = value
                    case .plural(let plural): table.plurals[key] = plural
                    }
                    languages[normalized] = table
                } catch {
                    invalid.append(error)
                }
            }
        }
        return StringCatalog(
            tables: LocalizationTables(languages: languages), unreviewed: unreviewed, invalidEntries: invalid, reduced: reduced,
            comments: document.strings.compactMapValues(\.comment))
    }

    /// The catalog JSON for `tables`, as Xcode writes it: keys sorted, two-space indent,
    /// `" : "` between name and value, every entry `translated`.
    ///
    /// - Parameters:
    ///   - tables: The translations to write.
    ///   - sourceLanguage: The language translators translate from.
    ///   - comments: Key → translator comment, written as each entry's `comment`.
    ///   - file: The catalog's name, for the error.
    /// - Throws: `StringCatalogError` should the JSON encoder refuse the document (it holds
    ///   only strings and integers, so it never has): never an empty catalog in its place.
    package static func write(
        _ tables: LocalizationTables, sourceLanguage: String = LocalizationTables.developmentLanguage,
        comments: [String: String] = [:], file: String = "Localizable.xcstrings"
    ) throws(StringCatalogError) -> String {
        var entries: [String: CatalogEntry] = [:]
        for (language, table) in tables.languages {
            let tag = language.replacing("_", with: "-")
            for (key, value) in table.strings where table.plurals[key] == nil {
                entries[key, default: CatalogEntry(comment: comments[key])].localizations?[tag] =
                    CatalogLocalization(stringUnit: StringUnit(state: "translated", value: value))
            }
            for (key, entry) in table.plurals {
                entries[key, default: CatalogEntry(comment: comments[key])].localizations?[tag] = CatalogLocalization(plural: entry)
            }
        }
        let document = CatalogDocument(sourceLanguage: sourceLanguage, strings: entries, version: "1.0")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(document)
        } catch {
            throw StringCatalogError(file: file, path: "$", problem: .notEncodable("\(error)"))
        }
        return Self.xcodeSpacing(String(decoding: data, as: UTF8.self)) + "\n"
    }

    private static func describe(_ error: any Error, file: String) -> StringCatalogError {
        guard let error = error as? DecodingError else { return StringCatalogError(file: file, path: "$", problem: .notACatalog) }
        switch error {
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return StringCatalogError(file: file, path: "$", problem: .expectedObject)
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return StringCatalogError(file: file, path: jsonPath(context.codingPath), problem: .wrongTypeOrValue)
        case .keyNotFound(let key, let context):
            return StringCatalogError(file: file, path: jsonPath(context.codingPath + [key]), problem: .missing)
        @unknown default:
            return StringCatalogError(file: file, path: "$", problem: .notACatalog)
        }
    }

    /// `strings.k.localizations`, `$` for the whole document.
    private static func jsonPath(_ path: [any CodingKey]) -> String {
        let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }
        return text.isEmpty ? "$" : String(text)
    }

    /// Foundation writes `"a" : 1` with pretty printing on Darwin and `"a": 1` elsewhere;
    /// Xcode writes the former, so diffs of a catalog Xcode touched stay small.
    private static func xcodeSpacing(_ json: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in json {
            result.append(character)
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == ":", !result.hasSuffix(" :") {
                result.removeLast()
                result += " :"
            }
        }
        return result
    }
}

/// A String Catalog that cannot be read, or one of its entries: where, and a typed problem
/// each frontend words in its user's language (``message`` is English, for logs and lint).
///
/// ```swift
/// print(error)  // ja.xcstrings: strings["days"].localizations.ja.substitutions.days.formatSpecifier: "s" is not a supported specifier
/// ```
@_spi(Fuzzing) public struct StringCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong at ``path``.
    package enum Problem: Sendable, Hashable {
        /// Not JSON, where the parser stopped (the path is `$`).
        case notJSON(JSONSyntaxError)
        /// A value that should be an object (the whole document at `$`).
        case expectedObject
        /// A value of the wrong type or shape.
        case wrongTypeOrValue
        /// A required member is absent.
        case missing
        /// JSON, but not a catalog in any way the reader can name.
        case notACatalog
        /// The encoder refused the document, with its own reason (never expected).
        case notEncodable(String)
        /// A localization's name is not a language code (`"JA"`, `"english"`); the entry is skipped.
        case notALanguageCode(String)
        /// No device variation is reviewed; the entry is skipped.
        case noReviewedDevice
        /// Device variations reduced to one, the others left out (some of them not reviewed).
        case devicesReduced(chosen: String, leftOut: [String], unreviewed: [String])
        /// Only variations of kinds the library does not use (`width`); the entry is skipped.
        case unusedVariationKinds([String])
        /// Neither a `stringUnit` nor `variations.plural`.
        case noText
        /// A substitution's `formatSpecifier` the library does not support.
        case unsupportedSpecifier(String)
        /// A substitution without `variations.plural`.
        case noPluralVariations
        /// A plural form named by something other than a CLDR category.
        case notAPluralCategory(String)
        /// Plural forms without `other`.
        case noOtherForm
    }

    /// The path shown to people.
    package var file: String
    /// Where in the JSON (`strings["condition.800"].localizations.ja`), `$` for the whole file.
    package var path: String
    /// What is wrong there.
    package var problem: Problem

    /// Creates an error; `path` is `$` for the whole file.
    package init(file: String, path: String, problem: Problem) {
        self.file = file
        self.path = path
        self.problem = problem
    }

    /// What is wrong, in English, for logs, lint and tests.
    package var message: String {
        switch problem {
        case .notJSON(let syntax): "not valid JSON: \(syntax)"
        case .expectedObject: path == "$" ? "the top level is not a JSON object" : "not a JSON object"
        case .wrongTypeOrValue: "wrong type or value"
        case .missing: "missing"
        case .notACatalog: "not a String Catalog"
        case .notEncodable(let reason): "could not be encoded as JSON: \(reason)"
        case .notALanguageCode(let code): LanguageCode.problem(code)
        case .noReviewedDevice: "no reviewed device variation: entry skipped"
        case .devicesReduced(let chosen, let leftOut, let unreviewed):
            "device variations reduced to \"\(chosen)\""
                + (leftOut.isEmpty ? "" : " (" + leftOut.map { "\"\($0)\"" + (unreviewed.contains($0) ? " (not reviewed)" : "") }
                    .joined(separator: ", ") + " left out)")
        case .unusedVariationKinds(let kinds):
            kinds.map { "variations.\($0)" }.joined(separator: ", ") + ": a kind of entry weather does not use; entry skipped"
        case .noText: "no stringUnit and no variations.plural"
        case .unsupportedSpecifier(let specifier): "\"\(specifier)\" is not a supported specifier"
        case .noPluralVariations: "no variations.plural"
        case .notAPluralCategory: "not a plural category (zero one two few many other)"
        case .noOtherForm: "no \"other\" form"
        }
    }

    public var description: String { path == "$" ? "\(file): \(message)" : "\(file): \(path): \(message)" }
}

// MARK: - The JSON shape

private struct CatalogDocument: Codable {
    var sourceLanguage: String
    var strings: [String: CatalogEntry]
    var version: String?
}

private struct CatalogEntry: Codable {
    var comment: String?
    var extractionState: String? = "manual"
    var localizations: [String: CatalogLocalization]? = [:]

    init(comment: String?) {
        self.comment = comment
    }
}

private struct StringUnit: Codable {
    var state: String?
    var value: String
}

/// `variations`: by plural category, by device, or of a kind this library does not use.
private struct CatalogVariations: Codable {
    var plural: [String: FormUnit]?
    var device: [String: CatalogLocalization]?
    /// The names of the other kinds of variation present (`width`), sorted.
    var unusedKinds: [String] = []

    private enum CodingKeys: String, CodingKey {
        case plural, device
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(plural: [String: FormUnit]) {
        self.plural = plural
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        plural = try container.decodeIfPresent([String: FormUnit].self, forKey: .plural)
        device = try container.decodeIfPresent([String: CatalogLocalization].self, forKey: .device)
        unusedKinds = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
            .filter { CodingKeys(rawValue: $0) == nil }.sorted()
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(plural, forKey: .plural)
        try container.encodeIfPresent(device, forKey: .device)
    }
}

private struct FormUnit: Codable {
    var stringUnit: StringUnit
}

private struct Substitution: Codable {
    var argNum: Int?
    var formatSpecifier: String?
    var variations: CatalogVariations?
}

private struct CatalogLocalization: Codable {
    var stringUnit: StringUnit?
    var substitutions: [String: Substitution]?
    var variations: CatalogVariations?

    init(stringUnit: StringUnit) {
        self.stringUnit = stringUnit
    }

    /// Always with substitutions, so the variable's name and type survive.
    init(plural entry: PluralEntry) {
        stringUnit = StringUnit(state: "translated", value: entry.format)
        var positions: [String: Int] = [:]
        var nextPosition = 1
        for case .specifier(let specifier) in FormatParser.segments(of: entry.format) {
            guard case .unsupported = specifier.conversion else {
                let position = specifier.position ?? nextPosition
                if specifier.position == nil { nextPosition += 1 }
                if case .variable(let name) = specifier.conversion, positions[name] == nil { positions[name] = position }
                continue
            }
        }
        var substitutions: [String: Substitution] = [:]
        for (name, variable) in entry.variables {
            let forms = Dictionary(uniqueKeysWithValues: variable.forms.map { category, text in
                (category.rawValue, FormUnit(stringUnit: StringUnit(state: "translated", value: text)))
            })
            substitutions[name] = Substitution(
                argNum: positions[name] ?? 1, formatSpecifier: variable.specifier, variations: CatalogVariations(plural: forms))
        }
        self.substitutions = substitutions
    }

    /// The state that keeps this localization out of the tables, if any form has one. With
    /// device variations, only when none of them is finished (the reduction takes a finished one).
    var unfinishedState: String? {
        let states = [stringUnit?.state]
            + (variations?.plural?.values.map(\.stringUnit.state) ?? [])
            + (substitutions?.values.flatMap { $0.variations?.plural?.values.map(\.stringUnit.state) ?? [] } ?? [])
        if let state = states.compactMap({ $0 }).first(where: { $0 == "new" || $0 == "needs_review" }) { return state }
        if let devices = variations?.device, !devices.isEmpty, devices.values.allSatisfy({ $0.unfinishedState != nil }) {
            return devices.keys.sorted().compactMap { devices[$0]?.unfinishedState }.first
        }
        return nil
    }

    enum Translation {
        case plain(String)
        case plural(PluralEntry)
    }

    /// The entry's translation, or `nil` when it is of a kind this library does not use, with
    /// what was reduced or skipped.
    /// - Parameter reviewedOnly: device variations still `new` or `needs_review` are passed
    ///   over (false for the source language, whose text is the source of truth whatever its state).
    func translation(
        key: String, file: String, path: String, reviewedOnly: Bool = true
    ) throws(StringCatalogError) -> (Translation?, [StringCatalogError]) {
        if let allDevices = variations?.device, variations?.plural == nil, stringUnit == nil {
            // One text for every device: "other" (what Xcode keeps for devices not named), else
            // the first by name; among finished ones only, so an unreviewed "other" does not
            // drop another device's translation.
            let devices = reviewedOnly ? allDevices.filter { $0.value.unfinishedState == nil } : allDevices
            guard let chosen = devices["other"] != nil ? "other" : devices.keys.sorted().first, let variant = devices[chosen] else {
                return (nil, [StringCatalogError(file: file, path: path + ".variations.device", problem: .noReviewedDevice)])
            }
            let (translation, notes) = try variant.translation(key: key, file: file, path: path + ".variations.device.\(chosen)")
            let leftOut = allDevices.keys.filter { $0 != chosen }.sorted()
            let note = StringCatalogError(
                file: file, path: path + ".variations.device",
                problem: .devicesReduced(chosen: chosen, leftOut: leftOut, unreviewed: leftOut.filter { devices[$0] == nil }))
            return (translation, [note] + notes)
        }
        if let unused = variations?.unusedKinds, !unused.isEmpty, variations?.plural == nil, variations?.device == nil {
            return (nil, [StringCatalogError(file: file, path: path, problem: .unusedVariationKinds(unused))])
        }
        return (try singleTranslation(key: key, file: file, path: path), [])
    }

    private func singleTranslation(key: String, file: String, path: String) throws(StringCatalogError) -> Translation {
        if let plural = variations?.plural {
            // Xcode's single plural: the whole text varies; name the variable after nothing in the text.
            let forms = try Self.forms(plural, specifier: nil, file: file, path: path + ".variations.plural")
            let (type, specifier) = Self.valueType(inForms: forms) ?? (.integer, nil)
            return .plural(PluralEntry(
                key: key, format: "%#@value@",
                variables: ["value": PluralVariable(name: "value", valueType: type, forms: forms, specifier: specifier)]))
        }
        guard let stringUnit else {
            throw StringCatalogError(file: file, path: path, problem: .noText)
        }
        guard let substitutions, !substitutions.isEmpty else { return .plain(stringUnit.value) }
        var variables: [String: PluralVariable] = [:]
        for (name, substitution) in substitutions {
            let place = path + ".substitutions.\(name)"
            let specifier = substitution.formatSpecifier ?? "d"
            guard let type = FormatValueType(conversion: specifier) else {
                throw StringCatalogError(file: file, path: place + ".formatSpecifier", problem: .unsupportedSpecifier(specifier))
            }
            guard let plural = substitution.variations?.plural else {
                throw StringCatalogError(file: file, path: place, problem: .noPluralVariations)
            }
            let forms = try Self.forms(plural, specifier: specifier, file: file, path: place + ".variations.plural")
            variables[name] = PluralVariable(name: name, valueType: type, forms: forms, specifier: specifier)
        }
        return .plural(PluralEntry(key: key, format: stringUnit.value, variables: variables))
    }

    private static func forms(
        _ plural: [String: FormUnit], specifier: String?, file: String, path: String
    ) throws(StringCatalogError) -> [PluralCategory: String] {
        var forms: [PluralCategory: String] = [:]
        for (name, unit) in plural {
            guard let category = PluralCategory(rawValue: name) else {
                throw StringCatalogError(file: file, path: path + ".\(name)", problem: .notAPluralCategory(name))
            }
            forms[category] = specifier.map { unit.stringUnit.value.replacing("%arg", with: "%" + $0) }
                ?? unit.stringUnit.value
        }
        guard forms[.other] != nil else {
            throw StringCatalogError(file: file, path: path, problem: .noOtherForm)
        }
        return forms
    }

    /// The type of the first specifier in the forms (`other` first), and that specifier as
    /// written without `%` or a position (`lld` for `%lld`), which the export writes back:
    /// Xcode writes `lld`, and `d` in its place would change the entry.
    private static func valueType(inForms forms: [PluralCategory: String]) -> (FormatValueType, String)? {
        let ordered = forms.sorted { ($0.key == .other ? 0 : 1, $0.key.rawValue) < ($1.key == .other ? 0 : 1, $1.key.rawValue) }
        for (_, text) in ordered {
            for case .specifier(let specifier) in FormatParser.segments(of: text) {
                let written = String(specifier.raw.dropFirst().drop { $0.isNumber || $0 == "$" })
                switch specifier.conversion {
                case .integer: return (.integer, written)
                case .double: return (.double, written)
                case .object: return (.object, written)
                case .variable, .unsupported: continue
                }
            }
        }
        return nil
    }
}
