import A11yScanCore
import A11yScanFindings
import A11yScanGuidelines

/// Parses arbitrary bytes as a team guideline page, merges it into the built-in catalog and
/// quotes every section for every framework: pages are messy, and none may crash a scan.
enum GuidelinePageFuzzing {
    static func run(_ bytes: [UInt8]) {
        let (page, warnings) = GuidelinePage.parse(bytes, path: "fuzz.txt")
        for warning in warnings {
            fuzzCheck(warning.line.map { $0 >= 1 } ?? true, "warning on line \(warning.line ?? 0): \(warning.message)")
        }
        guard let page else { return }
        let catalog = GuidelineCatalog.builtIn.merging(pages: [page], aliases: [page.fileStem: "button"])
        for section in Section.allCases {
            for framework in Framework.allCases {
                _ = page.advice(section: section, framework: framework)
                _ = catalog.quote(entry: page.slug, section: section, framework: framework,
                                  urlTemplate: "https://guide.example/{entry}/{section}/{framework}")
            }
        }
    }
}
