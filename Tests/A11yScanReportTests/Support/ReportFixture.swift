import A11yScanCore
import A11yScanFindings

/// A small hand-made scan of two files that exercises what reporters get wrong: a tab and a
/// combining accent and a wide emoji before a finding's column, a control character in a
/// snippet, `<`, `&`, `"`, `]]>`, `|` and backticks in messages and snippets, a message with a
/// line break, a finding that spans lines, guidance on one finding only, and one file problem.
enum ReportFixture {
    static let swiftPath = "Sources/App/Views/ProfileView.swift"
    static let kotlinPath = "app/src/main/kotlin/com/example/ui/Settings Screen.kt"

    static let iconNotHidden = Finding(
        ruleID: "swiftui-icon-not-hidden", family: .iconNotHidden, severity: .warning, path: swiftPath,
        line: 12, column: 3, endLine: 12, endColumn: 20,
        message: "The icon beside the text label is announced separately.",
        fix: "Add `.accessibilityHidden(true)` to the Image, or use `Image(decorative:)`.",
        entry: "button", section: .name, framework: .swiftui,
        snippet: "\t\tImage(systemName: \"heart\")",
        fingerprint: "9f2c1e0a7b3d4c5e",
        guidance: GuidelineQuote(
            title: "Button",
            expectation: "Name: the button's purpose is announced once; decorative icons are silent.",
            advice: ["Hide decorative images with `.accessibilityHidden(true)`.", "Prefer `Label` when icon and text go together."],
            url: "https://guidelines.example.org/components/button#swiftui"
        )
    )

    /// "Cafe" + U+0301 (two scalars, one character) and a wide emoji sit before column 33.
    static let tapWithoutRole = Finding(
        ruleID: "swiftui-tap-gesture-without-role", family: .clickableWithoutRole, severity: .error, path: swiftPath,
        line: 20, column: 33, endLine: 20, endColumn: 46,
        message: "Tap handler on Text(\"<Save>\") & co. is not announced as a button; ]]> | stays plain text.",
        fix: "Use `Button` instead of `.onTapGesture`, or add `.accessibilityAddTraits(.isButton)`.",
        entry: "button", section: .role, framework: .swiftui,
        snippet: "        Text(\"Cafe\u{301} \u{2615} & <Save>\").onTapGesture { save() }",
        fingerprint: "3b8e5d7f9a1c2e4d"
    )

    /// Spans three lines; its snippet holds backtick runs of one and two.
    static let toggleState = Finding(
        ruleID: "swiftui-toggle-disabled-hidden", family: .disabledStateNotSet, severity: .note, path: swiftPath,
        line: 31, column: 9, endLine: 33, endColumn: 6,
        message: "The toggle looks disabled but does not say so.",
        fix: "Use `.disabled(true)` rather than greying it out by hand.",
        entry: "toggle", section: .state, framework: .swiftui,
        snippet: "        Toggle(\"Wi-Fi\", isOn: $wifi) // ``raw`` `x`",
        fingerprint: "c0ffee0000000031"
    )

    static let clickableRow = Finding(
        ruleID: "compose-clickable-without-role", family: .clickableWithoutRole, severity: .warning, path: kotlinPath,
        line: 8, column: 20, endLine: 8, endColumn: 38,
        message: "Clickable Row is not announced as a button (100% of TalkBack users hear only its text).",
        fix: "Add `role = Role.Button` to `Modifier.clickable`.",
        entry: "button", section: .role, framework: .compose,
        snippet: "    Row(modifier = Modifier.clickable { open() }) {",
        fingerprint: "77aa88bb99cc00dd"
    )

    /// Its message has a line break and its snippet an ESC control character.
    static let iconWithoutLabel = Finding(
        ruleID: "compose-icon-missing-label", family: .missingLabel, severity: .error, path: kotlinPath,
        line: 15, column: 9, endLine: 15, endColumn: 14,
        message: "Icon has no contentDescription,\nso TalkBack says nothing.",
        fix: "Pass `contentDescription = stringResource(R.string.settings)`.",
        entry: "image", section: .name, framework: .compose,
        snippet: "        Icon(Icons.Default.Settings, contentDescription = null) // \u{1B}[7m",
        fingerprint: "1234abcd5678ef90"
    )

    static let findings = [iconNotHidden, tapWithoutRole, toggleState, clickableRow, iconWithoutLabel]

    static let rules = [
        RuleDescriptor(
            id: "compose-clickable-without-role", family: .clickableWithoutRole, severity: .warning,
            language: .kotlin, framework: .compose, entry: "button", section: .role,
            message: "Clickable element is not announced as a button.", fix: "Add `role = Role.Button` to `Modifier.clickable`."
        ),
        RuleDescriptor(
            id: "compose-expandable-state-hidden", family: .stateNotExposed, severity: .warning,
            language: .kotlin, framework: .compose, entry: "expandable-region", section: .state,
            message: "Expanded or collapsed state is not announced.", fix: "Set `stateDescription` in `Modifier.semantics`."
        ),
        RuleDescriptor(
            id: "compose-icon-missing-label", family: .missingLabel, severity: .error,
            language: .kotlin, framework: .compose, entry: "image", section: .name,
            message: "Icon has no contentDescription.", fix: "Pass a `contentDescription`, or `null` only for decorative icons.",
            wcag: ["1.1.1", "4.1.2"]
        ),
        RuleDescriptor(
            id: "swiftui-icon-not-hidden", family: .iconNotHidden, severity: .warning,
            language: .swift, framework: .swiftui, entry: "button", section: .name,
            message: "The icon beside the text label is announced separately.",
            fix: "Add `.accessibilityHidden(true)` to the Image, or use `Image(decorative:)`.",
            helpURL: "https://guidelines.example.org/components/button#name", wcag: ["1.1.1"]
        ),
        RuleDescriptor(
            id: "swiftui-tap-gesture-without-role", family: .clickableWithoutRole, severity: .error,
            language: .swift, framework: .swiftui, entry: "button", section: .role,
            message: "Tap handler is not announced as a button.", fix: "Use `Button`, or add `.accessibilityAddTraits(.isButton)`."
        ),
        RuleDescriptor(
            id: "swiftui-toggle-disabled-hidden", family: .disabledStateNotSet, severity: .note,
            language: .swift, framework: .swiftui, entry: "toggle", section: .state,
            message: "Disabled look without disabled state.", fix: "Use `.disabled(true)`."
        ),
    ]

    static let problem = FileProblem(
        path: "Sources/App/Resources/Logo.swift", kind: .invalidEncoding,
        message: "invalid UTF-8 at byte 120; the rest of the file was skipped", line: 7
    )

    static let report = ScanReport(
        toolVersion: "0.3.0", findings: findings, rules: rules,
        summary: ScanSummary(
            filesScanned: 14, linesScanned: 2310, bytesScanned: 81234,
            problems: [problem], baselined: 1, fixedSinceBaseline: 0, suppressed: 2
        )
    )

    static let empty = ScanReport(
        toolVersion: "0.3.0", findings: [], rules: rules, summary: ScanSummary(filesScanned: 3)
    )

    /// The same report with other findings, rules kept.
    static func report(with findings: [Finding], problems: [FileProblem] = []) -> ScanReport {
        ScanReport(toolVersion: "0.3.0", findings: findings, rules: rules,
                   summary: ScanSummary(filesScanned: 1, problems: problems))
    }
}
