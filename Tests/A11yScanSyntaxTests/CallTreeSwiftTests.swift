@testable import A11yScanSyntax
import XCTest

/// The call tree of Swift code, compared with outlines written by hand.
final class CallTreeSwiftTests: XCTestCase {
    func tree(_ text: String, language: Language = .swift) -> CallTree {
        CallTreeBuilder.build(SourceFile(path: "T", language: language, text: Array(text.utf8)), names: NameTable([]))
    }

    func testViewBodyWithChainsClosuresAndArguments() {
        let outline = tree("""
        struct ProfileHeader: View {
            let user: User
            var body: some View {
                Button(action: { edit() }) {
                    HStack {
                        Image(systemName: "pencil")
                            .accessibilityHidden(true)
                        Text(user.name)
                    }
                }
                .buttonStyle(.plain)
            }
        }
        """).outline()
        XCTAssertEqual(outline, """
        struct ProfileHeader: View @1:8
          property user: User @2:9
          property body: some View @3:9
            call Button(action: closure) {} @4:9
              [arg 0] call edit() @4:26
              [closure 0] call HStack {} @5:13
                [closure 0] call Image(systemName: string) @6:17
                  modifier .accessibilityHidden(true) @7:22
                [closure 0] call Text(member) @8:17
              modifier .buttonStyle(member) @11:10
        """)
    }

    func testLabelledClosuresConditionsAndLoops() {
        let outline = tree("""
        var body: some View {
            if let item = selected {
                Menu {
                    ForEach(options) { option in
                        Button(option.title) { pick(option) }
                    }
                } label: {
                    Label("Sort", systemImage: "arrow.up.arrow.down")
                }
            }
            for row in rows { Text(row) }
        }
        """).outline()
        XCTAssertEqual(outline, """
        property body: some View @1:5
          call Menu {} label: {} @3:9
            [closure 0] call ForEach(reference) {} @4:13
              [closure 0] call Button(member) {} @5:17
                [closure 0] call pick(reference) @5:40
            [closure 1] call Label(string, systemImage: string) @8:13
          call Text(reference) @11:23
        """)
    }

    func testReceiversAssignmentsAndImplicitMembers() {
        let outline = tree("""
        final class PlayerViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                playButton.setImage(UIImage(systemName: "play"), for: .normal)
                playButton.accessibilityLabel = ""
                title.font = .system(size: 12)
            }
        }
        """).outline()
        XCTAssertEqual(outline, """
        class PlayerViewController: UIViewController @1:13
          function viewDidLoad() @2:19
            call super.viewDidLoad() @3:15
            call playButton.setImage(call, for: member) @4:20
              [arg 0] call UIImage(systemName: string) @4:29
            assign playButton.accessibilityLabel = emptyString @5:20
            assign title.font = call @6:15
              [value] call system(size: number) @6:23
        """)
    }

    func testPreviewsAnnotationsAndParameterDefaults() {
        let outline = tree("""
        struct IconButton: View {
            var systemName: String
            var label: String? = nil
            var count: Int = 0
            init(_ systemName: String, label: String? = nil, action: @escaping () -> Void = {}) {}
        }
        #Preview("Dark") {
            IconButton("xmark")
        }
        """).outline()
        XCTAssertEqual(outline, """
        struct IconButton: View @1:8
          property systemName: String @2:9
          property label: String? = null @3:9
          property count: Int = number @4:9
          initializer init(_, label = null, action = closure) @5:5
        call #Preview(string) {} @7:1
          [closure 0] call IconButton(string) @8:5
        """)
    }

    /// `#available(…)` is an `if`'s condition, not a macro: the views of its block stay in the label.
    func testAvailabilityConditionIsNoCall() {
        let outline = tree("""
        Menu {
            Text("x")
        } label: {
            if #available(iOS 26.0, *) {
                Image(systemName: "a")
            } else {
                Image(systemName: "b")
            }
        }
        """).outline()
        XCTAssertEqual(outline, """
        call Menu {} label: {} @1:1
          [closure 0] call Text(string) @2:5
          [closure 1] call Image(systemName: string) @5:9
          [closure 1] call Image(systemName: string) @7:9
        """)
    }

    func testViewNamedByAPathOwnsTheChainOnTheLinesBelow() {
        let outline = tree("""
        struct Row: View {
            var body: some View {
                HStack {
                    label
                        .onTapGesture { action() }
                    configuration.label
                        .accessibilityHidden(true)
                    switch style {
                    case .compact:
                        content
                            .padding()
                    default:
                        return badge.padding()
                    }
                }
            }
            func load() {
                let items = store
                    .items(in: section)
                cancellable = publisher
                    .sink { _ in }
            }
        }
        """).outline()
        XCTAssertEqual(outline, """
        struct Row: View @1:8
          property body: some View @2:9
            call HStack {} @3:9
              [closure 0] call label @4:13
                modifier .onTapGesture {} @5:18
                  [closure 0] call action() @5:33
              [closure 0] call configuration.label @6:27
                modifier .accessibilityHidden(true) @7:18
              [closure 0] call content @10:17
                modifier .padding() @11:22
              [closure 0] call badge.padding() @13:30
          function load() @17:10
            property items = call @18:13
              call store.items(in: reference) @19:14
            assign cancellable = call @20:9
              [value] call publisher.sink {} @21:14
        """)
    }

    func testACallOnASubscriptOrCallKeepsTheExpressionAsItsReceiver() {
        let outline = tree("""
        Button {
            model.sections[index].isExpanded.toggle()
            rows[0]?.select(animated: true)
            (lhs ?? rhs).refresh()
            "title".uppercased()
        } label: { Text("More") }
        """).outline()
        XCTAssertEqual(outline, """
        call Button {} label: {} @1:1
          [closure 0] call model.sections[index].isExpanded.toggle() @2:38
          [closure 0] call rows[0].select(animated: true) @3:14
          [closure 0] call (lhs ?? rhs).refresh() @4:18
          [closure 0] call uppercased() @5:13
          [closure 1] call Text(string) @6:12
        """)
    }

    func testWrittenTypesAreNotAssignmentTargets() {
        let outline = tree("""
        final class PromoBanner: UIView {
            private let badgeView: UIImageView = {
                let view = UIImageView(image: UIImage(named: "sparkles"))
                view.isAccessibilityElement = false
                return view
            }()
            var count: Int = 0
        }
        """).outline()
        XCTAssertEqual(outline, """
        class PromoBanner: UIView @1:13
          property badgeView: UIImageView = other @2:17
            property view = call @3:13
              call UIImageView(image: call) @3:20
                [arg 0] call UIImage(named: string) @3:39
            assign view.isAccessibilityElement = false @4:14
          property count: Int = number @7:9
        """)
    }

    func testPathsGoOnAfterSubscripts() {
        let outline = tree("""
        func configure() {
            items[0].accessibilityLabel = "Bold"
            sections[sender.tag].isExpanded = !sections[sender.tag].isExpanded
            rows?[index].select()
            cache[key] = value
        }
        """).outline()
        XCTAssertEqual(outline, """
        function configure() @1:6
          assign items[0].accessibilityLabel = string @2:14
          assign sections[sender.tag].isExpanded = other @3:26
          call rows?[index].select() @4:18
        """)
    }

    func testAStatementAfterSuperInitIsNotPartOfTheCall() {
        let outline = tree("""
        final class ProductCardView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let tap = UITapGestureRecognizer(target: self, action: #selector(open))
                addGestureRecognizer(tap)
            }
        }
        """).outline()
        XCTAssertEqual(outline, """
        class ProductCardView: UIView @1:13
          initializer init(frame) @2:14
            call super.init(frame: reference) @3:15
            property tap = call @4:13
              call UITapGestureRecognizer(target: reference, action: call) @4:19
                [arg 1] call #selector(reference) @4:64
            call addGestureRecognizer(reference) @5:9
        """)
    }

    /// An import line adds no nodes; one that names a kind of declaration (`import struct`) is
    /// read like other code and keeps its declaration node (named by the path's first link).
    func testImportLinesAddNoNodesUnlessTheyNameADeclaration() {
        XCTAssertEqual(tree("""
        @testable import SwiftUI
        import struct Foundation.URL
        import UIKit; let x = Text("a")
        """).outline(), """
        struct Foundation @2:15
        property x = call @3:19
          call Text(string) @3:23
        """)
    }
}
