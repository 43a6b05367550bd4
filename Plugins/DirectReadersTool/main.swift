// Writes `weather`'s direct argument readers from its ArgumentParser declarations, so each
// option is declared once: `@Option(name: .named(.current)) var current: String?` is the only
// place that says `show` takes `--current`, and this tool turns it into
// `current = try given.value(.current)` in `init(reading:)`.
//
// Usage:
//   DirectReadersTool <output.swift> <file.swift>...
//
// For every struct in the files that declares arguments, it writes `init(reading:)`, the
// requirement of `DirectlyReadable` (which the commands read directly declare themselves, in
// their own file, where ArgumentParser's `Decodable` conformance is made), reading each
// declaration at the struct's top level:
//   @Option(name: .named(.x), …) var p: T?        p = try given.value(.x)
//   @Option(name: .named(.x), …) var p: T = d     p = try given.value(.x) ?? d
//   @Option(name: .named(.x), …) var p: T         p = try given.required(.x)
//   @Flag(name: .named(.x), …) var p = false      p = given.flag(.x)
//   @OptionGroup(…) var p: G                      p = try G(reading: &given)
//   @Argument(parsing: .allUnrecognized, …) var p: [String] = []    p = given.takeValues()
// A struct with any other declaration (a name not from `OptionName`, a positional argument,
// a flag that is not a plain Bool) gets no reader, and the output says why in a comment, so
// ArgumentParser alone reads that command. A declaration this tool cannot read fails the
// build with file:line.
import Foundation

/// One argument declaration at a struct's top level.
struct Declaration {
    enum Kind: String { case option = "Option", flag = "Flag", group = "OptionGroup", argument = "Argument" }
    var kind: Kind
    /// The attribute's arguments as written, `name: .named(.current), help: …`.
    var attributeArguments: String
    var property: String
    var type: String?
    var initialValue: String?
    var line: Int
}

/// A struct and what it declares, in the order written.
struct DeclaringStruct {
    var name: String
    var file: String
    var declarations: [Declaration] = []
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    exit(65)
}

/// `text` with every comment and string literal's contents replaced by spaces, so that
/// braces, parentheses and attributes are found by position; offsets stay the same.
func codeOnly(_ text: [Character]) -> [Character] {
    var code = text
    var index = 0
    func blank(_ range: Range<Int>) {
        for position in range where code[position] != "\n" { code[position] = " " }
    }
    while index < text.count {
        let rest = text[index...]
        if rest.starts(with: "//") {
            let end = text[index...].firstIndex(of: "\n") ?? text.count
            blank(index..<end)
            index = end
        } else if rest.starts(with: "/*") {
            var depth = 0
            var end = index
            while end < text.count {
                if text[end...].starts(with: "/*") { depth += 1; end += 2; continue }
                if text[end...].starts(with: "*/") { depth -= 1; end += 2; if depth == 0 { break } else { continue } }
                end += 1
            }
            blank(index..<end)
            index = end
        } else if rest.starts(with: "\"\"\"") {
            var end = index + 3
            while end < text.count, !(text[end...].starts(with: "\"\"\"") && text[end - 1] != "\\") { end += 1 }
            blank(index + 3..<end)
            index = min(end + 3, text.count)
        } else if text[index] == "\"" {
            var end = index + 1
            while end < text.count, text[end] != "\"", text[end] != "\n" {
                end += text[end] == "\\" ? 2 : 1
            }
            blank(index + 1..<min(end, text.count))
            index = end + 1
        } else {
            index += 1
        }
    }
    return code
}

func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }

/// The structs of one file that declare arguments.
func declaringStructs(in path: String) -> [DeclaringStruct] {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { fail("\(path): cannot be read") }
    let text = Array(source)
    let code = codeOnly(text)
    func line(at offset: Int) -> Int { code[..<offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 } }
    func word(at offset: Int, _ word: String) -> Bool {
        let characters = Array(word)
        guard offset + characters.count <= code.count, Array(code[offset..<offset + characters.count]) == characters else { return false }
        let before = offset == 0 ? " " : code[offset - 1]
        let after = offset + characters.count < code.count ? code[offset + characters.count] : " "
        return !isIdentifier(before) && !isIdentifier(after)
    }
    func skipSpaces(_ offset: inout Int) { while offset < code.count, code[offset].isWhitespace { offset += 1 } }
    func identifier(_ offset: inout Int) -> String {
        let start = offset
        while offset < code.count, isIdentifier(code[offset]) { offset += 1 }
        return String(code[start..<offset])
    }

    var found: [DeclaringStruct] = []
    /// Open braces: the struct each one opened, if it opened one.
    var scopes: [Int?] = []
    var pendingStruct: String?
    var offset = 0
    while offset < code.count {
        let character = code[offset]
        if character == "{" {
            if let name = pendingStruct {
                found.append(DeclaringStruct(name: name, file: path))
                scopes.append(found.count - 1)
                pendingStruct = nil
            } else {
                scopes.append(nil)
            }
            offset += 1
        } else if character == "}" {
            _ = scopes.popLast()
            offset += 1
        } else if word(at: offset, "struct") {
            offset += 6
            skipSpaces(&offset)
            pendingStruct = identifier(&offset)
        } else if ["enum", "class", "extension", "protocol", "actor", "func", "init", "var", "let"].contains(where: { word(at: offset, $0) }) {
            pendingStruct = nil
            offset += 1
        } else if character == "@", let owner = scopes.last ?? nil,
                  let kind = [Declaration.Kind.group, .option, .flag, .argument].first(where: { word(at: offset + 1, $0.rawValue) }) {
            let declarationLine = line(at: offset)
            offset += 1 + kind.rawValue.count
            var arguments = ""
            if offset < code.count, code[offset] == "(" {
                var depth = 0
                let start = offset + 1
                repeat {
                    if code[offset] == "(" { depth += 1 } else if code[offset] == ")" { depth -= 1 }
                    offset += 1
                } while depth > 0 && offset < code.count
                arguments = String(text[start..<offset - 1])
            }
            skipSpaces(&offset)
            guard word(at: offset, "var") else { fail("\(path):\(declarationLine): @\(kind.rawValue) must be followed by `var name…`") }
            offset += 3
            skipSpaces(&offset)
            let property = identifier(&offset)
            let end = code[offset...].firstIndex(of: "\n") ?? code.count
            let rest = String(text[offset..<end]).trimmingCharacters(in: .whitespaces)
            var type: String?
            var initialValue: String?
            let parts = rest.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            if let first = parts.first, first.hasPrefix(":") {
                type = first.dropFirst().trimmingCharacters(in: .whitespaces)
            }
            if parts.count == 2 { initialValue = parts[1] }
            guard !property.isEmpty, type != nil || initialValue != nil, type?.isEmpty != true, initialValue?.isEmpty != true else {
                fail("\(path):\(declarationLine): cannot read the declaration of @\(kind.rawValue) (one line: `var name: Type = value`)")
            }
            found[owner].declarations.append(Declaration(
                kind: kind, attributeArguments: arguments, property: property, type: type, initialValue: initialValue, line: declarationLine))
            offset = end
        } else {
            offset += 1
        }
    }
    return found.filter { !$0.declarations.isEmpty }
}

/// The name `.named(.x)` gives in an attribute's arguments.
func optionName(_ arguments: String) -> String? {
    guard let range = arguments.range(of: ".named(.") else { return nil }
    let name = arguments[range.upperBound...].prefix(while: isIdentifier)
    return name.isEmpty ? nil : String(name)
}

/// The reading of one declaration, or why it cannot be read directly.
func statement(_ declaration: Declaration) -> Result<String, ReasonNotRead> {
    let property = declaration.property
    switch declaration.kind {
    case .group:
        guard let type = declaration.type else { return .failure(ReasonNotRead("@OptionGroup \(property) has no type")) }
        return .success("\(property) = try \(type)(reading: &given)")
    case .option:
        guard let name = optionName(declaration.attributeArguments) else {
            return .failure(ReasonNotRead("--\(property) is not named from OptionName"))
        }
        if let initialValue = declaration.initialValue { return .success("\(property) = try given.value(.\(name)) ?? \(initialValue)") }
        if declaration.type?.hasSuffix("?") == true { return .success("\(property) = try given.value(.\(name))") }
        return .success("\(property) = try given.required(.\(name))")
    case .flag:
        guard let name = optionName(declaration.attributeArguments) else {
            return .failure(ReasonNotRead("--\(property) is not named from OptionName"))
        }
        guard declaration.initialValue == "false", declaration.type == nil || declaration.type == "Bool" else {
            return .failure(ReasonNotRead("the flag \(property) is not a Bool that is false unless given"))
        }
        return .success("\(property) = given.flag(.\(name))")
    case .argument:
        guard declaration.attributeArguments.contains("parsing: .allUnrecognized"), declaration.initialValue == "[]" else {
            return .failure(ReasonNotRead("`\(property)` is a positional argument"))
        }
        return .success("\(property) = given.takeValues()")
    }
}

struct ReasonNotRead: Error {
    var text: String
    init(_ text: String) { self.text = text }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 1 else { fail("usage: DirectReadersTool <output.swift> <file.swift>...") }
let output = URL(fileURLWithPath: arguments[0])
let files = arguments.dropFirst().sorted()

var imports: Set<String> = ["ArgumentParser"]
var extensions: [String] = []
for file in files {
    let structs = declaringStructs(in: file)
    guard !structs.isEmpty else { continue }
    let fileName = URL(fileURLWithPath: file).lastPathComponent
    for line in (try? String(contentsOfFile: file, encoding: .utf8))?.split(separator: "\n") ?? [] where line.hasPrefix("import ") {
        imports.insert(String(line.dropFirst("import ".count)))
    }
    for declaring in structs {
        var statements: [String] = []
        var reasons: [String] = []
        for declaration in declaring.declarations {
            switch statement(declaration) {
            case .success(let statement): statements.append(statement)
            case .failure(let reason): reasons.append(reason.text)
            }
        }
        if !reasons.isEmpty {
            extensions.append("// \(declaring.name) (\(fileName)) is read by ArgumentParser alone: \(reasons.joined(separator: "; ")).")
            continue
        }
        extensions.append("""
            extension \(declaring.name) {
                /// Reads the options \(fileName) declares for `\(declaring.name)`, as ArgumentParser would.
                init(reading given: inout DirectArguments) throws(DirectArguments.Declined) {
                    self.init()
            \(statements.map { "        " + $0 }.joined(separator: "\n"))
                }
            }
            """)
    }
}

let generated = """
    // Generated by DirectReadersTool from the ArgumentParser declarations of `weather`: do not edit.
    // Each option is declared once, where ArgumentParser reads it; this file reads the same
    // declarations without ArgumentParser's reflection (see DirectArguments).

    \(imports.sorted().map { "import " + $0 }.joined(separator: "\n"))

    \(extensions.joined(separator: "\n\n"))

    """
do {
    try Data(generated.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: \(output.path): cannot be written\n".utf8))
    exit(73)
}
