@testable import A11yScanComponents
@testable import A11yScanCore
@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// An app's own view whose body hides itself from screen readers, and is not an image, has the
/// `hidden` shape (`component: hidden`): none of its calls is read, wherever it is used.
final class ComponentHiddenShapeTests: XCTestCase {
    let shapeRules = try! RuleSet.builtIn(examples: false, ids: ["swiftui-icon-only-button-unlabeled"]).rules
    let pictureRules = try! RuleSet.builtIn(examples: false, ids: ["swiftui-picture-view-beside-text-not-hidden"]).rules

    func source(_ path: String, _ text: String) -> SourceFile { ComponentFixture.source(path, text) }

    let pictures = """
        struct ProductThumbnail: View {
            let url: URL?
            var body: some View {
                RemoteImage
                    .url(url)
                    .resizable()
                    .frame(width: 44, height: 44)
                    .accessibilityHidden(true)
            }
        }

        struct MemberAvatar: View {
            let member: Member
            var body: some View {
                ZStack {
                    Circle().fill(.blue)
                    Text(member.initials)
                }
            }
        }

        struct StatusBadge: View {
            let isOnline: Bool
            var body: some View {
                if isOnline {
                    Circle().fill(.green).accessibilityHidden(true)
                } else {
                    Text("Away")
                }
            }
        }

        struct CloseIcon: View {
            var body: some View {
                Image(systemName: "xmark").accessibilityHidden(true)
            }
        }
        """

    func testAViewThatHidesItselfIsHidden() {
        let summaries = ComponentScan.summaries(of: [source("Pictures.swift", pictures)], rules: shapeRules)
        // Hidden in one branch only is not hidden; an image keeps its image shape.
        XCTAssertEqual(ComponentFixture.namedShapes(summaries),
                       ["ProductThumbnail hidden", "MemberAvatar -", "StatusBadge -", "CloseIcon image"])
    }

    func testTheHiddenShapeSurvivesTheComponentCache() {
        let summaries = ComponentScan.summaries(of: [source("Pictures.swift", pictures)], rules: shapeRules)
        XCTAssertEqual(ComponentFixture.shapesThroughCache(summaries), ["hidden", "-", "-", "image"])
    }

    let screen = """
        struct OrderSummary: View {
            var body: some View {
                VStack {
                    HStack { ProductThumbnail(url: item.imageURL); Text(item.name) }
                    HStack { MemberAvatar(member: buyer); Text(buyer.name) }
                }
            }
        }
        """

    func testAPictureViewThatHidesItselfIsNotReportedBesideText() {
        let files = [source("Pictures.swift", pictures), source("OrderSummary.swift", screen)]
        XCTAssertEqual(ComponentFixture.findings(files, rules: pictureRules).map { "\($0.path):\($0.line)" },
                       ["OrderSummary.swift:5"])
    }

    func testWithoutTheDeclarationBothPictureViewsAreReported() {
        XCTAssertEqual(ComponentFixture.findings([source("OrderSummary.swift", screen)], rules: pictureRules)
                        .map { "\($0.path):\($0.line)" }, ["OrderSummary.swift:4", "OrderSummary.swift:5"])
    }
}
