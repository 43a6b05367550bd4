/// One table of the configuration file, read key by key: each mistake is a
/// ``ConfigurationFileError`` naming the key (with its table) and the line it is on.
struct TOMLKeys {
    let table: TOMLTable
    let path: String
    /// `serve.` for the `[serve]` table's keys, empty for the file's own.
    var prefix = ""

    func error(_ key: String, _ problem: ConfigurationFileError.KeyProblem) -> ConfigurationFileError {
        ConfigurationFileError(path: path, problem: .key(prefix + key, line: table.line(of: key), problem))
    }

    /// Refuses the first key (in the file's order) that is not one of `known`.
    func checkKnown(_ known: [String]) throws(ConfigurationFileError) {
        for entry in table.entries where !known.contains(entry.key) {
            throw error(entry.key, .unknown(known: known))
        }
    }

    func string(_ key: String) throws(ConfigurationFileError) -> String? {
        guard let value = table[key] else { return nil }
        guard let text = value.string else { throw error(key, .wrongType(expected: .string)) }
        return text
    }

    /// An array of strings (`["10.0.0.0/8", "::1"]`), or one string as a list of one.
    func strings(_ key: String) throws(ConfigurationFileError) -> [String]? {
        guard let value = table[key] else { return nil }
        let items: [TOMLValue]
        if case .array(let array) = value { items = array } else { items = [value] }
        var texts: [String] = []
        for item in items {
            guard let text = item.string else { throw error(key, .wrongType(expected: .string)) }
            texts.append(text)
        }
        return texts
    }

    func boolean(_ key: String) throws(ConfigurationFileError) -> Bool? {
        guard let value = table[key] else { return nil }
        guard case .boolean(let flag) = value else { throw error(key, .wrongType(expected: .boolean)) }
        return flag
    }

    /// A number (integer or float) within `range`; `nan` and `inf` are outside every range.
    func number(_ key: String, in range: ClosedRange<Double>) throws(ConfigurationFileError) -> Double? {
        guard let value = table[key] else { return nil }
        guard let number = value.number else { throw error(key, .wrongType(expected: .number)) }
        guard range.contains(number) else {
            throw error(key, .outOfRange(low: Self.bound(range.lowerBound), high: Self.bound(range.upperBound)))
        }
        return number
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(ConfigurationFileError) -> Int? {
        guard let value = table[key] else { return nil }
        guard let integer = value.integer, range.contains(integer) else {
            throw error(key, .notWholeNumber(low: range.lowerBound, high: range.upperBound))
        }
        return integer
    }

    /// The keys of the table at `key`, read the same way.
    func table(_ key: String) throws(ConfigurationFileError) -> TOMLKeys {
        guard let inner = table[key]?.table else { throw error(key, .wrongType(expected: .table)) }
        return TOMLKeys(table: inner, path: path, prefix: prefix + key + ".")
    }

    private static func bound(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }
}
