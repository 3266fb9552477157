import A11yScanFindings

/// The entry × section × framework matrix of which rules check what.
extension GuidelineCatalog {
    /// Every cell of every entry (sorted by slug, then section and framework in declaration
    /// order), each with the rules that target it. A rule counts for its default entry only;
    /// context refinements are decided per match and cannot be known here. Entries that rules
    /// name but the catalog lacks get rows too, marked `isCataloged == false`.
    public func coverage(rules: [RuleDescriptor]) -> [CoverageCell] {
        struct CellKey: Hashable {
            var entry: String
            var section: Section
            var framework: Framework
        }
        var ruleIDsByCell: [CellKey: [String]] = [:]
        for rule in rules {
            ruleIDsByCell[CellKey(entry: rule.entry, section: rule.section, framework: rule.framework), default: []]
                .append(rule.id)
        }
        let allSlugs = Set(slugs).union(rules.map(\.entry)).sorted()
        var cells: [CoverageCell] = []
        for slug in allSlugs {
            let entry = entry(slug)
            for section in Section.allCases {
                for framework in Framework.allCases {
                    let key = CellKey(entry: slug, section: section, framework: framework)
                    cells.append(CoverageCell(
                        entry: slug, section: section, framework: framework,
                        ruleIDs: (ruleIDsByCell[key] ?? []).sorted(),
                        hasAdvice: entry?.hasAdvice(for: section, framework: framework) ?? false,
                        isCataloged: entry != nil
                    ))
                }
            }
        }
        return cells
    }
}
