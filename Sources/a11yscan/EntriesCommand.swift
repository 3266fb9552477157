import A11yScanCore
import A11yScanFindings
import A11yScanGuidelines
import ArgumentParser
import Foundation

/// `a11yscan entries`: the coverage matrix of guideline entry × section × framework → the
/// rules that check it, empty cells included, so gaps are visible.
struct EntriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "entries",
        abstract: "Show which rules check each guideline entry, section and framework (empty cells included).")

    @OptionGroup var rules: RuleOptions

    @OptionGroup var guidelines: GuidelineOptions

    @Option(name: .long, help: "text (default) or json.")
    var format: MatrixFormat = .text

    enum MatrixFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    func run() throws {
        let guidance = guidelines.load(entries: try rules.teamEntries())
        let set = try rules.load(knownEntries: guidance.knownEntries).active
        let cells = guidance.catalog.coverage(rules: set.descriptors)
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            FileHandle.standardOutput.write(try encoder.encode(cells))
            print()
        case .text:
            print(CoverageTable.render(cells, catalog: guidance.catalog), terminator: "")
        }
    }
}

/// Renders coverage cells as one block per entry: a row per section, a column per framework.
enum CoverageTable {
    static func render(_ cells: [CoverageCell], catalog: GuidelineCatalog) -> String {
        let frameworks = Framework.allCases
        let width = max(8, cells.flatMap(\.ruleIDs).map(\.count).max() ?? 0)
        var text = ""
        var covered = 0
        for slug in orderedSlugs(cells) {
            let title = catalog.entry(slug)?.title ?? slug
            text += "\(title) (\(slug))\n"
            text += "  " + "section".padding(toLength: 8, withPad: " ", startingAt: 0)
            text += frameworks.map { $0.displayName.padding(toLength: width + 2, withPad: " ", startingAt: 0) }.joined() + "\n"
            for section in Section.allCases {
                let row = frameworks.map { framework in
                    cells.first { $0.entry == slug && $0.section == section && $0.framework == framework }?.ruleIDs ?? []
                }
                let height = max(1, row.map(\.count).max() ?? 0)
                for line in 0..<height {
                    text += "  " + (line == 0 ? section.rawValue : "").padding(toLength: 8, withPad: " ", startingAt: 0)
                    text += row.map { ids in
                        let cell = line < ids.count ? ids[line] : (line == 0 ? "—" : "")
                        return cell.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                    }.joined()
                    text += "\n"
                }
                covered += row.filter { !$0.isEmpty }.count
            }
            text += "\n"
        }
        let total = orderedSlugs(cells).count * Section.allCases.count * frameworks.count
        text += "\(covered) of \(total) cells checked by at least one rule (— marks a cell no rule checks).\n"
        return text
    }

    private static func orderedSlugs(_ cells: [CoverageCell]) -> [String] {
        var seen: [String] = []
        for cell in cells where !seen.contains(cell.entry) { seen.append(cell.entry) }
        return seen
    }
}
