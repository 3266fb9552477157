@testable import A11yScanMatcher
import A11yScanSyntax
import XCTest

/// A file passes a gate when it holds a literal of each of the gate's groups, each standing as
/// the gate says; gates added one after another keep their own groups.
final class LiteralGatesTests: XCTestCase {
    private func literal(_ text: String) -> Literal { Literal.interned(Array(text.utf8)) }

    func testAFilePassesWhenEachGroupHasALiteralStandingAsAsked() {
        let gates = LiteralGates()
        let buttonOrImage = gates.add([[(literal("Button"), .whole), (literal("Image"), .whole)],
                                       [(literal("clickable"), .anywhere)]])
        let slider = gates.add([[(literal("Slider"), .nameEnd)]])
        let none = gates.add([])
        XCTAssertEqual([buttonOrImage, slider, none], [0, 1, 2])
        let cases: [(String, passes: [Bool])] = [
            ("Image(x).clickable {}", [true, false, true]),
            ("ImageView(x).clickable {}", [false, false, true]),
            ("Button(onClick = {})", [false, false, true]),
            ("VolumeSlider(value) Image Modifier.myclickable", [true, true, true]),
            ("SliderStyle()", [false, false, true]),
            ("", [false, false, true]),
        ]
        // Answered from the searches of each literal, then from the one pass over the expected ones.
        let index = LiteralIndex(), expecting = LiteralIndex()
        expecting.expect(Array(gates.literals(of: buttonOrImage)) + gates.literals(of: slider), kind: 0)
        XCTAssertEqual(gates.literals(of: slider).map(\.bytes), [Array("Slider".utf8)])
        XCTAssertEqual(gates.literals(of: none).count, 0)
        for (text, passes) in cases {
            Array(text.utf8).withByteView { code in
                expecting.reset(code)
                XCTAssertEqual((0..<gates.count).map { expecting.passes($0, of: gates) }, passes, "\(text), expected")
            }
            Array(text.utf8).withByteView { code in
                index.reset(code)
                XCTAssertEqual((0..<gates.count).map { index.passes($0, of: gates) }, passes, text)
            }
        }
        let emptyGroup = gates.add([[(literal("Image"), .anywhere)], []])
        Array("Image".utf8).withByteView { code in
            expecting.reset(code)
            XCTAssertFalse(expecting.passes(emptyGroup, of: gates), "no file holds a literal of an empty group")
            XCTAssertTrue(expecting.passes(none, of: gates), "a gate of no group lets every file in")
        }
        gates.removeAll()
        XCTAssertEqual(gates.count, 0)
    }
}
