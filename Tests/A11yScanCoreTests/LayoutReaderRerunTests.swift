@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
import Foundation
import XCTest

/// A file held while the project's components are made, because it calls one of them, gets its
/// component findings in the second pass, where the rules that read layouts run again with the
/// layouts known. What those rules found in the first pass gives way to what they find then: kept
/// beside it, a finding of theirs was reported twice by a scan that made its components, and
/// once by a scan that read them from a cache.
final class LayoutReaderRerunTests: XCTestCase {
    private var folder: URL!
    private let rules = try! RuleSet.builtIn()

    /// The app's radio button: a component whose calls are checked.
    private let radio = """
        package app

        @Composable
        fun AppRadioButton(selected: Boolean, onClick: (() -> Unit)?, modifier: Modifier = Modifier) {
            RadioButton(selected = selected, onClick = onClick, modifier = modifier)
        }
        """

    /// A card clicked without a role, in a file that also calls the component.
    private let holder = """
        package app

        class PlanHolder(private val view: View) : RecyclerView.ViewHolder(view) {
            fun bind(plan: Plan) {
                view.findViewById<MaterialCardView>(R.id.plan_card).apply {
                    setOnClickListener { Snackbar.make(this, plan.name, Snackbar.LENGTH_SHORT).show() }
                }
                view.findViewById<ComposeView>(R.id.plan_choice).setContent {
                    AppRadioButton(selected = plan.chosen, onClick = null)
                }
            }
        }
        """

    /// A layout of the project: the layouts are known, so the rules reading them run again.
    private let layout = """
        <?xml version="1.0" encoding="utf-8"?>
        <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
            android:layout_width="match_parent"
            android:layout_height="wrap_content">
            <TextView
                android:id="@+id/plan_title"
                android:layout_width="wrap_content"
                android:layout_height="wrap_content" />
        </LinearLayout>
        """

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-layout-rerun-\(UUID().uuidString)")
        try ComponentFixture.write("ref: refs/heads/main\n", ".git/HEAD", in: folder)
        try ComponentFixture.write(radio, "app/src/main/java/app/Radio.kt", in: folder)
        try ComponentFixture.write(holder, "app/src/main/java/app/PlanHolder.kt", in: folder)
        try ComponentFixture.write(layout, "app/src/main/res/layout/row_plan.xml", in: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testTheClickIsReportedOnceHoweverTheComponentsArePrepared() {
        ComponentFixture.assertEveryPreparationFinds(["views-clickable-without-role app/src/main/java/app/PlanHolder.kt:6:13"],
                                                     in: folder, rules: rules, cache: folder.appendingPathComponent(".cache").path,
                                                     describe: { "\($0.ruleID) \($0.path):\($0.line):\($0.column)" })
    }
}
