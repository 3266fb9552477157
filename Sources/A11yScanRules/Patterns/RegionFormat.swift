/// The keys only the region format had (a regex anchor with words about the text around it),
/// which the node format replaced. A rule that still uses one is told how to move on, with the
/// file, line and key, rather than that the key is unknown.
enum RegionFormat {
    static let keys: Set<String> = ["match", "requires"]

    static func reject(_ root: RuleNode, file: String) throws {
        guard case .mapping(let mapping) = root else { return }
        for (key, _) in mapping {
            guard let name = key.string, keys.contains(name) else { continue }
            throw RuleFileError(file: file, line: key.mark?.line, field: name,
                                message: "a key of the region format, which the node format replaced",
                                hint: "write the rule with `node:`, `where:` and `unless:`; the section \"Moving from "
                                    + "the region format\" of Patterns/README.md gives the node pattern for each old word")
        }
    }
}
