@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanMatcher
@testable import A11yScanRules
@testable import A11yScanSyntax
import Foundation
import XCTest

/// A rule whose subject may be a call of one of the app's components of a shape
/// (`compose-only-picture-unnamed`: `fact: image-view`, whose alternatives include
/// `component: image`) lets a file in when it names one of the framework's pictures or, once the
/// components are known, one of the project's components of that shape; a file naming neither
/// is skipped before it is lexed. A file skipped while the components were still being made is
/// scanned again when it names one of them.
final class ComponentShapeGateTests: XCTestCase {
    private var folder: URL!
    private let rules = try! RuleSet.builtIn(ids: ["compose-only-picture-unnamed"])

    /// A composable that shows only a picture: a component of shape `image`.
    private let artwork = """
        package app

        @Composable
        fun EpisodeArtwork(url: String, modifier: Modifier = Modifier) {
            AsyncImage(model = url, contentDescription = null, modifier = modifier)
        }
        """

    /// Names no framework picture: its only picture is a call of `EpisodeArtwork`, unnamed.
    private let header = """
        package app

        @Composable
        fun EpisodeHeader(episode: Episode) {
            Box(modifier = Modifier.fillMaxWidth()) {
                EpisodeArtwork(url = episode.artworkUrl)
            }
        }
        """

    /// Declares no composable, so while the components are made it is known by its bytes alone
    /// (no rule and no summary lexes it): once they are known, it is read again for their names.
    private let fragment = """
        package app

        class EpisodeArtworkFragment : Fragment() {
            override fun onCreateView(inflater: LayoutInflater, container: ViewGroup?, state: Bundle?): View =
                ComposeView(requireContext()).apply {
                    setContent { EpisodeArtwork(url = episode.artworkUrl) }
                }
        }
        """

    /// Names neither a framework picture nor a component of shape `image`.
    private let spacer = """
        package app

        @Composable
        fun EpisodeGap(episode: Episode) {
            Box(modifier = Modifier.fillMaxWidth()) {
                Spacer(modifier = Modifier.height(8.dp))
            }
        }
        """

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-shape-gate-\(UUID().uuidString)")
        // A work tree's top, as an editor's scan finds the project by (`.git/HEAD`).
        try ComponentFixture.write("ref: refs/heads/main\n", ".git/HEAD", in: folder)
        try ComponentFixture.write(artwork, "app/src/Artwork.kt", in: folder)
        try ComponentFixture.write(header, "app/src/EpisodeHeader.kt", in: folder)
        try ComponentFixture.write(spacer, "app/src/EpisodeGap.kt", in: folder)
        try ComponentFixture.write(fragment, "app/src/EpisodeArtworkFragment.kt", in: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testTheRuleAsksForItsPicturesOrAComponentOfTheirShape() throws {
        let rule = try XCTUnwrap(rules.rules.first)
        XCTAssertTrue(rule.requiredWords.groups.contains { group in
            group.contains { $0.shape == .image } && group.contains { $0.text == "AsyncImage" }
        }, "\(rule.requiredWords.groups.map { $0.map(\.text) })")
    }

    func testAFileIsLetInByACallOfAComponentOfTheShapeOnceTheComponentsAreKnown() {
        let matcher = RuleMatcher()
        matcher.gatesFirstFile = true
        func letsIn(_ text: String) -> Bool { matcher.needsLexing(Array(text.utf8), language: .kotlin, rules: rules.rules) }
        // Before the components are known, only the framework's pictures let a file in.
        XCTAssertTrue(letsIn(artwork))
        XCTAssertFalse(letsIn(header))
        XCTAssertFalse(letsIn(spacer))
        XCTAssertFalse(letsIn(fragment))
        let files = [("Artwork.kt", artwork), ("EpisodeHeader.kt", header), ("EpisodeGap.kt", spacer)]
            .map { ComponentFixture.source($0.0, $0.1) }
        matcher.components = ComponentIndex(ComponentScan.summaries(of: files, rules: rules.rules))
        XCTAssertEqual(matcher.components.namesByShape(for: .kotlin)[.image], ["EpisodeArtwork"])
        XCTAssertTrue(letsIn(artwork))
        XCTAssertTrue(letsIn(header))
        XCTAssertFalse(letsIn(spacer))
        XCTAssertTrue(letsIn(fragment))
    }

    func testTheCallOfTheComponentIsReportedHoweverTheComponentsArePrepared() {
        ComponentFixture.assertEveryPreparationFinds(["compose-only-picture-unnamed app/src/EpisodeArtworkFragment.kt:6:26",
                                                      "compose-only-picture-unnamed app/src/EpisodeHeader.kt:6:9"],
                                                     in: folder, rules: rules, cache: folder.appendingPathComponent(".cache").path,
                                                     describe: { "\($0.ruleID) \($0.path):\($0.line):\($0.column)" })
    }
}
