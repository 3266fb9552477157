@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import A11yScanWalk
import Foundation
import XCTest

/// With no summaries cached, a scan makes them from the call trees it builds anyway and checks
/// the calls of the components once all are known. It must report exactly what a scan that
/// summarised the project in a pass of its own first reports: the same findings, in the same
/// order, for any job count, whichever way files are named, and however little it may hold.
final class ComponentsDuringScanTests: XCTestCase {
    private var folder: URL!
    private let rules = [ComponentSummaryTests.composeRule, ComponentSummaryTests.swiftUIRule]

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-components-\(UUID().uuidString)")
        // The wrapper, in a file the first round of summaries takes (it renders the rule's control).
        try write("""
            @Composable
            fun BackButton(onClick: () -> Unit, contentDescription: String? = null) {
                IconButton(onClick = onClick) {
                    Icon(Icons.AutoMirrored.Filled.ArrowBack, contentDescription = contentDescription)
                }
            }
            """, "design/BackButton.kt")
        // A wrapper of the wrapper in a file that renders no control itself: a later round takes it.
        try write("""
            @Composable
            fun ToolbarBack(onBack: () -> Unit, label: String? = null) {
                Row { BackButton(onClick = onBack, contentDescription = label) }
            }
            """, "design/ToolbarBack.kt")
        try write("""
            @Composable
            fun SettingsScreen(onBack: () -> Unit) {
                BackButton(onClick = onBack)
                BackButton(onClick = onBack, contentDescription = stringResource(R.string.back))
                IconButton(onClick = onBack) { Icon(Icons.Default.Close, null) }
            }
            """, "screens/SettingsScreen.kt")
        try write("@Composable\nfun ProfileScreen(onBack: () -> Unit) { ToolbarBack(onBack) }\n", "screens/ProfileScreen.kt")
        // A caller that names no control and declares no component: scanned without a tree at first.
        try write("""
            class MainActivity : ComponentActivity() {
                override fun onCreate(state: Bundle?) {
                    setContent { BackButton(onClick = { finish() }) }
                }
            }
            """, "MainActivity.kt")
        try write("""
            struct IconButton: View {
                let systemName: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }
                }
            }
            """, "Views/IconButton.swift")
        try write("""
            struct Screen: View {
                var body: some View {
                    VStack {
                        IconButton(systemName: "xmark") { dismiss() }
                        IconButton(systemName: "trash") { delete() }.accessibilityLabel("Delete")
                    }
                }
            }
            """, "Views/Screen.swift")
        // A button that shows the same image at every call: reported once, in its file, with a
        // note counting its calls that only the whole project's summaries can give.
        try write("""
            struct DismissButton: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: "xmark") }
                }
            }
            """, "Views/DismissButton.swift")
        try write("""
            struct Sheet: View {
                var body: some View { DismissButton { dismiss() } }
            }
            """, "Views/Sheet.swift")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try ComponentFixture.write(text, path, in: folder)
    }

    private func project(cache: String? = nil, heldBytes: Int? = nil) -> ComponentProject {
        var project = ComponentProject(roots: [folder.path], rules: rules, jobs: 2, cacheFolder: cache, quick: false)
        if let heldBytes { project.heldBytes = heldBytes }
        return project
    }

    private func scan(jobs: Int, absolutePaths: Bool = false, walk: WalkOptions? = nil, _ components: ComponentPreparation) -> [Finding] {
        report(jobs: jobs, absolutePaths: absolutePaths, walk: walk, components).findings
    }

    private func report(jobs: Int, absolutePaths: Bool = false, walk: WalkOptions? = nil, _ components: ComponentPreparation) -> ScanReport {
        var request = ScanRequest(roots: [folder.path], rules: RuleSet(rules: rules), jobs: jobs, toolVersion: "test")
        request.absolutePaths = absolutePaths
        if let walk { request.walk = walk }
        switch components {
        case .ready(let index): request.components = index
        case .pending(let pending): request.pendingComponents = pending
        }
        return ScanPipeline.run(request).report
    }

    private func pending(_ project: ComponentProject) -> ComponentPreparation {
        let prepared = project.prepare()
        if case .ready = prepared { XCTFail("nothing is cached, so the summaries must be made during the scan") }
        return prepared
    }

    func testTheScanReportsWhatAScanThatSummarisedFirstReports() throws {
        let first = scan(jobs: 1, .ready(project().index()))
        XCTAssertEqual(first.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }, [
            "MainActivity.kt:3:22 test-compose-icon-button-unlabeled",
            "Views/DismissButton.swift:4:9 test-swiftui-icon-button-unlabeled",
            "Views/IconButton.swift:5:9 test-swiftui-icon-button-unlabeled",
            "Views/Screen.swift:4:13 test-swiftui-icon-button-unlabeled",
            "screens/ProfileScreen.kt:2:41 test-compose-icon-button-unlabeled",
            "screens/SettingsScreen.kt:3:5 test-compose-icon-button-unlabeled",
            "screens/SettingsScreen.kt:5:5 test-compose-icon-button-unlabeled",
        ])
        XCTAssertTrue(first[4].message.contains("Through `ToolbarBack` → `BackButton` (design/ToolbarBack.kt:2)"), first[4].message)
        XCTAssertTrue(first[1].message.hasSuffix("`DismissButton` shows this same control at each of its 1 call in the app's views: "
                                                 + "naming it here, once, names it at all of them."), first[1].message)
        for jobs in [1, 3] {
            XCTAssertEqual(scan(jobs: jobs, pending(project())), first, "jobs \(jobs)")
            // Nothing held: every file with a finding is scanned again, and the deferred wrapper read again.
            XCTAssertEqual(scan(jobs: jobs, pending(project(heldBytes: 0))), first, "jobs \(jobs), nothing held")
        }
        // Findings named by absolute path; the summaries still name files from the project's root.
        XCTAssertEqual(scan(jobs: 2, absolutePaths: true, pending(project())),
                       scan(jobs: 2, absolutePaths: true, .ready(project().index())))
    }

    /// The first pass stores each result as its worker finishes it, in no order, after files
    /// scanned while the walk ran; the second hands held results on far ahead of delivery.
    /// Neither changes what is reported, nor its order, for any job count or budget.
    func testFilesScannedInAnyOrderAndWhileTheWalkRunsChangeNothing() throws {
        for number in 0..<40 {
            try write("@Composable\nfun Screen\(number)(onBack: () -> Unit) { BackButton(onClick = onBack) }\n",
                      "screens/more/Screen\(number).kt")
        }
        let expected = report(jobs: 1, .ready(project().index()))
        XCTAssertEqual(expected.findings.count, 47)
        for jobs in [2, 3, 8] {
            for heldBytes in [nil, 0] {
                var request = ScanRequest(roots: [folder.path], rules: RuleSet(rules: rules), jobs: jobs, toolVersion: "test")
                guard case .pending(let pending) = project(heldBytes: heldBytes).prepare() else { return XCTFail("nothing is cached") }
                request.pendingComponents = pending
                let session = ScanSession(request: request, walking: WalkInProgress(roots: [folder.path], options: request.walk))
                let during = session.collect()
                let label = "jobs \(jobs), held \(heldBytes.map(String.init) ?? "all")"
                XCTAssertGreaterThan(session.filesScannedEarly, 0, label)
                XCTAssertEqual(during.findings, expected.findings, label)
                XCTAssertEqual(during.summary.problems, expected.summary.problems, label)
            }
        }
    }

    /// A file no rule looks at is not lexed at first and is known by its byte triples alone.
    /// Once the summaries are known it is read again: only bytes that name a component with
    /// checks have it scanned again, and then lexed, as a scan that knew the summaries from the
    /// start lexes it (its lexer warning shows that it was).
    func testAFileKnownByItsBytesIsScannedAgainOnlyWhenItNamesAComponentWithChecks() throws {
        // Every byte triple of `BackButton`, but not the name: read again, left as it was.
        try write("// Back ckBurst Button\nval draft = \"unterminated\n", "notes/Draft.kt")
        // The name in a comment: scanned again, and lexed.
        try write("// see BackButton\nval note = \"unterminated\n", "notes/Note.kt")
        func warnings(_ report: ScanReport) -> [String] {
            report.summary.problems.filter { $0.kind == .warning }.map { "\($0.path):\($0.line ?? 0)" }
        }
        let expected = report(jobs: 1, .ready(project().index()))
        XCTAssertEqual(warnings(expected), ["notes/Note.kt:2"])
        for jobs in [1, 2] {
            let during = report(jobs: jobs, pending(project()))
            XCTAssertEqual(during.findings, expected.findings, "jobs \(jobs)")
            XCTAssertEqual(warnings(during), warnings(expected), "jobs \(jobs)")
        }
    }

    /// A file no rule looks at is not lexed, the first one a worker sees included: which file
    /// that is depends on the workers, and its lexer warnings must not.
    func testLexerWarningsDoNotDependOnWhichFileAWorkerSeesFirst() throws {
        try write("val first = \"unterminated\n", "0/0First.kt")
        try write("val second = \"unterminated\n", "0/1Second.kt")
        for jobs in [1, 2] {
            let warnings = report(jobs: jobs, .ready(project().index())).summary.problems.filter { $0.kind == .warning }
            XCTAssertEqual(warnings.map(\.path), [], "jobs \(jobs)")
        }
    }

    func testTheSummariesMadeDuringTheScanAreCachedForTheNextRun() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let during = scan(jobs: 2, pending(project(cache: cache)))
        guard case .ready(let cached) = project(cache: cache).prepare() else { return XCTFail("the summaries were not cached") }
        XCTAssertEqual(Set(cached.summaries), Set(project().index().summaries))
        XCTAssertEqual(scan(jobs: 2, .ready(cached)), during)
    }

    /// A component whose every call labels its root control is no finding, whether the calls
    /// are counted while the scan makes the summaries or read back from the cache.
    func testAControlLabelledAtEveryCallIsNoFindingWithOrWithoutTheCache() throws {
        try write("""
            struct PencilButton: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: "pencil") }
                }
            }
            """, "Views/PencilButton.swift")
        try write("""
            struct NoteSection: View {
                var body: some View {
                    PencilButton { edit() }.accessibilityLabel("Edit note")
                }
            }
            """, "Views/NoteSection.swift")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let paths = { (findings: [Finding]) in findings.map(\.path) }
        let during = scan(jobs: 2, pending(project(cache: cache)))
        XCTAssertFalse(paths(during).contains("Views/PencilButton.swift"), "\(paths(during))")
        XCTAssertTrue(paths(during).contains("Views/DismissButton.swift"), "a control one call leaves unnamed stays")
        guard case .ready(let cached) = project(cache: cache).prepare() else { return XCTFail("the summaries were not cached") }
        XCTAssertEqual(scan(jobs: 2, .ready(cached)), during)
    }

    /// The scan's walk, when it lists the project's files, is the project's: the summaries take
    /// its list instead of walking the folder a second time, and find the same.
    func testAScanOfTheWholeProjectHandsItsWalkToTheSummaries() throws {
        let first = scan(jobs: 1, .ready(project().index()))
        var walk = ComponentProject.walkOptions
        walk.collectsConfigurationFiles = true
        var sharing = project()
        sharing.scanWalk = walk
        for jobs in [1, 2] {
            let prepared = pending(sharing)
            guard case .pending(let components) = prepared else { return }
            XCTAssertEqual(components.sharedWalk, .asIs)
            XCTAssertEqual(scan(jobs: jobs, walk: walk, prepared), first, "jobs \(jobs)")
        }
        // Handed no list, the summaries walk the project after all.
        guard case .pending(let unhanded) = pending(sharing) else { return }
        XCTAssertEqual(Set(unhanded.finish().summaries), Set(project().index().summaries))

        // A walk that leaves files out (an exclude glob), or that is not the project's, is not shared.
        var excluding = walk
        excluding.exclude = [try Glob("design/**")]
        for other in [excluding, WalkOptions()] {
            var project = project()
            project.scanWalk = other
            guard case .pending(let components) = pending(project) else { return }
            XCTAssertNil(components.sharedWalk)
            XCTAssertEqual(scan(jobs: 2, walk: other, .pending(components)), scan(jobs: 2, walk: other, .ready(self.project().index())))
        }
    }

    /// A scan that does not respect ignore files lists more than the project: the summaries
    /// keep from its list only what the project's own walk would list.
    func testAScanIgnoringIgnoreFilesHandsOverOnlyTheProjectsFiles() throws {
        // The wrapper of the wrapper goes missing from the project: its caller is no longer reported through it.
        try write("ToolbarBack.kt\n", ".gitignore")
        var walk = ComponentProject.walkOptions
        walk.respectGitignore = false
        var sharing = project()
        sharing.scanWalk = walk
        let expected = scan(jobs: 2, walk: walk, .ready(project().index()))
        XCTAssertFalse(expected.contains { $0.path == "screens/ProfileScreen.kt" })
        guard case .pending(let components) = pending(sharing) else { return }
        XCTAssertEqual(components.sharedWalk, .withoutIgnoredFiles)
        XCTAssertEqual(scan(jobs: 2, walk: walk, .pending(components)), expected)
    }
}
