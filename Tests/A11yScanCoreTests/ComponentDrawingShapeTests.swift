@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// An app's own view whose body draws only shapes and colours (an LED dot) has the `drawing`
/// shape (`component: drawing`): it shows no words, so the rules that ask whether a view in a
/// control's label may show text do not count it as text.
final class ComponentDrawingShapeTests: XCTestCase {
    let rules = try! RuleSet.builtIn(examples: false, ids: ["swiftui-icon-not-hidden", "swiftui-icon-only-button-unlabeled"]).rules

    func source(_ path: String, _ text: String) -> SourceFile { ComponentFixture.source(path, text) }

    let views = """
        struct LEDIndicator: View {
            let on: Bool
            var body: some View {
                Circle()
                    .fill(on ? Color.green : Color.gray)
                    .frame(width: 8, height: 8)
            }
        }

        struct StatusDot: View {
            let on: Bool
            var body: some View {
                LEDIndicator(on: on)
            }
        }

        struct CountBadge: View {
            let count: Int
            var body: some View {
                ZStack {
                    Capsule().fill(Color.red)
                    Text("\\(count)")
                }
            }
        }

        struct Pill: View {
            let title: String
            var body: some View {
                RoundedRectangle(cornerRadius: 4).overlay(Text(title))
            }
        }
        """

    func testAViewOfShapesOnlyIsADrawing() {
        let summaries = ComponentScan.summaries(of: [source("Views.swift", views)], rules: rules)
        // A wrapper of a drawing of its file is one too; a shape beside a text, or with a text
        // laid over it, is not.
        XCTAssertEqual(ComponentFixture.namedShapes(summaries),
                       ["LEDIndicator drawing", "StatusDot drawing", "CountBadge -", "Pill -"])
    }

    func testTheDrawingShapeSurvivesTheComponentCache() {
        let summaries = ComponentScan.summaries(of: [source("Views.swift", views)], rules: rules)
        XCTAssertEqual(ComponentFixture.shapesThroughCache(summaries), ["drawing", "drawing", "-", "-"])
    }

    let screen = """
        struct PacketIndicator: View {
            var body: some View {
                Button(action: showPackets) {
                    HStack {
                        Image(systemName: "arrow.up")
                        LEDIndicator(on: sending)
                        StatusDot(on: receiving)
                    }
                }
                Button(action: showInbox) {
                    HStack {
                        Image(systemName: "tray")
                        CountBadge(count: unread)
                    }
                }
            }
        }
        """

    func testALabelOfIconsAndDrawingsHasNoNameAndNoTextBesideItsIcons() {
        let files = [source("Views.swift", views), source("PacketIndicator.swift", screen)]
        XCTAssertEqual(ComponentFixture.findings(files, rules: rules).map { "\($0.ruleID) \($0.path):\($0.line)" },
                       ["swiftui-icon-only-button-unlabeled PacketIndicator.swift:3",
                        "swiftui-icon-not-hidden PacketIndicator.swift:12"])
    }
}
