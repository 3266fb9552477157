@testable import A11yScanComponents
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest
@testable import A11yScanCore

/// Components across files: a wrapper in one file, its callers in others. A caller that leaves
/// the wrapper's name parameter missing gets the finding of the control inside, at the call.
final class ComponentSummaryTests: XCTestCase {
    static let composeRule = try! RuleLoader().load(yaml: """
        id: test-compose-icon-button-unlabeled
        family: missing-label
        framework: compose
        entry: button
        section: name
        message: The icon button has no name.
        fix: Give the icon a contentDescription.
        node: {call: IconButton}
        where:
          - has: {call: Icon, arg: {label: contentDescription, position: 2, value: [null, empty-string]}}
        unless:
          - has: {call: Icon, arg: {label: contentDescription, position: 2, value: {not: [null, empty-string]}}}
          - fact: has-accessible-name
          - fact: hidden-from-accessibility
        examples:
          bad: ['↓IconButton(onClick = {}) { Icon(Icons.Default.Close, null) }']
          good: ['IconButton(onClick = {}) { Icon(Icons.Default.Close, "Close") }']
        """, file: "test-compose-icon-button-unlabeled.yml")

    func source(_ path: String, _ text: String) -> SourceFile {
        SourceFile(path: path, language: path.hasSuffix(".kt") ? .kotlin : .swift, text: Array(text.utf8))
    }

    func scan(_ files: [SourceFile], rules: [Rule], includingPreviews: Bool = false) -> [String] {
        let index = ComponentIndex(ComponentScan.summaries(of: files, rules: rules))
        let matcher = RuleMatcher()
        matcher.components = index
        matcher.includesPreviewCode = includingPreviews
        return files.flatMap { file in
            matcher.findings(in: file, rules: rules).findings.map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }
        }
    }

    let wrappers = """
        @Composable
        fun BackButton(onClick: () -> Unit, contentDescription: String? = null) {
            IconButton(onClick = onClick) {
                Icon(Icons.AutoMirrored.Filled.ArrowBack, contentDescription = contentDescription)
            }
        }

        @Composable
        fun CloseButton(onClick: () -> Unit) {
            IconButton(onClick = onClick) { Icon(Icons.Default.Close, contentDescription = "Close") }
        }

        @Composable
        fun ToolbarBack(onBack: () -> Unit, label: String? = null) {
            Row { BackButton(onClick = onBack, contentDescription = label) }
        }

        @Composable
        fun Nested(depth: Int, label: String? = null) {
            if (depth > 0) Nested(depth - 1, label) else BackButton({}, label)
        }
        """

    func testCallersOfAWrapperWithANullDefaultAreCheckedAtTheCall() {
        let screen = source("Screen.kt", """
            @Composable
            fun Screen(onBack: () -> Unit) {
                BackButton(onClick = onBack)
                BackButton(onClick = onBack, contentDescription = stringResource(R.string.back))
                BackButton(onBack, "Back")
                BackButton(onClick = onBack, contentDescription = null)
                BackButton(onClick = onBack, contentDescription = "")
                CloseButton(onClick = onBack)
                ToolbarBack(onBack = onBack)
                ToolbarBack(onBack = onBack, label = "Back")
                Nested(3)
                Box(Modifier.clearAndSetSemantics {}) { BackButton(onClick = onBack) }
            }
            """)
        XCTAssertEqual(scan([source("Buttons.kt", wrappers), screen], rules: [Self.composeRule]), [
            "Screen.kt:3:5 test-compose-icon-button-unlabeled",
            "Screen.kt:6:5 test-compose-icon-button-unlabeled",
            "Screen.kt:7:5 test-compose-icon-button-unlabeled",
            "Screen.kt:9:5 test-compose-icon-button-unlabeled",
            "Screen.kt:11:5 test-compose-icon-button-unlabeled",
        ])
    }

    static let swiftUIRule = try! RuleLoader().load(yaml: """
        id: test-swiftui-icon-button-unlabeled
        family: missing-label
        framework: swiftui
        entry: button
        section: name
        message: The button shows only an image.
        fix: Add an accessibility label.
        node: {call: Button}
        where:
          - has: {call: Image}
        unless:
          - has: {call: Text}
          - fact: has-accessible-name
          - fact: hidden-from-accessibility
        examples:
          bad: ['↓Button(action: {}) { Image(systemName: "xmark") }']
          good: ['Button(action: {}) { Text("Close") }']
        """, file: "test-swiftui-icon-button-unlabeled.yml")

    func testAWrapperWhoseRootControlHasNoNameLeavesEachCallToNameIt() {
        let buttons = source("Buttons.swift", """
            struct IconButton: View {
                let systemName: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }
                }
            }

            struct Toolbar: View {
                var body: some View {
                    HStack {
                        Text("Inbox")
                        Button(action: {}) { Image(systemName: "gear") }
                    }
                }
            }
            """)
        let screen = source("Screen.swift", """
            struct Screen: View {
                var body: some View {
                    VStack {
                        IconButton(systemName: "xmark") { dismiss() }
                        IconButton(systemName: "trash") { delete() }
                            .accessibilityLabel("Delete")
                        IconButton(systemName: "star") { star() }
                            .accessibilityHidden(true)
                        Toolbar()
                    }
                }
            }
            """)
        // The wrapper's own button is reported where it is written; of the calls, only the one
        // that gives it neither a name nor hides it. A button deeper in a view is that view's own.
        XCTAssertEqual(scan([buttons, screen], rules: [Self.swiftUIRule]), [
            "Buttons.swift:5:9 test-swiftui-icon-button-unlabeled",
            "Buttons.swift:13:13 test-swiftui-icon-button-unlabeled",
            "Screen.swift:4:13 test-swiftui-icon-button-unlabeled",
        ])
        let kotlin = source("Trash.kt", """
            @Composable
            fun TrashButton(onClick: () -> Unit, modifier: Modifier = Modifier) {
                IconButton(onClick = onClick, modifier = modifier) { Icon(Icons.Default.Delete, null) }
            }

            @Composable
            fun Row(onDelete: () -> Unit) {
                TrashButton(onClick = onDelete)
                TrashButton(onClick = onDelete, modifier = Modifier.semantics { contentDescription = "Delete" })
            }
            """)
        // The trash button shows the same icon at every call: one name in it fixes them all, so
        // it is reported there once, with the number of calls, and not at the calls.
        XCTAssertEqual(scan([kotlin], rules: [Self.composeRule]), ["Trash.kt:3:5 test-compose-icon-button-unlabeled"])
    }

    func testAFixedRootControlIsReportedOnceInTheComponentWithItsCalls() {
        let buttons = source("Close.swift", """
            struct CloseButton: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: "xmark") }
                }
            }
            """)
        let screens = (1...2).map { number in
            source("Screen\(number).swift", """
                struct Screen\(number): View {
                    var body: some View {
                        VStack {
                            CloseButton { dismiss() }
                            CloseButton { dismiss() }.accessibilityLabel("Close")
                        }
                    }
                }
                """)
        }
        let files = [buttons] + screens
        XCTAssertEqual(scan(files, rules: [Self.swiftUIRule]), ["Close.swift:4:9 test-swiftui-icon-button-unlabeled"])
        let matcher = RuleMatcher()
        matcher.components = ComponentIndex(ComponentScan.summaries(of: files, rules: [Self.swiftUIRule]))
        XCTAssertEqual(matcher.findings(in: buttons, rules: [Self.swiftUIRule]).findings.map(\.message), [
            "The button shows only an image. `CloseButton` shows this same control at each of its 4 calls in the app's "
                + "views: naming it here, once, names it at all of them.",
        ])
    }

    /// A fixed root control that every call of its component labels in its own chain is met
    /// with a name everywhere: no finding. A call labelled around it (a container's label, a
    /// label set elsewhere) does not count.
    func testAFixedRootControlLabelledAtEveryCallIsNoFinding() {
        let buttons = source("Pencil.swift", """
            struct PencilButton: View {
                let action: () -> Void
                var body: some View {
                    Button(action: action) { Image(systemName: "pencil") }
                }
            }
            """)
        let labelled = source("Sections.swift", """
            struct NoteSection: View {
                var body: some View {
                    PencilButton { edit() }
                        .accessibilityLabel(Text("Edit note"))
                }
            }
            struct StatusSection: View {
                var body: some View {
                    PencilButton {
                        edit()
                    }
                    .accessibilityIdentifier("edit-status")
                    .accessibilityLabel("Edit status")
                }
            }
            """)
        XCTAssertEqual(scan([buttons, labelled], rules: [Self.swiftUIRule]), [])
        let wrapped = source("Wrapped.swift", """
            struct CustomerSection: View {
                var body: some View {
                    HStack { PencilButton { edit() } }.accessibilityLabel("Edit customer")
                }
            }
            """)
        XCTAssertEqual(scan([buttons, labelled, wrapped], rules: [Self.swiftUIRule]),
                       ["Pencil.swift:4:9 test-swiftui-icon-button-unlabeled"])
    }

    func testAParameterReachingOnlyWhatTheControlDoesLeavesItFixedInTheComponent() {
        let links = source("Links.swift", """
            struct DetailLink: View {
                let item: Item
                var body: some View {
                    NavigationLink(destination: DetailView(item: item)) { Image(systemName: "chevron.right") }
                }
            }

            struct ItemLink: View {
                let item: Item
                var body: some View {
                    NavigationLink { DetailView(item: item) } label: { Image(systemName: "arrow.up.right") }
                }
            }

            struct SymbolButton: View {
                let symbol: String
                var body: some View {
                    Button(action: {}) { Image(systemName: symbol) }
                }
            }
            """)
        let screen = source("Screen.swift", """
            struct Screen: View {
                var body: some View {
                    VStack {
                        DetailLink(item: item)
                        ItemLink(item: item)
                        SymbolButton(symbol: "star")
                    }
                }
            }
            """)
        // Where a link leads shows nothing: each call shows the same
        // icon, named once in the component. An icon that a parameter picks is each call's to name.
        let rule = try! RuleLoader().load(yaml: """
            id: test-swiftui-icon-link-unlabeled
            family: missing-label
            framework: swiftui
            entry: button
            section: name
            message: The control shows only an image.
            fix: Add an accessibility label.
            node: {call: [Button, NavigationLink]}
            where:
              - has: {call: Image}
            unless:
              - fact: has-accessible-name
            examples:
              bad: ['↓Button(action: {}) { Image(systemName: "xmark") }']
              good: ['Button(action: {}) { Image(systemName: "xmark") }.accessibilityLabel("Close")']
            """, file: "test-swiftui-icon-link-unlabeled.yml")
        XCTAssertEqual(scan([links, screen], rules: [rule]), [
            "Links.swift:4:9 test-swiftui-icon-link-unlabeled",
            "Links.swift:11:9 test-swiftui-icon-link-unlabeled",
            "Links.swift:18:9 test-swiftui-icon-link-unlabeled",
            "Screen.swift:6:13 test-swiftui-icon-link-unlabeled",
        ])
    }

    func testAParameterReachingOnlyHowTheControlIsDrawnLeavesItFixedInTheComponent() {
        let buttons = source("Buttons.swift", """
            struct CloseButton: View {
                let tint: Color
                var body: some View {
                    if #available(iOS 26.0, *) {
                        Button(role: .close) {}
                    } else {
                        Button(action: {}) { Image(systemName: "xmark.circle.fill").foregroundStyle(tint) }
                    }
                }
            }
            """)
        let screen = source("Screen.swift", """
            struct Screen: View {
                var body: some View {
                    CloseButton(tint: .secondary)
                }
            }
            """)
        // A tint changes how the icon looks, not what it is: one name in the component serves every call.
        XCTAssertEqual(scan([buttons, screen], rules: [Self.swiftUIRule]), [
            "Buttons.swift:7:13 test-swiftui-icon-button-unlabeled",
        ])
    }

    func testCallsInPreviewsAreLeftOutUnlessPreviewsAreScanned() {
        let previews = source("Previews.kt", """
            @Preview
            @Composable
            fun BackButtonPreview() {
                BackButton(onClick = {})
            }

            @Composable
            fun Screen(onBack: () -> Unit) {
                BackButton(onClick = onBack)
            }
            """)
        let files = [source("Buttons.kt", wrappers), previews]
        XCTAssertEqual(scan(files, rules: [Self.composeRule]), ["Previews.kt:9:5 test-compose-icon-button-unlabeled"])
        XCTAssertEqual(scan(files, rules: [Self.composeRule], includingPreviews: true), [
            "Previews.kt:4:5 test-compose-icon-button-unlabeled",
            "Previews.kt:9:5 test-compose-icon-button-unlabeled",
        ])
    }

    func testAnInvokeOperatorIsNoComponentOfCallsNamedInvoke() {
        let cover = source("Cover.kt", """
            enum class Cover {
                Square;

                @Composable
                operator fun invoke(onClick: () -> Unit, contentDescription: String? = null) {
                    IconButton(onClick = onClick) { Icon(Icons.Default.Image, contentDescription = contentDescription) }
                }
            }
            """)
        let player = source("Player.kt", """
            @Composable
            fun Player(onDone: (() -> Unit)?) {
                onDone?.invoke()
            }
            """)
        XCTAssertEqual(scan([cover, player], rules: [Self.composeRule]), [])
    }

    func testSummariesSayWhatTheWrapperRendersAndWhichParameterNamesIt() {
        let index = ComponentIndex(ComponentScan.summaries(of: [source("Buttons.kt", wrappers)], rules: [Self.composeRule]))
        let back = index.components(named: "BackButton", language: .kotlin).first
        XCTAssertEqual(back?.renders, ["IconButton", "Icon"])
        XCTAssertEqual(back?.parameter(named: "contentDescription")?.flows, ["Icon.contentDescription"])
        XCTAssertEqual(back?.parameter(named: "contentDescription")?.defaultKind, .null)
        XCTAssertEqual(back?.checks.map { "\($0.rule) \($0.parameter ?? "(call)") \($0.control):\($0.controlLine)" },
                       ["test-compose-icon-button-unlabeled contentDescription IconButton:3"])
        XCTAssertEqual(index.components(named: "CloseButton", language: .kotlin).first?.checks.count, 0)
        XCTAssertEqual(index.components(named: "ToolbarBack", language: .kotlin).first?.checks.map(\.via), [["BackButton"]])
        XCTAssertEqual(index.components(named: "Nested", language: .kotlin).first?.checks.map(\.parameter), ["label"])
    }

    func testSwiftUIViewWithAnEmptyDefaultLabel() throws {
        let rules = try RuleSet.builtIn(languages: [.swift], ids: ["swiftui-icon-only-button-unlabeled"]).rules
        let wrapper = source("IconButton.swift", """
            struct IconButton: View {
                let systemName: String
                var label: String = ""
                let action: () -> Void

                var body: some View {
                    Button(action: action) { Image(systemName: systemName) }
                        .accessibilityLabel(label)
                }
            }
            """)
        let screen = source("Toolbar.swift", """
            struct Toolbar: View {
                var body: some View {
                    HStack {
                        IconButton(systemName: "xmark", action: close)
                        IconButton(systemName: "trash", label: "Delete", action: delete)
                    }
                }
            }
            """)
        XCTAssertEqual(scan([wrapper, screen], rules: rules), ["Toolbar.swift:4:13 swiftui-icon-only-button-unlabeled"])
    }

    func testAComponentDeclaredInTheCallingFileWinsOverOneOfTheSameNameBesideIt() {
        let images = source("feature/ImagesView.swift", """
            struct ImagesView: View {
                var body: some View { imageButton("a") }
                private func imageButton(_ name: String) -> some View {
                    Button(action: {}) { Image(name) }
                }
            }
            """)
        let search = source("feature/SearchView.swift", """
            struct SearchView: View {
                var body: some View { imageButton("b") }
                private func imageButton(_ name: String) -> some View {
                    Button(name, action: {})
                }
            }
            """)
        // Each file calls its own private helper: only the first one's button has no name.
        XCTAssertEqual(scan([images, search], rules: [Self.swiftUIRule]), [
            "feature/ImagesView.swift:2:27 test-swiftui-icon-button-unlabeled",
            "feature/ImagesView.swift:4:9 test-swiftui-icon-button-unlabeled",
        ])
    }

    func testOfTwoComponentsWithOneNameTheNearestFolderWins() {
        let named = """
            @Composable
            fun BackButton(onClick: () -> Unit, contentDescription: String? = null) {
                IconButton(onClick = onClick) { Icon(Icons.Default.ArrowBack, contentDescription) }
            }
            """
        let labelled = """
            @Composable
            fun BackButton(onClick: () -> Unit) {
                IconButton(onClick = onClick) { Icon(Icons.Default.ArrowBack, "Back") }
            }
            """
        let call = "@Composable\nfun Screen() { BackButton(onClick = {}) }\n"
        XCTAssertEqual(scan([source("feature/ui/BackButton.kt", named), source("other/ui/BackButton.kt", labelled),
                             source("feature/screens/Screen.kt", call), source("other/screens/Screen.kt", call)],
                            rules: [Self.composeRule]),
                       ["feature/screens/Screen.kt:2:16 test-compose-icon-button-unlabeled"])
    }
}
