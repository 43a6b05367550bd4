extension OpenWeatherDecoder {
    /// The names of the top-level keys of a JSON object body; `nil` when the body is not
    /// JSON or not an object.
    package static func topLevelKeys(of body: [UInt8]) -> Set<String>? {
        guard let tree = try? JSONTreeParser.parse(body), tree.kind(JSONTree.root) == .object else { return nil }
        return Set(tree.members(of: JSONTree.root).map { tree.text(of: $0.key) })
    }
}
