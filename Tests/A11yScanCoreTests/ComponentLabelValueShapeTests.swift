@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// A composable whose body is a label over its value (`TextWithLabelMolecule(label, text)`),
/// merged by nothing inside, has the `label-value` shape: a call of it in another file that
/// nothing merges is a caption and its value read as two stops, reported at the call.
final class ComponentLabelValueShapeTests: XCTestCase {
    let rules = try! RuleSet.builtIn(examples: false, ids: ["compose-label-value-column-not-merged"]).rules

    func source(_ path: String, _ text: String) -> SourceFile { ComponentFixture.source(path, text) }

    let molecules = """
        @Composable
        fun TextWithLabelMolecule(label: String, text: String, modifier: Modifier = Modifier) {
            Column(modifier = modifier) {
                Text(text = label, style = ElementTheme.typography.fontBodySmRegular)
                Text(text = text, style = ElementTheme.typography.fontBodyMdRegular)
            }
        }

        @Composable
        fun MergedLabelMolecule(label: String, value: String) {
            Column(Modifier.semantics(mergeDescendants = true) {}) {
                Text(text = label)
                Text(text = value)
            }
        }

        @Composable
        fun TitleMolecule(title: String, body: String) {
            Column {
                Text(text = title)
                Text(text = body)
            }
        }
        """

    func testALabelOverItsValueIsALabelValue() {
        let summaries = ComponentScan.summaries(of: [source("Molecules.kt", molecules)], rules: rules)
        // One that merges its column, or shows a title over a body, is not one.
        XCTAssertEqual(ComponentFixture.namedShapes(summaries),
                       ["TextWithLabelMolecule label-value", "MergedLabelMolecule -", "TitleMolecule -"])
        XCTAssertEqual(ComponentFixture.shapesThroughCache(summaries), ["label-value", "-", "-"])
    }

    let card = """
        @Composable
        fun SessionDetailsView(deviceId: String, signedIn: String) {
            Column(Modifier.border(1.dp, Color.Gray, RoundedCornerShape(8.dp)).padding(24.dp)) {
                Text(text = stringResource(R.string.this_device))
                Row {
                    TextWithLabelMolecule(label = stringResource(R.string.signed_in), text = signedIn)
                    TextWithLabelMolecule(label = stringResource(R.string.device_id), text = deviceId)
                }
            }
        }

        @Composable
        fun SignInDetailsView(signedIn: String) {
            Column(Modifier.padding(24.dp)) {
                TextWithLabelMolecule(
                    label = stringResource(R.string.signed_in),
                    text = signedIn,
                    modifier = Modifier.semantics(mergeDescendants = true) {},
                )
            }
        }
        """

    func testABlockOfDetailsIsReportedAtItsRootWhereOneMergeJoinsThem() {
        let files = [source("Molecules.kt", molecules), source("SessionDetailsView.kt", card)]
        XCTAssertEqual(ComponentFixture.findings(files, rules: rules).map { "\($0.ruleID) \($0.path):\($0.line)" },
                       ["compose-label-value-column-not-merged SessionDetailsView.kt:3"])
    }

    let screen = """
        @Composable
        fun SessionDetailsScreen(deviceId: String, signedIn: String) {
            Column(Modifier.verticalScroll(rememberScrollState())) {
                Row {
                    TextWithLabelMolecule(label = stringResource(R.string.signed_in), text = signedIn)
                    TextWithLabelMolecule(label = stringResource(R.string.device_id), text = deviceId)
                }
                Button(onClick = onDone) { Text(stringResource(R.string.done)) }
            }
            Column(Modifier.semantics(mergeDescendants = true) {}) {
                TextWithLabelMolecule(label = stringResource(R.string.device_id), text = deviceId)
            }
            TextWithLabelMolecule(
                label = stringResource(R.string.device_id),
                text = deviceId,
                modifier = Modifier.semantics(mergeDescendants = true) {},
            )
            MergedLabelMolecule(label = stringResource(R.string.device_id), value = deviceId)
        }
        """

    func testACallThatNothingMergesIsReportedWhereItIsWritten() {
        let files = [source("Molecules.kt", molecules), source("SessionDetailsView.kt", screen)]
        // In a scrolling screen with a button, no block merges them: each call is reported.
        XCTAssertEqual(ComponentFixture.findings(files, rules: rules).map { "\($0.ruleID) \($0.path):\($0.line)" },
                       ["compose-label-value-column-not-merged SessionDetailsView.kt:5",
                        "compose-label-value-column-not-merged SessionDetailsView.kt:6"])
    }
}
