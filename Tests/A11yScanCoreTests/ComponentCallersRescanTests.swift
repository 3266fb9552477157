@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
import Foundation
import XCTest

/// Once the summaries are known, a file that calls a component with checks keeps its first
/// scan's findings and has only those calls checked, unless it also calls a component with a
/// shape: then its rules can find more than they found, and it is scanned again whole.
final class ComponentCallersRescanTests: XCTestCase {
    private var folder: URL!
    private let rules = try! RuleSet.builtIn(examples: false, ids: ["compose-icon-button-missing-label"]).rules

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-callers-\(UUID().uuidString)")
        try write("""
            @Composable
            fun AppIcon(icon: ImageVector, modifier: Modifier = Modifier) {
                Icon(imageVector = icon, contentDescription = null, modifier = modifier.size(24.dp))
            }

            @Composable
            fun BackButton(onClick: () -> Unit, contentDescription: String? = null) {
                IconButton(onClick = onClick) { Icon(Icons.Default.ArrowBack, contentDescription = contentDescription) }
            }
            """, "design/Icons.kt")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try ComponentFixture.write(text, path, in: folder)
    }

    private func findings(jobs: Int, _ components: ComponentPreparation) -> [String] {
        var request = ScanRequest(roots: [folder.path], rules: RuleSet(rules: rules), jobs: jobs, toolVersion: "test")
        switch components {
        case .ready(let index): request.components = index
        case .pending(let pending): request.pendingComponents = pending
        }
        return ScanPipeline.run(request).report.findings.map { "\($0.path):\($0.line) \($0.ruleID)" }
    }

    func testACallerOfAComponentWithAShapeIsScannedAgainWhole() throws {
        // Its icon button is unnamed only because `AppIcon` is an image, which its first scan did not know.
        try write("""
            @Composable
            fun Screen(onBack: () -> Unit) {
                BackButton(onClick = onBack)
                IconButton(onClick = onBack) { AppIcon(Icons.Default.Close) }
            }
            """, "screens/Screen.kt")
        // No call of a component with a shape: its own finding is kept, its call is checked.
        try write("""
            @Composable
            fun Other(onBack: () -> Unit) {
                IconButton(onClick = onBack) { Icon(Icons.Default.Close, contentDescription = null) }
                BackButton(onClick = onBack)
            }
            """, "screens/Other.kt")
        let project = ComponentProject(roots: [folder.path], rules: rules, jobs: 2, cacheFolder: nil, quick: false)
        let expected = findings(jobs: 1, .ready(project.index()))
        XCTAssertEqual(expected, [
            "screens/Other.kt:3 compose-icon-button-missing-label", "screens/Other.kt:4 compose-icon-button-missing-label",
            "screens/Screen.kt:3 compose-icon-button-missing-label", "screens/Screen.kt:4 compose-icon-button-missing-label",
        ])
        for jobs in [1, 2] {
            guard case .pending(let pending) = project.prepare() else { return XCTFail("nothing is cached") }
            XCTAssertEqual(findings(jobs: jobs, .pending(pending)), expected, "jobs \(jobs)")
        }
    }
}
