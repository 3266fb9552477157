@testable import A11yScanSyntax
import XCTest

/// The builder's maps from offsets to values: what is stored is found, what is removed is gone,
/// and growing keeps every live key, whatever the tombstones left behind.
final class OffsetMapTests: XCTestCase {
    func testAnEmptyMapFindsNothingAndRemovesNothing() {
        var map = OffsetMap()
        XCTAssertNil(map[0])
        XCTAssertNil(map.removeValue(forKey: 12))
    }

    func testTheLastValueWinsAndARemovedKeyIsGone() {
        var map = OffsetMap()
        map[40] = 1
        map[40] = -1
        XCTAssertEqual(map[40], -1, "a stored -1 is a value, not an absence")
        XCTAssertEqual(map.removeValue(forKey: 40), -1)
        XCTAssertNil(map[40])
        XCTAssertNil(map.removeValue(forKey: 40))
        map[40] = 7
        XCTAssertEqual(map[40], 7, "a key can come back after its removal")
    }

    func testManyKeysAgreeWithADictionaryThroughGrowthAndRemovals() {
        agreesWithADictionary(OffsetMap())
    }

    /// A map sized to its file at the first insertion, larger or smaller than what it gets.
    func testAMapSizedInAdvanceAgreesWithADictionary() {
        agreesWithADictionary(OffsetMap(expectedKeys: 5_000))
        agreesWithADictionary(OffsetMap(expectedKeys: 20))
    }

    private func agreesWithADictionary(_ start: OffsetMap) {
        var map = start
        var reference: [Int: Int32] = [:]
        // xorshift: the same keys on every run.
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return state
        }
        for step in 0..<20_000 {
            let key = Int(next() % 3_000) * (step % 3 == 0 ? 64 : 1)  // clustered and spread keys
            switch next() % 3 {
            case 0, 1:
                let value = Int32(truncatingIfNeeded: next())
                map[key] = value
                reference[key] = value
            default:
                XCTAssertEqual(map.removeValue(forKey: key), reference.removeValue(forKey: key), "step \(step)")
            }
        }
        for key in 0..<(3_000 * 64) where key % 64 == 0 || key < 3_000 {
            XCTAssertEqual(map[key], reference[key], "key \(key)")
        }
    }
}
