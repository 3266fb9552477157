@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// The node rule language end to end: a rule file in YAML, run on code, findings by line and column.
final class NodeRuleTests: XCTestCase {
    func rule(_ body: String, framework: String = "swiftui") throws -> Rule {
        try RuleFixture.rule(body, framework: framework)
    }

    func positions(_ rule: Rule, _ code: String, language: Language = .swift) -> [String] {
        let source = SourceFile(path: "T", language: language, text: Array(code.utf8))
        return RuleMatcher().findings(in: source, rules: [rule]).findings.map { "\($0.line):\($0.column)" }
    }

    func testCallWithRelationsAndFacts() throws {
        let rule = try rule("""
        node: {call: Button}
        where:
          - has: {call: Image}
          - not: {has: {call: [Text, Label]}}
        unless:
          - fact: has-accessible-name
        """)
        XCTAssertEqual(positions(rule, """
        VStack {
            Button(action: close) { Image(systemName: "xmark") }
            Button(action: save) { HStack { Image(systemName: "tray"); Text("Save") } }
            Button(action: share) { Image(systemName: "square.and.arrow.up") }
                .accessibilityLabel("Share")
            Button(action: mute) { Image(systemName: "speaker") }.accessibilityLabel("")
        }
        """), ["2:5", "6:5"])
    }

    func testInsideWithViaSiblingsAndChain() throws {
        let rule = try rule("""
        node: {call: Image}
        where:
          - any:
              - inside: {call: Button, via: content}
              - inside: {call: Menu, via: label}
          - sibling: {call: Text}
        unless:
          - fact: hidden-from-accessibility
        """)
        XCTAssertEqual(positions(rule, """
        Menu {
            Image(systemName: "a"); Text("not in the label")
        } label: {
            Image(systemName: "b")
            Text("Sort")
        }
        Button(action: go) {
            Image(systemName: "c").accessibilityHidden(true)
            Text("Go")
        }
        Button(action: go) {
            HStack { Image(systemName: "d"); Text("Go") }.accessibilityElement(children: .ignore)
        }
        """), ["4:5"])
    }

    func testHasStopByStepsOverWhatFitsAndWhatIsBelowIt() throws {
        // Without and with a depth limit: the popover's text is not looked at, the label's is.
        for depth in ["", ", depth: 4"] {
            let rule = try rule("""
            node: {call: Button}
            where:
              - not: {has: {call: Text, stopBy: {modifier: [popover, sheet]}\(depth)}}
            """)
            XCTAssertEqual(positions(rule, """
            VStack {
                Button(action: info) {
                    Image(systemName: "info").popover(isPresented: $shows) { Text("Packets") }
                }
                Button(action: save) {
                    HStack { Image(systemName: "tray"); Text("Save") }.sheet(isPresented: $x) { Text("Saved") }
                }
            }
            """), ["2:5"], "depth '\(depth)'")
        }
    }

    func testKotlinArgumentsValuesAndModifierChains() throws {
        let rule = try rule("""
        node: {modifier: clickable}
        unless:
          - arg: {label: role}
          - chain: {modifier: semantics, has: {assignment: role}}
          - owner: {call: [Button, Card]}
        """, framework: "compose")
        XCTAssertEqual(positions(rule, """
        Row(modifier = Modifier.clickable { open() }) {}
        Row(modifier = Modifier.clickable(role = Role.Button) { open() }) {}
        Box(Modifier.clickable(onClick = open).semantics { role = Role.Tab }) {}
        Card(modifier = Modifier.clickable { open() }) {}
        Text("x", modifier = Modifier.padding(4.dp).clickable(onClickLabel = "Open", onClick = open))
        """, language: .kotlin), ["1:25", "5:45"])
    }

    func testValueKindsUnitsAndNumbers() throws {
        let rule = try rule("""
        node: {modifier: size}
        where:
          - arg: {position: 1, value: {unit: dp, below: 48}}
        """, framework: "compose")
        XCTAssertEqual(positions(rule, """
        Icon(x, null, Modifier.size(24.dp))
        Icon(x, null, Modifier.size(48.dp))
        Icon(x, null, Modifier.size(20.sp))
        """, language: .kotlin), ["1:24"])
    }

    /// A position names an argument written without a label: a labelled one is found by its
    /// label, wherever it stands (Kotlin named arguments go in any order).
    func testAPositionMeansAnUnlabelledArgumentThere() throws {
        let callbacks = try rule("""
        node: {call: Switch}
        where:
          - arg: {position: 3, value: reference}
        """, framework: "compose")
        XCTAssertEqual(positions(callbacks, """
        Switch(state, onLeft, onRight)
        Switch(checked = on, onCheckedChange = onChange, enabled = enabled)
        Switch(on, onChange, enabled = enabled)
        """, language: .kotlin), ["1:1"])
        let title = try rule("""
        node: {call: Text}
        where:
          - arg: {position: 1, value: any-string}
        """)
        XCTAssertEqual(positions(title, """
        Text("Wi-Fi")
        Text(verbatim: "Wi-Fi")
        """), ["1:1"])
    }

    func testCapturesFlowFromNodeToUnless() throws {
        let rule = try rule("""
        node: {call: setImage, text: {pattern: '(?<view>\\w+)\\s*\\.\\s*setImage', in: node}}
        unless:
          - text: {pattern: '\\b${view}\\.accessibilityLabel\\s*=', in: declaration}
        """, framework: "uikit")
        XCTAssertEqual(positions(rule, """
        func setUp() {
            closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
            playButton.setImage(UIImage(systemName: "play"), for: .normal)
            playButton.accessibilityLabel = "Play"
        }
        """), ["2:17"])
    }

    /// A pattern that inserts a capture may define captures of its own: here the flag whose
    /// branch holds the image, which the `unless` then looks for elsewhere.
    func testATemplatesOwnGroupsAreCaptures() throws {
        let rule = try rule("""
        node: {call: Image, text: {pattern: '(?s)^(?<image>.*)$', in: node}}
        where:
          - text: {pattern: 'if\\s+(?<flag>\\w+)\\s*\\{\\s*${image}', in: declaration}
        unless:
          - text: {pattern: 'if\\s+${flag}\\s*\\{\\s*Text', in: declaration}
        """)
        XCTAssertEqual(positions(rule, """
        var body: some View {
            if isArchived { Image(archiveIcon) }
            if isArchived { Text(archivedTitle) }
            if isPinned { Image(pinIcon) }
        }
        """), ["4:19"])
    }

    /// Patterns search the code with string contents blanked, so a capture is inserted as that
    /// view shows it: a call with a string in it still finds its own place.
    func testACaptureHoldingAStringFindsItsOwnPlace() throws {
        let rule = try rule("""
        node: {call: Image, text: {pattern: '(?s)^(?<image>.*)$', in: node}}
        where:
          - text: {pattern: 'if\\s+\\w+\\s*\\{\\s*${image}', in: declaration}
        """)
        XCTAssertEqual(positions(rule, """
        var body: some View {
            Image("banner")
            if isPinned { Image("pin") }
        }
        """), ["3:19"])
    }

    /// An `any` alternative that captured and then failed leaves no capture behind: only the
    /// alternative that holds counts, so `${view}` below names nothing and the rule fires.
    func testCapturesOfAFailedAlternativeAreRolledBack() throws {
        let rule = try rule("""
        node:
          call: setImage
          any:
            - all: [{text: '(?<view>\\w+)\\s*\\.\\s*setImage'}, {text: 'NEVER'}]
            - text: setImage
        where:
          - not: {text: {pattern: '${view}', in: file}}
        """, framework: "uikit")
        XCTAssertEqual(positions(rule, """
        func setUp() {
            closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
        }
        """), ["2:17"])
    }

    func testContextRefinesEntryByNearestEnclosingNode() throws {
        let rule = try rule("""
        node: {call: Image}
        context:
          - inside: {call: Menu}
            entry: dropdown
          - inside: {call: List}
            entry: table-row-button
            severity: error
        """)
        let source = SourceFile(path: "T", language: .swift, text: Array("""
        List { Menu { Image("a") } }
        List { Image("b") }
        Image("c")
        """.utf8))
        let found = RuleMatcher().findings(in: source, rules: [rule]).findings
        XCTAssertEqual(found.map(\.entry), ["dropdown", "table-row-button", "button"])
        XCTAssertEqual(found.map(\.severity), [.warning, .error, .warning])
    }

    func testErrorsNameFileLineAndField() {
        XCTAssertThrowsError(try rule("node: {call: Button, hass: {call: Image}}")) { error in
            let error = error as? RuleFileError
            XCTAssertEqual(error?.field, "node.hass")
            XCTAssertEqual(error?.line, 8)
        }
        XCTAssertThrowsError(try rule("node: {call: Button}\nwhere:\n  - fact: no-such-fact")) { error in
            XCTAssertEqual((error as? RuleFileError)?.message, "unknown fact `no-such-fact`")
        }
        XCTAssertThrowsError(try rule("node: {call: Button, text: '${missing}'}")) { error in
            XCTAssertEqual((error as? RuleFileError)?.message, "`${missing}` names no capture made before it")
        }
        XCTAssertThrowsError(try rule("node: {call: Button, arg: {value: nothing}}")) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "node.arg.value")
        }
    }

    func testALayoutTestNamesWhatIsWrongWithItsIdOrShape() {
        let capture = "node: {call: Button, text: {pattern: '(?<view>\\w+)', in: arguments}"
        XCTAssertThrowsError(try rule("\(capture), layout: {id: 'delete', shape: image}}")) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "node.layout.id")
            XCTAssertEqual((error as? RuleFileError)?.message, "expected one capture, `${name}`")
        }
        XCTAssertThrowsError(try rule("\(capture), layout: {id: '${other}', shape: image}}")) { error in
            XCTAssertEqual((error as? RuleFileError)?.message, "`${other}` names no capture made before it")
        }
        XCTAssertThrowsError(try rule("\(capture), layout: {id: '${view}', shape: picture}}")) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "node.layout.shape")
            XCTAssertEqual((error as? RuleFileError)?.message, "unknown shape")
        }
        XCTAssertNoThrow(try rule("\(capture), layout: {id: '${view}', shape: image}}"))
    }

    func testHasCountsDescendants() throws {
        let rule = try rule("""
        node: {call: HStack}
        where:
          - has: {call: Text, count: 2}
        """)
        XCTAssertEqual(positions(rule, """
        List {
            HStack { Text("Version") }
            HStack { Text("Version"); Spacer(); Text(appVersion) }
            HStack { Image("a"); VStack { Text(title); Text(subtitle) } }
        }
        """), ["3:5", "4:5"])
        XCTAssertThrowsError(try self.rule("node: {call: HStack, has: {call: Text, count: 0}}")) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "node.has.count")
        }
    }

    func testSiblingsShownTogetherLeaveOutOtherBranches() throws {
        let rule = try rule("""
        node: {call: Image}
        where:
          - sibling: {call: Text, together: true}
        """)
        XCTAssertEqual(positions(rule, """
        HStack {
            if isCompact { Image("a") } else { Text("Title") }
        }
        HStack {
            Image("b")
            if showsTitle { Text("Title") }
        }
        HStack {
            switch state {
            case .ready: Image("c"); Text("Ready")
            case .failed: Image("d")
            default: Text("Waiting")
            }
        }
        HStack {
            guard let user else { Image("e"); Text("Signed out") }
        }
        """), ["5:5", "10:18", "16:27"])
        let shownIf = try self.rule("node: {call: Image}\nwhere:\n  - conditional: true")
        XCTAssertEqual(positions(shownIf, """
        VStack {
            Image("a")
            if isReady { Image("b") } else { Image("c") }
            switch state { case .done: Image("d") default: Text("Waiting") }
        }
        """), ["3:18", "3:38", "4:32"])
        XCTAssertThrowsError(try self.rule("node: {call: Image, conditional: maybe}"))
        let loose = try self.rule("node: {call: Image}\nwhere:\n  - sibling: {call: Text}")
        XCTAssertEqual(positions(loose, """
        HStack {
            if isCompact { Image("a") } else { Text("Title") }
        }
        """), ["2:20"])
    }

    func testVariableStatementsAreLookedForWhereTheVariableIsDeclared() throws {
        let rule = try rule("""
        node: {call: setImage}
        unless:
          - variable: {used: {any: [{assignment: accessibilityLabel}, {assignment: title}]}}
        """, framework: "uikit")
        XCTAssertEqual(positions(rule, """
        final class Toolbar: UIView {
            private let shareButton = UIButton(type: .system)
            func makeClose() -> UIButton {
                let button = UIButton(type: .system)
                button.setImage(close, for: .normal)
                return button
            }
            func makeMute() -> UIButton {
                let button = UIButton(type: .system)
                button.setImage(mute, for: .normal)
                button.accessibilityLabel = "Mute"
                return button
            }
            func setUp() {
                shareButton.setImage(share, for: .normal)
            }
            func localize() {
                self.shareButton.configuration?.title = "Share"
            }
        }
        """), ["5:16"])
    }

    func testVariableTypesBuiltObjectsDeclarationsAndTheInstance() throws {
        let added = try rule("""
        node: {call: addSubview}
        where:
          - arg: {position: 1, value: {variable: {type: UIImageView, built: true}}}
        unless:
          - arg: {position: 1, value: {variable: {declared: {has: {assignment: isAccessibilityElement}}}}}
        """, framework: "uikit")
        let faded = try rule("""
        node: {assignment: alpha}
        where:
          - variable: {is: self, type: UIView}
        """, framework: "uikit")
        let code = """
        final class Banner: UIView {
            private let badge: UIImageView = {
                let view = UIImageView()
                view.isAccessibilityElement = false
                return view
            }()
            private let icon = UIImageView()
            @IBOutlet private var logo: UIImageView!
            func build() {
                addSubview(badge)
                addSubview(icon)
                addSubview(logo)
                alpha = 0.5
                icon.alpha = 0.5
            }
        }
        """
        XCTAssertEqual(positions(added, code), ["11:9"])
        XCTAssertEqual(positions(faded, code), ["13:9"])
    }

    func testKotlinScopeFunctionsParametersAndPassedArguments() throws {
        let rule = try rule("""
        node: {call: setImageResource}
        where:
          - variable: {type: ImageButton}
        unless:
          - variable: {used: {any: [{assignment: contentDescription}, {call: setStateDescription}]}}
        """, framework: "views")
        XCTAssertEqual(positions(rule, """
        class PlayerControls(root: View, private val play: ImageButton, private val stop: ImageButton) {
            private val next = root.findViewById<ImageButton>(R.id.next)
            private val cover: ImageView = root.findViewById(R.id.cover)

            fun render() {
                play.setImageResource(R.drawable.ic_play)
                stop.setImageResource(R.drawable.ic_stop)
                with(stop) { contentDescription = "Stop" }
                next.setImageResource(R.drawable.ic_next)
                ViewCompat.setStateDescription(next, "Next")
                cover.setImageResource(R.drawable.cover)
                ImageButton(context).apply { setImageResource(R.drawable.ic_share) }
                ImageButton(context).also { it.setImageResource(R.drawable.ic_mic); it.contentDescription = "Record" }
            }
        }
        """, language: .kotlin), ["6:14", "12:38"])
    }

    func testACallWithoutReceiverIsAboutWhereItsValueIsKept() throws {
        let rule = try rule("""
        node: {call: UIBarButtonItem, arg: {label: image}}
        unless:
          - variable: {used: {assignment: accessibilityLabel}}
        """, framework: "uikit")
        XCTAssertEqual(positions(rule, """
        final class InboxViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.leftBarButtonItem = UIBarButtonItem(image: close, style: .plain, target: self, action: #selector(close))
                navigationItem.rightBarButtonItem = UIBarButtonItem(image: filter, style: .plain, target: self, action: #selector(filter))
                navigationItem.rightBarButtonItem?.accessibilityLabel = "Filter"
                let items = [UIBarButtonItem(image: bold, style: .plain, target: self, action: #selector(bold))]
                items[0].accessibilityLabel = "Bold"
                let pinItem = UIBarButtonItem(image: pin, style: .plain, target: self, action: #selector(pin))
                toolbarItems = [pinItem, items[0]]
            }
        }
        """), ["4:44", "9:23"])
    }

    func testPlacedFindsWhereAViewPropertyIsShownByName() throws {
        let rule = try rule("""
        node: {call: Image}
        unless:
          - inside: {declaration: '*', keyword: [property, function], placed: {any: [{chain: {modifier: accessibilityLabel}}, {inside: {chain: {modifier: accessibilityLabel}}}]}}
        """)
        XCTAssertEqual(positions(rule, """
        struct AvatarPicker: View {
            var body: some View {
                Circle()
                    .overlay(cameraBadge, alignment: .bottomTrailing)
                    .accessibilityLabel("Change photo")
                Circle()
                    .overlay(self.lockBadge)
                editBadge()
                    .accessibilityLabel("Edit")
                Circle()
                    .overlay { shareBadge }
                    .accessibilityLabel("Share")
            }
            var shareBadge: some View { Image(model.shareName) }
            var cameraBadge: some View { Image(model.cameraName) }
            var lockBadge: some View { Image(model.lockName) }
            func editBadge() -> some View { Image(model.editName) }
            func unused() -> some View { Image(model.otherName) }
        }
        """), ["16:32", "18:34"])
    }

    /// A name alone as one statement of a closure, at any position, is shown by the node that
    /// holds the closure; a name inside a longer statement, or a statement of a nested call's
    /// closure, is not shown by the outer node.
    func testPlacedFindsANameStandingAloneAmongAClosuresStatements() throws {
        let rule = try rule("""
        node: {call: Image}
        unless:
          - inside: {declaration: '*', keyword: property, placed: {call: Menu}}
        """)
        XCTAssertEqual(positions(rule, """
        struct SortMenu: View {
            var body: some View {
                Menu {
                    fieldItems
                    Divider()
                    self.orderItems; Divider()
                    Section { sectionItems }
                    let extra = otherItems
                } label: { Text("Sort") }
            }
            var fieldItems: some View { Image(model.fieldName) }
            var orderItems: some View { Image(model.orderName) }
            var sectionItems: some View { Image(model.sectionName) }
            var otherItems: some View { Image(model.otherName) }
        }
        """), ["13:35", "14:33"])
    }

    func testAnAssignmentIsAStatementAboutTheVariableItStoresInto() throws {
        let rule = try rule("""
        node: {call: setImage}
        unless:
          - variable:
              used:
                assignment: '*'
                arg: {position: 1, value: {variable: {used: {assignment: accessibilityLabel}}}}
        """, framework: "uikit")
        XCTAssertEqual(positions(rule, """
        final class InboxCoordinator {
            private var menuButton: UIButton?
            private var filterButton: UIButton?
            func setUp() {
                let button = UIButton()
                button.accessibilityLabel = "Account"
                self.menuButton = button
                let other = UIButton()
                filterButton = other
            }
            func update(_ image: UIImage?) {
                menuButton?.setImage(image, for: .normal)
                filterButton?.setImage(image, for: .normal)
            }
        }
        """), ["13:23"])
    }

    func testATypesStatementsIncludeItsExtensionsInTheFile() throws {
        let rule = try rule("""
        node: {call: addGestureRecognizer}
        unless:
          - variable: {within: type, used: {assignment: accessibilityTraits}}
        """, framework: "uikit")
        XCTAssertEqual(positions(rule, """
        final class EmptyStateView: UIView {
            private let actionView = UIView()
            private let helpView = UIView()
        }
        private extension EmptyStateView {
            func configureGestures() {
                actionView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(act)))
                helpView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(help)))
            }
        }
        private extension EmptyStateView {
            func configureForVoiceOver() {
                actionView.accessibilityTraits = .button
            }
        }
        """), ["8:18"])
    }

    func testUsedWithinTheDeclarationOfTheNode() throws {
        let rule = try rule("""
        node: {assignment: alpha}
        unless:
          - variable: {within: declaration, used: {assignment: isEnabled}}
        """, framework: "uikit")
        XCTAssertEqual(positions(rule, """
        final class LoginViewController: UIViewController {
            private let signInButton = UIButton(type: .system)
            func update(valid: Bool) {
                signInButton.alpha = valid ? 1 : 0.5
            }
            func submit() {
                signInButton.isEnabled = false
                signInButton.alpha = 0.5
            }
        }
        """), ["4:22"])
    }

    func testUsedWithinTheTypeFollowsTheNameAcrossVariables() throws {
        let code = """
        final class SegmentsView: UIView {
            private var segmentViews: [UIView] = []
            func build() {
                let segmentView = UIView()
                segmentView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
                segmentViews.append(segmentView)
                let badgeView = UIView()
                badgeView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(badge)))
            }
            func refresh() {
                for segmentView in segmentViews {
                    segmentView.accessibilityTraits = .button
                }
            }
        }
        """
        let ownScope = try rule("""
        node: {call: addGestureRecognizer}
        unless:
          - variable: {used: {assignment: accessibilityTraits}}
        """, framework: "uikit")
        let typeWide = try rule("""
        node: {call: addGestureRecognizer}
        unless:
          - variable: {within: type, used: {assignment: accessibilityTraits}}
        """, framework: "uikit")
        XCTAssertEqual(positions(ownScope, code), ["5:21", "8:19"])
        XCTAssertEqual(positions(typeWide, code), ["8:19"])
    }

    func testKotlinApplyOnAnExpressionIsNotTheInstance() throws {
        let rule = try rule("""
        node: {call: setOnClickListener}
        where:
          - variable: {is: self}
        """, framework: "views")
        XCTAssertEqual(positions(rule, """
        class PageView(context: Context) : FrameLayout(context) {
            init {
                apply { setOnClickListener { toggleMenu() } }
                makeImage().apply { setOnClickListener { zoom() } }
                (if (webtoon) WebtoonView(context) else PageImage(context)).apply { setOnClickListener { next() } }
            }
        }
        """, language: .kotlin), ["3:17"])
    }

    func testAPartOfAnotherObjectTakesTheTypeOfThePropertyOfThatName() throws {
        let rule = try rule("""
        node: {call: setOnClickListener}
        where:
          - variable: {type: TextView}
        """, framework: "views")
        XCTAssertEqual(positions(rule, """
        class DiscoverAdapter : RecyclerView.Adapter<RecyclerView.ViewHolder>() {
            interface ShowsAll {
                val showAllButton: TextView
            }
            class ShowAllRow(view: View) : RecyclerView.ViewHolder(view), ShowsAll {
                override val showAllButton: TextView = view.findViewById(R.id.show_all)
            }
            class HeaderRow(view: View) : RecyclerView.ViewHolder(view) {
                val title: TextView = view.findViewById(R.id.title)
                val more: Button = view.findViewById(R.id.more)
            }
            fun bind(holder: ShowAllRow, header: HeaderRow) {
                holder.showAllButton.setOnClickListener { showAll() }
                header.more.setOnClickListener { more() }
                binding.chip.setOnClickListener { change() }
            }
        }
        """, language: .kotlin), ["13:30"])
    }

    func testALocalBuiltInALabelIsNotAViewOfTheLabel() throws {
        let rule = try rule("""
        node: {call: Button}
        where:
          - fact: icon-only-label
        """)
        XCTAssertEqual(positions(rule, """
        var assistButton: some View {
            Button(action: onAssist, label: {
                let tint: UIColor = {
                    if isGlass { return .white } else { return UIColor(Color.accentColor) }
                }()
                Image(uiImage: assistIcon.withTintColor(tint))
            })
        }
        """), ["2:5"])
    }

    func testVariableErrorsNameTheField() {
        XCTAssertThrowsError(try rule("node: {call: setImage, variable: {is: global}}", framework: "uikit")) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "node.variable.is")
        }
        XCTAssertThrowsError(try rule("node: {call: setImage, variable: {}}", framework: "uikit")) { error in
            XCTAssertEqual((error as? RuleFileError)?.message, "empty variable pattern")
        }
        XCTAssertThrowsError(try rule("node: {call: setImage, variable: {within: declaration, is: self}}", framework: "uikit")) { error in
            XCTAssertEqual((error as? RuleFileError)?.field, "node.variable.within")
        }
    }

    /// Looking for where a function is shown reads each argument and closure as a path once per
    /// file; a closure of nested unclosed closures reads as names and spaces to the end of the
    /// file, so the reading stops once the path is longer than the names it can be.
    func testAPathIsReadOnlyAsFarAsItsLimit() {
        var consumed = 0
        let nested = Array(String(repeating: "g ", count: 10_000).utf8).lazy.map { byte -> UInt8 in
            consumed += 1
            return byte
        }
        var buffer: [UInt8] = []
        XCTAssertNil(NodeEvaluator.normalizedPath(nested, limit: 12, buffer: &buffer))
        XCTAssertLessThan(consumed, 30, "read past the limit")
        XCTAssertEqual(NodeEvaluator.normalizedPath(Array(" self.header ".utf8), limit: 12, buffer: &buffer), "header")
        XCTAssertEqual(NodeEvaluator.normalizedPath(Array("icons[selectedIndexOfTheLongList]".utf8), limit: 12, buffer: &buffer), "icons")
        XCTAssertNil(NodeEvaluator.normalizedPath(Array("headerViewOfTheList".utf8), limit: 12, buffer: &buffer))
        XCTAssertNil(NodeEvaluator.normalizedPath(Array("header()".utf8), limit: 12, buffer: &buffer))
    }

    /// A view function is placed where it is called or passed, outside its own body; both
    /// kinds of place are found from one reading of the file, and a call inside its own body
    /// is not a place.
    func testPlacedFindsCallsAndArgumentsOutsideTheDeclaration() throws {
        let rule = try rule("""
        node: {call: Text}
        where:
          - inside: {declaration: '*', keyword: function, placed: {inside: {call: TopAppBar}}}
        """, framework: "compose")
        XCTAssertEqual(positions(rule, """
        @Composable
        fun Title() {
            Text("Inbox")
        }
        @Composable
        fun Subtitle() {
            Text("3 new")
            TopAppBar(title = { Subtitle() })
        }
        @Composable
        fun Footer() {
            Text("Archive")
        }
        @Composable
        fun Screen() {
            TopAppBar(title = { Title() })
            TopAppBar(title = { Slot(content = Footer) })
            Slot(content = Subtitle)
        }
        """, language: .kotlin), ["3:5", "12:5"])
    }
}
