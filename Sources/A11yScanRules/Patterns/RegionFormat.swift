import Yams

/// The keys only the region format had (a regex anchor with words about the text around it),
/// which the node format replaced. A rule that still uses one is told how to move on, with the
/// file, line and key, rather than that the key is unknown.
enum RegionFormat {
    static let keys: Set<String> = ["match", "requires"]

    static func reject(_ root: Node, file: String) throws {
        guard case .mapping(let mapping) = root else { return }
        // By index, the key alone: Yams' iterator copies every pair, which cost 1.4 M instructions for the built-in rules.
        for index in mapping.startIndex..<mapping.endIndex {
            let key = mapping[index].key
            guard case .scalar(let scalar) = key, keys.contains(scalar.string) else { continue }
            let name = scalar.string
            throw RuleFileError(file: file, line: key.mark?.line, field: name,
                                message: "a key of the region format, which the node format replaced",
                                hint: "write the rule with `node:`, `where:` and `unless:`; the section \"Moving from "
                                    + "the region format\" of Patterns/README.md gives the node pattern for each old word")
        }
    }
}
