/// A location in a JSON document, written the way people read it: `list[12].main.temp`.
///
/// The top level is the empty path.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    private(set) var description: String

    /// The top level of the document.
    static let root = JSONPath(description: "")

    private init(description: String) {
        self.description = description
    }

    /// The path one key further in (a model's `CodingKeys` name its members).
    func appending(_ key: some CodingKey) -> JSONPath {
        if let index = key.intValue {
            appending(index: index)
        } else {
            appending(key: key.stringValue)
        }
    }

    /// The path to a member of the object at this path.
    func appending(key: String) -> JSONPath {
        JSONPath(description: description.isEmpty ? key : "\(description).\(key)")
    }

    /// The path to an element of the array at this path.
    func appending(index: Int) -> JSONPath {
        JSONPath(description: "\(description)[\(index)]")
    }
}

extension JSONTree {
    /// The JSON path of the value node `target`, found by descending from the root into the
    /// container that holds it: spelled out only for a value that fails.
    func path(to target: Int) -> JSONPath {
        withReader { reader in
            var path = JSONPath.root
            var node = JSONTree.root
            descending: while node != target {
                let isObject = reader.kind(node) == .object
                let children = isObject ? reader.members(of: node) : reader.elements(of: node)
                for (index, (key, value)) in children.enumerated() where value <= target && target < reader.nodes[value].next {
                    path = isObject ? path.appending(key: reader.text(of: key)) : path.appending(index: index)
                    node = value
                    continue descending
                }
                break
            }
            return path
        }
    }
}
