import A11yScanComponents
import A11yScanCore
import A11yScanRules
import A11yScanWalk
import ArgumentParser
import Foundation

/// `a11yscan components [PATH…]`: the app's own components the scanner found, what each
/// renders and which parameters carry its name, so a team can see what calls of them are
/// checked for.
struct ComponentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "components",
        abstract: "List the app's components (composables, SwiftUI views, button classes) and what calls of them are checked for.",
        discussion: """
            A component is a @Composable function, a SwiftUI struct conforming to View, a function returning \
            a view, or a button class (a subclass of UIButton, ImageButton, AppCompatImageButton, \
            FloatingActionButton or a class named as a button). For each: what it renders, its parameters with their defaults and where each one goes \
            (`Icon.contentDescription`), and its checks: the rules a call breaks when it leaves a parameter \
            missing (null or empty, given so or by default), or, for a component whose root view is a control \
            without a name, when the call does not name it itself; a root control that shows the same thing at \
            every call (no parameter reaches it) is reported once, in the component, with its number of calls. \
            A composable whose root switch, checkbox or slider takes its caller's modifier has each call \
            checked as that control, and so has one whose root is such a composable given its modifier. \
            A button class that gives itself an image and never a name has each \
            place that builds one checked: the variable it is kept in must be named there; a class \
            extending it that names itself nowhere too. \
            Scans report such calls where they are written. \
            A component whose body is only an image that nothing inside names is listed as "counts as: image": \
            rules that look for an image count its calls too (a Button whose label is only that view is an \
            icon-only button). \
            With --layouts, the views of the Android layout files beside the Kotlin and Java sources that rules read \
            are listed too: image views and image buttons with a description or without one, and views the \
            layout hides (the scan checks the clicks Kotlin code gives them).
            """)

    @Argument(help: "Files or folders (default: the current folder).")
    var paths: [String] = []

    @Option(name: .long, help: "text (default) or json.")
    var format: ListFormat = .text

    @Flag(name: .long, help: "Only components that have checks.")
    var checked = false

    @Flag(name: .long, help: "Also list the layout files' views that rules read (pictures, named or not, and hidden views).")
    var layouts = false

    @OptionGroup var rules: RuleOptions

    enum ListFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

    func run() throws {
        let roots = paths.isEmpty ? ["."] : paths
        var options = WalkOptions()
        options.reportsRepositoryPaths = true
        let walked = FileWalker(options: options).walk(roots)
        if !walked.missingRoots.isEmpty { throw CommandLineError.usage("no such file or folder: \(walked.missingRoots.joined(separator: ", "))") }
        let active = try rules.load().active.rules
        let targets = walked.files.map { ScanTarget(walked: $0, absolutePaths: false) }
        let index = ComponentIndex(ComponentScan.summaries(of: Array(targets), rules: active,
                                                           jobs: ProcessInfo.processInfo.activeProcessorCount))
        let shown = index.summaries.filter { !checked || !$0.checks.isEmpty }
        let views = layouts ? LayoutFiles.shapedViews(beside: walked.files) : []
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(shown + views.map(\.summary)))
            print()
        case .text:
            for summary in shown { print(Self.describe(summary)) }
            for view in views { print(Self.describe(view)) }
            let viewCount = layouts ? ", \(views.count) layout views" : ""
            Console.error("\(shown.count) components, \(shown.filter { !$0.checks.isEmpty }.count) with checks\(viewCount)")
        }
    }

    static func describe(_ view: LayoutView) -> String {
        let what = switch view.shape {
        case .image?: "a picture without a name"
        case .control?: "a control showing a picture without a name"
        case .labelledImage?: "a picture with a name"
        default: "hidden from accessibility services"
        }
        return "@id/\(view.id) (layout view) \(view.path):\(view.line)\n  \(view.className): \(what)"
    }

    static func describe(_ summary: ComponentSummary) -> String {
        var lines = ["\(summary.name) (\(summary.kind)) \(summary.path):\(summary.line)"]
        if !summary.renders.isEmpty { lines.append("  renders: \(summary.renders.joined(separator: ", "))") }
        if let shape = summary.shape { lines.append("  counts as: \(shape.rawValue)") }
        if let superclass = summary.inherits { lines.append("  extends: \(superclass), naming itself nowhere") }
        for parameter in summary.parameters {
            let value = parameter.defaultKind.map { " = \($0.word)" } ?? " (required)"
            let flows = parameter.flows.isEmpty ? "" : " → \(parameter.flows.joined(separator: ", "))"
            lines.append("  parameter \(parameter.name)\(value)\(flows)")
        }
        for check in summary.checks {
            let via = check.via.isEmpty ? "" : " through \(check.via.joined(separator: " → "))"
            let demand = check.parameter.map { "a call must give `\($0)`" }
                ?? (check.fixedInComponent == true ? "reported once, in the component"
                    : check.standsForControl == true ? "each call is checked as the control"
                    : check.instances == true ? "each one the code builds must be named" : "a call must name it itself")
            lines.append("  check \(check.rule): \(demand) (names the \(check.control) at "
                         + "\(check.controlPath):\(check.controlLine)\(via))")
        }
        return lines.joined(separator: "\n")
    }
}
