import A11yScanFindings

/// One cell of the coverage matrix: which rules check one section of one entry for one
/// framework, and whether the catalog has advice to quote there. Empty cells are listed too,
/// because gaps are what the matrix is for.
public struct CoverageCell: Sendable, Hashable, Codable {
    public var entry: String
    public var section: Section
    public var framework: Framework
    /// Ids of the rules whose default entry, section and framework are this cell, sorted.
    public var ruleIDs: [String]
    /// Whether the catalog has at least one fix hint for the cell.
    public var hasAdvice: Bool
    /// False for an entry that rules name but the catalog lacks.
    public var isCataloged: Bool

    public init(
        entry: String, section: Section, framework: Framework, ruleIDs: [String],
        hasAdvice: Bool, isCataloged: Bool = true
    ) {
        self.entry = entry
        self.section = section
        self.framework = framework
        self.ruleIDs = ruleIDs
        self.hasAdvice = hasAdvice
        self.isCataloged = isCataloged
    }
}
