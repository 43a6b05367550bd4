internal import WeatherCore

/// Reads an XML property list (UTF-8) with an explicit stack: nesting is bounded by
/// ``PropertyListLimits/maximumDepth`` and the element count by
/// ``PropertyListLimits/maximumValues``, so no input can exhaust the call stack or memory.
///
/// Understands the `plist` elements (`dict key string array integer real true false date data`),
/// comments, the XML declaration and a DOCTYPE without internal subset, and the five named
/// entities plus numeric character references. Anything else is malformed, with its line.
struct XMLPropertyListParser {
    private let bytes: [UInt8]
    private var index = 0
    private var stack: [Frame] = []
    private var result: PropertyListNode?
    private var valueCount = 0

    private enum Frame {
        case plist
        case dictionary(entries: [String: PropertyListNode], pendingKey: String?)
        case array
        /// `key`, `string`, `integer`, `real`, `date`, `data`, `true`, `false`: text only.
        case leaf(name: [UInt8], text: [UInt8])
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func read() throws(PropertyListProblem) -> PropertyListNode {
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<") {
                try readMarkup()
            } else {
                try readText()
            }
        }
        guard stack.isEmpty, let result else { throw malformed("the document ends inside an element or has no <plist>") }
        return result
    }

    // MARK: Markup

    private mutating func readMarkup() throws(PropertyListProblem) {
        if starts(with: "<!--") {
            try skip(past: "-->", what: "comment")
        } else if starts(with: "<?") {
            try skip(past: "?>", what: "processing instruction")
        } else if starts(with: "<![CDATA[") {
            let start = index + 9
            try skip(past: "]]>", what: "CDATA section")
            try appendText(bytes[start..<(index - 3)])
        } else if starts(with: "<!DOCTYPE") {
            guard stack.isEmpty, result == nil else { throw malformed("DOCTYPE inside the document") }
            let end = try position(of: ">", what: "DOCTYPE")
            guard !bytes[index..<end].contains(UInt8(ascii: "[")) else { throw malformed("a DOCTYPE with an internal subset") }
            index = end + 1
        } else if starts(with: "</") {
            let end = try position(of: ">", what: "end tag")
            let name = Array(bytes[(index + 2)..<end].trimming(while: Self.isSpace))
            index = end + 1
            try close(name)
        } else {
            let end = try position(of: ">", what: "start tag")
            var body = bytes[(index + 1)..<end]
            let selfClosing = body.last == UInt8(ascii: "/")
            if selfClosing { body = body.dropLast() }
            let name = Array(body.prefix { !Self.isSpace($0) })
            index = end + 1
            try open(name)
            if selfClosing { try close(name) }
        }
    }

    private mutating func open(_ name: [UInt8]) throws(PropertyListProblem) {
        valueCount += 1
        guard valueCount <= PropertyListLimits.maximumValues else { throw malformed("more than \(PropertyListLimits.maximumValues) elements") }
        if case .leaf = stack.last { throw malformed("an element inside <\(String(decoding: name, as: UTF8.self))>'s text") }
        switch String(decoding: name, as: UTF8.self) {
        case "plist":
            guard stack.isEmpty, result == nil else { throw malformed("<plist> inside another element") }
            stack.append(.plist)
        case "dict", "array":
            guard !stack.isEmpty else { throw malformed("<\(String(decoding: name, as: UTF8.self))> outside <plist>") }
            let depth = stack.count(where: { if case .plist = $0 { false } else { true } })
            guard depth < PropertyListLimits.maximumDepth else { throw .nestedTooDeep }
            stack.append(name == Array("dict".utf8) ? .dictionary(entries: [:], pendingKey: nil) : .array)
        case "key", "string", "integer", "real", "date", "data", "true", "false":
            guard !stack.isEmpty else { throw malformed("<\(String(decoding: name, as: UTF8.self))> outside <plist>") }
            stack.append(.leaf(name: name, text: []))
        default:
            throw malformed("<\(String(decoding: name.prefix(40), as: UTF8.self))> is not a property list element")
        }
    }

    private mutating func close(_ name: [UInt8]) throws(PropertyListProblem) {
        guard let frame = stack.popLast() else { throw malformed("an end tag without its start tag") }
        let value: PropertyListNode
        var isKey = false
        switch frame {
        case .plist:
            guard name == Array("plist".utf8) else { throw mismatched(name) }
            guard result != nil else { throw malformed("an empty <plist>") }
            return
        case .dictionary(let entries, let pendingKey):
            guard name == Array("dict".utf8) else { throw mismatched(name) }
            guard pendingKey == nil else { throw malformed("<key>\(pendingKey ?? "")</key> has no value") }
            value = .dictionary(entries)
        case .array:
            guard name == Array("array".utf8) else { throw mismatched(name) }
            value = .other
        case .leaf(let leafName, let text):
            guard name == leafName else { throw mismatched(name) }
            let isText = leafName == Array("string".utf8) || leafName == Array("key".utf8)
            guard let decoded = try isText ? Self.decodeText(text) : "" else { throw malformed("text that is not UTF-8") }
            isKey = leafName == Array("key".utf8)
            value = isText ? .string(decoded) : .other
        }
        try attach(value, isKey: isKey)
    }

    /// Gives a finished value to the element around it.
    private mutating func attach(_ value: PropertyListNode, isKey: Bool) throws(PropertyListProblem) {
        switch stack.last {
        case .plist:
            guard result == nil, !isKey else { throw malformed("more than one value in <plist>") }
            result = value
        case .dictionary(var entries, let pendingKey):
            stack[stack.count - 1] = .array  // release the entries before changing them (no copy)
            if isKey {
                guard pendingKey == nil, case .string(let key) = value else { throw malformed("two <key>s in a row") }
                stack[stack.count - 1] = .dictionary(entries: entries, pendingKey: key)
            } else {
                guard let pendingKey else { throw malformed("a value without a <key> in <dict>") }
                entries[pendingKey] = value
                stack[stack.count - 1] = .dictionary(entries: entries, pendingKey: nil)
            }
        case .array:
            guard !isKey else { throw malformed("<key> in <array>") }
        case .leaf, nil:
            throw malformed("a value outside <plist>")
        }
    }

    // MARK: Text

    private mutating func readText() throws(PropertyListProblem) {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        try appendText(bytes[start..<index])
    }

    private mutating func appendText(_ text: ArraySlice<UInt8>) throws(PropertyListProblem) {
        guard case .leaf(let name, var collected) = stack.last else {
            guard text.allSatisfy(Self.isSpace) else { throw malformed("text outside a <string> or <key>") }
            return
        }
        stack[stack.count - 1] = .array
        collected.append(contentsOf: text)
        stack[stack.count - 1] = .leaf(name: name, text: collected)
    }

    /// UTF-8 text with entities and character references replaced; nil when not UTF-8.
    private static func decodeText(_ raw: [UInt8]) throws(PropertyListProblem) -> String? {
        guard let text = String(validating: raw, as: UTF8.self) else { return nil }
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].prefix(12).firstIndex(of: ";") else {
                throw .malformed("an & that starts no entity")
            }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            switch name {
            case "lt": output += "<"
            case "gt": output += ">"
            case "amp": output += "&"
            case "quot": output += "\""
            case "apos": output += "'"
            default:
                let digits = name.dropFirst(name.hasPrefix("#x") ? 2 : 1)
                guard name.hasPrefix("#"), let value = UInt32(digits, radix: name.hasPrefix("#x") ? 16 : 10),
                    let scalar = Unicode.Scalar(value), value != 0
                else { throw .malformed("unknown entity &\(name.prefix(10));") }
                output.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }

    // MARK: Helpers

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return prefix.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
    }

    private func position(of terminator: StaticString, what: String) throws(PropertyListProblem) -> Int {
        let pattern = terminator.withUTF8Buffer { Array($0) }
        var at = index
        while at + pattern.count <= bytes.count {
            if bytes[at] == pattern[0], bytes[at..<(at + pattern.count)].elementsEqual(pattern) { return at }
            at += 1
        }
        throw malformed("a \(what) that never ends")
    }

    private mutating func skip(past terminator: StaticString, what: String) throws(PropertyListProblem) {
        index = try position(of: terminator, what: what) + terminator.utf8CodeUnitCount
    }

    private func mismatched(_ name: [UInt8]) -> PropertyListProblem {
        malformed("</\(String(decoding: name.prefix(40), as: UTF8.self))> closes a different element")
    }

    private func malformed(_ detail: String) -> PropertyListProblem {
        let line = 1 + bytes[..<min(index, bytes.count)].count(where: { $0 == UInt8(ascii: "\n") })
        return .malformed("line \(line): \(detail)")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
