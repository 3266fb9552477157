@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
import A11yScanSyntax
import Foundation
import XCTest

/// An Android module written in Java: its layouts are scanned as those beside Kotlin code are,
/// and the Java code is read for the views it names (a hint or a description set in code), so a
/// layout rule neither misses the module nor reports a view the code names.
final class JavaLayoutsScanTests: XCTestCase {
    private var folder: URL!
    private var rules: RuleSet!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-java-\(UUID().uuidString)")
        rules = try RuleSet.builtIn(ids: ["views-layout-text-field-unnamed", "views-layout-image-button-unnamed"])
        try write("ref: refs/heads/main\n", ".git/HEAD")
        try write("""
            package com.example;

            public class PasswordDialog {
                private DialogPasswordBinding binding;

                void show() {
                    binding.password.setHint(R.string.password_label);
                    ImageButton reveal = (ImageButton) binding.getRoot().findViewById(R.id.reveal);
                    reveal.setContentDescription(getString(R.string.show_password));
                }
            }
            """, "legacy/src/main/java/com/example/PasswordDialog.java")
        try write("""
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <EditText
                    android:id="@+id/password" />
                <ImageButton
                    android:id="@+id/reveal"
                    android:src="@drawable/ic_eye" />
                <EditText
                    android:id="@+id/confirmation" />
            </LinearLayout>
            """, "legacy/src/main/res/layout/dialog_password.xml")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ text: String, _ path: String) throws {
        try ComponentFixture.write(text, path, in: folder)
    }

    private func scan(_ components: ComponentPreparation, jobs: Int = 2) -> [String] {
        ComponentFixture.scan(folder, rules: rules, components: components, jobs: jobs)
            .map { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" }
    }

    private func project(cache: String? = nil, quick: Bool = false) -> ComponentProject {
        ComponentFixture.project(folder, rules: rules, cache: cache, quick: quick)
    }

    func testTheLayoutsOfAJavaModuleAreScannedWithTheNamesItsCodeGives() throws {
        let expected = ["legacy/src/main/res/layout/dialog_password.xml:7:5 views-layout-text-field-unnamed"]
        let cache = folder.appendingPathComponent(".cache").path
        ComponentFixture.assertEveryPreparationFinds(expected, in: folder, rules: rules, cache: cache,
                                                     describe: { "\($0.path):\($0.line):\($0.column) \($0.ruleID)" })
        // The code no longer names the field: the cached names follow the Java file.
        try write("class PasswordDialog { void show() { } }\n", "legacy/src/main/java/com/example/PasswordDialog.java")
        XCTAssertEqual(scan(project(cache: cache, quick: true).prepare()), [
            "legacy/src/main/res/layout/dialog_password.xml:2:5 views-layout-text-field-unnamed",
            "legacy/src/main/res/layout/dialog_password.xml:4:5 views-layout-image-button-unnamed",
            "legacy/src/main/res/layout/dialog_password.xml:7:5 views-layout-text-field-unnamed",
        ])
    }

    /// The text code gives a field (`setText`, `text =`) is what it holds, not its name: a field
    /// the code fills is still reported, in Java as in Kotlin; a button's text names it.
    func testTheTextCodeSetsDoesNotNameAField() throws {
        try write("""
            class PasswordPrefill { void fill(DialogPasswordBinding binding) { binding.confirmation.setText(saved); } }
            """, "legacy/src/main/java/com/example/PasswordPrefill.java")
        try write("""
            class RevealLabel { fun show(binding: DialogPasswordBinding) { binding.password.text = "" } }
            """, "legacy/src/main/java/com/example/RevealLabel.kt")
        XCTAssertEqual(scan(.ready(project().index())),
                       ["legacy/src/main/res/layout/dialog_password.xml:7:5 views-layout-text-field-unnamed"])
    }

    /// A button whose picture the code swaps and whose click it sets is left by the layout rule
    /// to the Kotlin rule that reports it at its click; no rule reads Java, so when the code is
    /// Java the layout reports it, and when it is Kotlin it does not.
    func testAPictureJavaSwapsDoesNotHandTheButtonToACodeRule() throws {
        try write("""
            class Follow { void bind(View root) {
                FloatingActionButton follow = (FloatingActionButton) root.findViewById(R.id.follow);
                follow.setImageResource(R.drawable.ic_unfollow);
                follow.setOnClickListener(listener);
            } }
            """, "legacy/src/main/java/com/example/Follow.java")
        try write("""
            <FrameLayout xmlns:android="http://schemas.android.com/apk/res/android">
                <FloatingActionButton
                    android:id="@+id/follow"
                    android:src="@drawable/ic_follow" />
            </FrameLayout>
            """, "legacy/src/main/res/layout/follow.xml")
        let reported = "legacy/src/main/res/layout/follow.xml:2:5 views-layout-image-button-unnamed"
        XCTAssertTrue(scan(.ready(project().index())).contains(reported))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("legacy/src/main/java/com/example/Follow.java"))
        try write("""
            class Follow { fun bind(root: View) {
                val follow = root.findViewById<FloatingActionButton>(R.id.follow)
                follow.setImageResource(R.drawable.ic_unfollow)
                follow.setOnClickListener(listener)
            } }
            """, "legacy/src/main/java/com/example/Follow.kt")
        XCTAssertFalse(scan(.ready(project().index())).contains(reported))
    }

    /// Java files are read for names only: no rule is written for them, and a rule file that
    /// asks for Java is refused at its `language` field.
    func testNoRuleIsWrittenForJava() {
        XCTAssertEqual(Language(path: "app/src/main/java/A.java"), .java)
        XCTAssertTrue(Language.java.isReadForNamesOnly)
        XCTAssertFalse(BuiltinPatterns.files.contains { $0.language == .java })
        XCTAssertThrowsError(try RuleLoader().load(yaml: """
            id: java-rule
            family: missing-label
            framework: views
            language: java
            entry: button
            section: name
            message: A message.
            fix: A fix.
            node: {call: ImageButton}
            examples:
              bad: ["↓ImageButton()"]
              good: ["Button()"]
            """, file: "java-rule.yml")) { error in
            XCTAssertTrue("\(error)".contains("language"), "\(error)")
            XCTAssertTrue("\(error)".contains("`java` does not fit framework `views`"), "\(error)")
        }
    }
}
