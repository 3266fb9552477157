/// Typed reading of a YAML mapping with positions, so every rule-file error can name the
/// file, line and field, and unknown keys are rejected rather than ignored.
package struct YAMLFields {
    package let file: String
    let path: String
    /// The keys in order, and beside them each key's value and the key node's index in the
    /// mapping (for its line, which only errors need). Apart, so a lookup compares strings and
    /// copies no value it passes over. The mapping is kept for its keys' lines.
    package let keys: [String]
    private let values: [RuleNode]
    private let keyIndices: [Int]
    private let mapping: RuleNode.Mapping

    /// Reads the mapping by index and compares keys by linear search: rule mappings have a few
    /// keys, and a set per mapping cost more than the compiling itself.
    package init(file: String, node: RuleNode, path: String, allowed: Set<String>) throws {
        self.file = file
        self.path = path
        guard case .mapping(let mapping) = node else {
            throw RuleFileError(file: file, line: node.mark?.line, field: path.isEmpty ? nil : path,
                                message: "expected a mapping of keys to values")
        }
        self.mapping = mapping
        var keys: [String] = [], values: [RuleNode] = [], keyIndices: [Int] = []
        keys.reserveCapacity(mapping.count)
        values.reserveCapacity(mapping.count)
        keyIndices.reserveCapacity(mapping.count)
        for index in mapping.startIndex..<mapping.endIndex {
            let (key, value) = mapping[index]
            let name: String
            if case .scalar(let scalar) = key { name = scalar.string } else { name = "" }
            guard allowed.contains(name) else {
                throw RuleFileError(file: file, line: key.mark?.line, field: Self.field(name, under: path),
                                    message: "unknown key", hint: "allowed here: \(allowed.sorted().joined(separator: ", "))")
            }
            if keys.contains(name) {
                throw RuleFileError(file: file, line: key.mark?.line, field: Self.field(name, under: path),
                                    message: "key given twice")
            }
            keys.append(name)
            values.append(value)
            keyIndices.append(index)
        }
        self.keys = keys
        self.values = values
        self.keyIndices = keyIndices
    }

    package func field(_ key: String) -> String { Self.field(key, under: path) }

    /// The dotted path of `key` in the mapping at `path`, as errors name it.
    private static func field(_ key: String, under path: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    /// The mapping's own line, for errors about the whole mapping or a key it lacks.
    var mappingLine: Int? { mapping.mark?.line }

    package func node(_ key: String) -> RuleNode? { keys.firstIndex(of: key).map { values[$0] } }

    package func line(_ key: String) -> Int? {
        guard let position = keys.firstIndex(of: key) else { return mappingLine }
        return values[position].mark?.line ?? mapping[keyIndices[position]].key.mark?.line
    }

    package func error(_ key: String, _ message: String, hint: String? = nil) -> RuleFileError {
        RuleFileError(file: file, line: line(key), field: field(key), message: message, hint: hint)
    }

    package func optionalString(_ key: String) throws -> String? {
        guard let value = node(key) else { return nil }
        guard case .scalar(let scalar) = value else { throw error(key, "expected a string") }
        return scalar.string
    }

    package func string(_ key: String) throws -> String {
        guard let value = try optionalString(key) else {
            throw RuleFileError(file: file, line: mappingLine, field: field(key), message: "missing required key")
        }
        guard !value.trimmingWhitespace.isEmpty else { throw error(key, "must not be empty") }
        return value
    }

    package func optionalInt(_ key: String) throws -> Int? {
        guard let text = try optionalString(key) else { return nil }
        guard let value = Int(text) else { throw error(key, "expected a whole number, got `\(text)`") }
        return value
    }

    func optionalBool(_ key: String) throws -> Bool? {
        guard let text = try optionalString(key) else { return nil }
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw error(key, "expected true or false, got `\(text)`")
        }
    }

    package func enumValue<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws -> T? where T.RawValue == String {
        guard let text = try optionalString(key) else { return nil }
        guard let value = T(rawValue: text) else {
            throw error(key, "unknown value `\(text)`", hint: "one of: \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// A sequence value as its element nodes; a single scalar counts as a one-element list.
    package func list(_ key: String) throws -> [RuleNode] {
        guard let value = node(key) else { return [] }
        switch value {
        case .sequence(let sequence): return Array(sequence)
        case .scalar: return [value]
        default: throw error(key, "expected a list")
        }
    }

    func stringList(_ key: String) throws -> [String] {
        try list(key).map { item in
            guard case .scalar(let scalar) = item else {
                throw RuleFileError(file: file, line: item.mark?.line, field: field(key), message: "expected a list of strings")
            }
            return scalar.string
        }
    }
}

extension String {
    package var trimmingWhitespace: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
