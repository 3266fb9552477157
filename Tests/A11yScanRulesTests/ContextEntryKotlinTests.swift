@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// The built-in Compose rules name the guideline entry of the component a finding sits in:
/// the same unhidden icon or role-less click belongs to the segmented control, the dropdown,
/// the table row or the expandable region around it, and to the generic button elsewhere.
final class ContextEntryKotlinTests: XCTestCase {
    private static let rules: [Rule] = {
        do {
            return try RuleSet.builtIn().rules
        } catch {
            XCTFail("built-in rules do not load: \(error)")
            return []
        }
    }()

    /// The one finding of `rule` in `code`, failing the test when there is not exactly one.
    private func finding(_ rule: String, in code: String, file: StaticString = #filePath, line: UInt = #line) -> Finding? {
        let source = SourceFile(path: "Screen.kt", language: .kotlin, text: Array(code.utf8))
        let found = RuleMatcher().findings(in: source, rules: Self.rules).findings.filter { $0.ruleID == rule }
        XCTAssertEqual(found.count, 1, "\(rule): \(found.map { "\($0.line):\($0.column) \($0.entry)" })", file: file, line: line)
        return found.count == 1 ? found[0] : nil
    }

    private func assertEntry(
        _ rule: String, _ entry: String, _ section: Section, in code: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let found = finding(rule, in: code, file: file, line: line) else { return }
        XCTAssertEqual(found.entry, entry, "\(rule) entry", file: file, line: line)
        XCTAssertEqual(found.section, section, "\(rule) section", file: file, line: line)
    }

    // MARK: Segmented control / tab

    func testIconInsideTabBelongsToSegmentedControl() {
        assertEntry("compose-icon-not-hidden", "segmented-control", .name, in: """
            TabRow(selectedTabIndex = page) {
                Tab(
                    selected = page == 0,
                    onClick = { page = 0 },
                    text = { Text("Photos") },
                    icon = { Icon(Icons.Default.Photo, contentDescription = "Photos") },
                )
            }
            """)
    }

    func testIconInsideSegmentedButtonBelongsToSegmentedControl() {
        assertEntry("compose-icon-not-hidden", "segmented-control", .name, in: """
            SingleChoiceSegmentedButtonRow {
                SegmentedButton(
                    selected = unit == Unit.Metric,
                    onClick = { unit = Unit.Metric },
                    shape = SegmentedButtonDefaults.itemShape(0, 2),
                ) {
                    Icon(Icons.Default.Straighten, contentDescription = "Metric")
                    Text("Metric")
                }
            }
            """)
    }

    func testClickableWithoutRoleInsideTabRowBelongsToSegmentedControl() {
        assertEntry("compose-clickable-without-role", "segmented-control", .role, in: """
            ScrollableTabRow(selectedTabIndex = selected) {
                categories.forEachIndexed { index, category ->
                    Box(Modifier.clickable { selected = index }.padding(16.dp)) {
                        Text(category.name)
                    }
                }
            }
            """)
    }

    func testClickableWithoutRoleInsideSegmentedButtonRowBelongsToSegmentedControl() {
        assertEntry("compose-clickable-without-role", "segmented-control", .role, in: """
            MultiChoiceSegmentedButtonRow {
                Text("Help", Modifier.clickable { showHelp = true })
            }
            """)
    }

    // MARK: Dropdown

    func testIconInsideDropdownMenuItemBelongsToDropdown() {
        assertEntry("compose-icon-not-hidden", "dropdown", .name, in: """
            DropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
                DropdownMenuItem(
                    text = { Text("Settings") },
                    onClick = onSettings,
                    leadingIcon = { Icon(Icons.Outlined.Settings, contentDescription = "Settings") },
                )
            }
            """)
    }

    func testClickableWithoutRoleInsideDropdownMenuBelongsToDropdown() {
        assertEntry("compose-clickable-without-role", "dropdown", .role, in: """
            DropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
                Text("Clear filters", Modifier.clickable { clearFilters(); expanded = false }.padding(16.dp))
            }
            """)
    }

    func testClickableTriggerBesideDropdownMenuBelongsToDropdown() {
        assertEntry("compose-clickable-without-role", "dropdown", .role, in: """
            Box {
                Text(sort.label, Modifier.clickable { sortMenuOpen = true })
                DropdownMenu(expanded = sortMenuOpen, onDismissRequest = { sortMenuOpen = false }) {
                    DropdownMenuItem(text = { Text("Newest") }, onClick = { sortMenuOpen = false })
                }
            }
            """)
    }

    func testCaretBesideDropdownMenuBelongsToDropdown() {
        assertEntry("compose-caret-icon-focusable", "dropdown", .group, in: """
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text("Sort: ${sort.label}")
                IconButton(onClick = { expanded = true }) {
                    Icon(Icons.Default.ArrowDropDown, contentDescription = "Open sort options")
                }
                DropdownMenu(expanded = expanded, onDismissRequest = { expanded = false }) {
                    DropdownMenuItem(text = { Text("Newest") }, onClick = { expanded = false })
                }
            }
            """)
        assertEntry("compose-caret-icon-focusable", "expandable-region", .group, in: """
            Row(verticalAlignment = Alignment.CenterVertically) {
                Text("Opening hours")
                IconButton(onClick = { expanded = !expanded }) {
                    Icon(Icons.Default.ArrowDropDown, contentDescription = "Show opening hours")
                }
            }
            """)
    }

    func testTextFieldInsideExposedDropdownMenuBoxBelongsToDropdown() {
        assertEntry("compose-text-field-missing-label", "dropdown", .name, in: """
            ExposedDropdownMenuBox(expanded = expanded, onExpandedChange = { expanded = it }) {
                TextField(value = size, onValueChange = {}, readOnly = true, modifier = Modifier.menuAnchor())
            }
            """)
    }

    // MARK: Table row button

    func testClickableTextInLazyColumnItemsBelongsToTableRowButton() {
        assertEntry("compose-clickable-without-role", "table-row-button", .role, in: """
            LazyColumn {
                items(tags, key = { it.id }) { tag ->
                    Text(tag.name, Modifier.fillMaxWidth().clickable { openTag(tag) }.padding(16.dp))
                }
            }
            """)
    }

    func testIconInsideListItemBelongsToTableRowButton() {
        assertEntry("compose-icon-not-hidden", "table-row-button", .name, in: """
            ListItem(
                headlineContent = { Text(account.email) },
                leadingContent = { Icon(Icons.Default.Person, contentDescription = account.email) },
            )
            """)
    }

    func testTapGesturesInsideLazyItemsBelongToTableRowButton() {
        assertEntry("compose-tap-gestures-without-semantics", "table-row-button", .role, in: """
            fun LazyListScope.photoRows(photos: List<Photo>, onOpen: (Photo) -> Unit) {
                items(photos) { photo ->
                    Row(Modifier.pointerInput(photo.id) { detectTapGestures(onTap = { onOpen(photo) }) }) {
                        Text(photo.title)
                    }
                }
            }
            """)
    }

    // MARK: Expandable region

    func testClickableHeaderThatTogglesExpansionBelongsToExpandableRegion() {
        assertEntry("compose-clickable-without-role", "expandable-region", .role, in: """
            Box(
                Modifier
                    .fillMaxWidth()
                    .clickable { detailsExpanded = !detailsExpanded }
                    .semantics { stateDescription = if (detailsExpanded) "Expanded" else "Collapsed" },
            ) {
                Text("Details")
            }
            """)
    }

    func testIconInsideExpandableHeaderBelongsToExpandableRegion() {
        assertEntry("compose-icon-not-hidden", "expandable-region", .name, in: """
            Row(
                Modifier
                    .clickable(role = Role.Button) { onExpandedChange(!expanded) }
                    .semantics { stateDescription = if (expanded) "Expanded" else "Collapsed" },
            ) {
                Icon(Icons.Default.Info, contentDescription = "Allergens")
                Text("Allergens")
            }
            """)
    }

    func testIconInsideExpandableHeaderInsideListStillBelongsToExpandableRegion() {
        assertEntry("compose-icon-not-hidden", "expandable-region", .name, in: """
            LazyColumn {
                items(sections) { section ->
                    Row(
                        Modifier
                            .clickable(role = Role.Button) { viewModel.toggleExpanded(section.id) }
                            .semantics { stateDescription = if (section.expanded) "Expanded" else "Collapsed" },
                    ) {
                        Icon(Icons.Default.Folder, contentDescription = "Chapter")
                        Text("Chapter ${section.number}")
                    }
                }
            }
            """)
    }

    // MARK: The component rules' own entries and the generic default

    func testComponentRulesNameTheirEntries() {
        assertEntry("compose-expandable-state-not-exposed", "expandable-region", .state, in: """
            Row(Modifier.clickable(role = Role.Button) { expanded = !expanded }) { Text("Nutrition") }
            """)
        assertEntry("compose-custom-dropdown-trigger-no-state", "dropdown", .state, in: """
            fun Picker() {
                Box {
                    OutlinedButton(onClick = { open = true }) { Text(value) }
                    DropdownMenu(expanded = open, onDismissRequest = { open = false }) {}
                }
            }
            """)
        assertEntry("compose-tabs-without-selectable-group", "segmented-control", .group, in: """
            Column {
                options.forEach { option ->
                    Row(Modifier.selectable(selected = option == chosen, role = Role.RadioButton) { chosen = option }) {
                        Text(option.label)
                    }
                }
            }
            """)
        assertEntry("compose-row-not-merged", "table-row-button", .group, in: """
            LazyColumn {
                items(facts) { fact ->
                    Row { Text(fact.label); Text(fact.value) }
                }
            }
            """)
        assertEntry("views-expandable-state-not-exposed", "expandable-region", .state, in: """
            class NutritionSection(private val header: View, private val table: View) {
                fun attach() {
                    header.setOnClickListener { table.isVisible = !table.isVisible }
                }
            }
            """)
    }

    func testClickableOutsideAnyComponentKeepsTheButtonEntry() {
        assertEntry("compose-clickable-without-role", "button", .role, in: """
            Column {
                Text("Forgot password?", Modifier.clickable(onClick = onForgotPassword))
            }
            """)
    }
}
