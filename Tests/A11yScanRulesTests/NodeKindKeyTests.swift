@testable import A11yScanRules
import A11yScanSyntax
import XCTest

/// The keys that name a pattern's kind of node are written out twice in the compiler, as the
/// set of allowed keys and as the switch that reads them: each kind is named after its case,
/// `node` names any kind, and no other key names one.
final class NodeKindKeyTests: XCTestCase {
    func testEveryKindIsNamedAfterItsCaseAndTheSetHoldsTheSameKeys() {
        for kind in NodeKind.allCases {
            XCTAssertEqual(NodePatternCompiler.kind(named: "\(kind)"), .some(kind), "\(kind)")
        }
        XCTAssertEqual(NodePatternCompiler.kind(named: "node"), .some(nil))
        let named = NodePatternCompiler.patternKeys.filter { NodePatternCompiler.kind(named: $0) != nil }
        XCTAssertEqual(named, NodePatternCompiler.kindKeys)
        XCTAssertEqual(NodePatternCompiler.kindKeys.count, NodeKind.allCases.count + 1)
    }
}
