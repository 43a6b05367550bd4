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
// then `validate()`, as ArgumentParser validates each group and the command; a value it
// refuses declines the call. A struct with any other declaration (a name not from
// `OptionName`, a positional argument, a `transform:` or `parsing:` other than
// `.unconditional`, a flag that is not a plain Bool) gets no reader, and the output says why
// in a comment: a command that does not declare `DirectlyReadable` is then read by
// ArgumentParser alone, and one that does (or uses the struct as an option group) does not
// compile. What the scanner cannot be sure of fails the build with file:line: a declaration
// not alone on its line, `#if` in a struct that declares arguments, a string, comment or
// brace that does not close. Comments and string literals (raw ones and interpolations
// included) are blanked before anything is read. The CLI tests check that every command read
// directly has every property set (none left in ArgumentParser's definition state).
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
    /// Where the first `#if` in its body is.
    var conditionalLine: Int?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
    exit(65)
}

/// `text` with every comment and string literal's contents (interpolations and raw strings
/// included) replaced by spaces, so that braces, parentheses and attributes are found by
/// position; offsets stay the same. An unterminated string or comment fails.
func codeOnly(_ text: [Character], path: String) -> [Character] {
    var code = text
    func blank(_ range: Range<Int>) {
        for position in range where code[position] != "\n" { code[position] = " " }
    }
    func starts(_ prefix: [Character], at index: Int) -> Bool {
        index + prefix.count <= text.count && Array(text[index..<index + prefix.count]) == prefix
    }
    /// Scans code from `start`; inside an interpolation, returns just after its closing `)`.
    func scan(from start: Int, interpolation: Bool) -> Int {
        var index = start
        var depth = 0
        while index < text.count {
            if starts(["/", "/"], at: index) {
                let end = text[index...].firstIndex(of: "\n") ?? text.count
                blank(index..<end)
                index = end
            } else if starts(["/", "*"], at: index) {
                var nesting = 0
                var end = index
                repeat {
                    if starts(["/", "*"], at: end) { nesting += 1; end += 2 } else if starts(["*", "/"], at: end) { nesting -= 1; end += 2 } else { end += 1 }
                } while nesting > 0 && end < text.count
                guard nesting == 0 else { fail("\(path): a comment does not end") }
                blank(index..<end)
                index = end
            } else if text[index] == "#" || text[index] == "\"" {
                var quote = index
                while quote < text.count, text[quote] == "#" { quote += 1 }
                if quote < text.count, text[quote] == "\"" {
                    index = string(hashes: quote - index, quote: quote)
                } else {
                    index = max(quote, index + 1)
                }
            } else if interpolation, text[index] == "(" {
                depth += 1
                index += 1
            } else if interpolation, text[index] == ")" {
                if depth == 0 { return index + 1 }
                depth -= 1
                index += 1
            } else {
                index += 1
            }
        }
        return index
    }
    /// Blanks the string literal whose first quote is at `quote`, after `hashes` #s; returns
    /// the offset after its end.
    func string(hashes: Int, quote: Int) -> Int {
        let multiline = starts(["\"", "\"", "\""], at: quote)
        let closing = Array(multiline ? "\"\"\"" : "\"") + Array(repeating: "#", count: hashes)
        let escape: [Character] = ["\\"] + Array(repeating: "#", count: hashes)
        let contents = quote + (multiline ? 3 : 1)
        var index = contents
        while index < text.count {
            if starts(escape, at: index) {
                let after = index + escape.count
                index = after < text.count && text[after] == "(" ? scan(from: after + 1, interpolation: true) : after + 1
            } else if starts(closing, at: index) {
                blank(contents..<index)
                return index + closing.count
            } else if !multiline, text[index] == "\n" {
                break
            } else {
                index += 1
            }
        }
        fail("\(path):\(text[..<quote].filter { $0 == "\n" }.count + 1): a string does not end")
    }
    _ = scan(from: 0, interpolation: false)
    return code
}

func isIdentifier(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }

/// The structs of one file that declare arguments.
func declaringStructs(in path: String) -> [DeclaringStruct] {
    guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { fail("\(path): cannot be read") }
    let text = Array(source)
    let code = codeOnly(text, path: path)
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
            guard scopes.popLast() != nil else { fail("\(path):\(line(at: offset)): a } closes nothing") }
            offset += 1
        } else if character == "#", word(at: offset + 1, "if"), let owner = scopes.last ?? nil {
            // What a condition keeps out, the reader would read: a struct that declares
            // arguments has none.
            found[owner].conditionalLine = found[owner].conditionalLine ?? line(at: offset)
            offset += 3
        } else if word(at: offset, "struct") {
            offset += 6
            skipSpaces(&offset)
            pendingStruct = identifier(&offset)
        } else if ["enum", "class", "extension", "protocol", "actor", "func", "init", "var", "let"].contains(where: { word(at: offset, $0) }) {
            pendingStruct = nil
            offset += 1
        } else if character == "@", let owner = scopes.last ?? nil,
                  case let attribute = offset + (word(at: offset + 1, "ArgumentParser") ? 1 + "ArgumentParser.".count : 1),
                  let kind = [Declaration.Kind.group, .option, .flag, .argument].first(where: { word(at: attribute, $0.rawValue) }) {
            let declarationLine = line(at: offset)
            offset = attribute + kind.rawValue.count
            var arguments = ""
            if offset < code.count, code[offset] == "(" {
                var depth = 0
                let start = offset + 1
                repeat {
                    if code[offset] == "(" { depth += 1 } else if code[offset] == ")" { depth -= 1 }
                    offset += 1
                } while depth > 0 && offset < code.count
                // The code alone: words inside the help text are not arguments.
                arguments = String(code[start..<offset - 1])
            }
            skipSpaces(&offset)
            guard word(at: offset, "var") else { fail("\(path):\(declarationLine): @\(kind.rawValue) must be followed by `var name…`") }
            offset += 3
            skipSpaces(&offset)
            let property = identifier(&offset)
            let end = code[offset...].firstIndex(of: "\n") ?? code.count
            // The line up to its comment, if any (comments are blank in `code`).
            let last = code[offset..<end].lastIndex { !$0.isWhitespace } ?? offset - 1
            guard !code[offset...max(last, offset)].contains(where: { ";{}@".contains($0) }) else {
                fail("\(path):\(declarationLine): @\(kind.rawValue): one declaration a line, `var name: Type = value` alone")
            }
            let rest = String(text[offset..<last + 1]).trimmingCharacters(in: .whitespaces)
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
    guard scopes.isEmpty else { fail("\(path): a { is not closed") }
    let declaring = found.filter { !$0.declarations.isEmpty }
    if let conditional = declaring.first(where: { $0.conditionalLine != nil }), let line = conditional.conditionalLine {
        fail("\(path):\(line): \(conditional.name) declares arguments and has #if: declare them unconditionally")
    }
    return declaring
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
        if declaration.attributeArguments.contains("transform:") {
            return .failure(ReasonNotRead("--\(name) converts its value with a closure"))
        }
        if declaration.attributeArguments.contains("parsing:"), !declaration.attributeArguments.contains("parsing: .unconditional") {
            return .failure(ReasonNotRead("--\(name) has a parsing strategy"))
        }
        if let initialValue = declaration.initialValue { return .success("\(property) = try given.value(.\(name)) ?? \(initialValue)") }
        if declaration.type?.hasSuffix("?") == true { return .success("\(property) = try given.value(.\(name))") }
        return .success("\(property) = try given.required(.\(name))")
    case .flag:
        guard let name = optionName(declaration.attributeArguments) else {
            return .failure(ReasonNotRead("--\(property) is not named from OptionName"))
        }
        guard declaration.initialValue == "false", declaration.type == nil || declaration.type == "Bool",
              !declaration.attributeArguments.contains("inversion:"), !declaration.attributeArguments.contains("exclusivity:")
        else {
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
                    do { try validate() } catch { throw DirectArguments.Declined() }
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
