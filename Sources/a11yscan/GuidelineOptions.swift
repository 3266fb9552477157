import A11yScanCore
import A11yScanGuidelines
import ArgumentParser
import Foundation

/// `--guidelines DIR` and `--guidelines-url TEMPLATE`: the team's guideline pages and links.
struct GuidelineOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Load the team's guideline pages (Jekyll front matter + Markdown) from this folder; findings quote them.",
        valueName: "dir"))
    var guidelines: String?

    @Option(name: .long, help: ArgumentHelp(
        "Link findings and rules to guideline pages: {slug}, {title}, {section}, {framework}, {platform} are filled in.",
        valueName: "template"))
    var guidelinesURL: String?

    /// The link template up to its first placeholder: the guideline site as a whole, for formats
    /// that link the tool rather than an entry (SARIF `informationUri`).
    var siteURL: String? {
        guard let template = guidelinesURL else { return nil }
        let prefix = String(template.prefix { $0 != "{" })
        return prefix.isEmpty ? nil : prefix
    }

    /// Loads the catalog with the team's entry files; unusable pages are reported on standard
    /// error and skipped.
    func load(aliases: [String: String] = [:], entries: [GuidelineEntry]) -> GuidelineSettings {
        let (settings, warnings) = GuidelineSettings.load(
            directory: guidelines.map { URL(fileURLWithPath: $0) }, aliases: aliases, urlTemplate: guidelinesURL,
            entries: entries)
        for warning in warnings {
            FileHandle.standardError.write(Data("a11yscan: warning: \(warning.description)\n".utf8))
        }
        return settings
    }
}
