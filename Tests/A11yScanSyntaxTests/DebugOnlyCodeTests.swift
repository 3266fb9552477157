import XCTest
@testable import A11yScanSyntax

/// Which lines `DebugOnlyCode` counts as compiled only in debug builds.
final class DebugOnlyCodeTests: XCTestCase {
    /// The 1-based numbers of the lines of `source` whose first byte lies in debug-only code.
    private func debugLines(_ source: String, _ language: Language = .swift) -> [Int] {
        let text = Array(source.utf8)
        let code = DebugOnlyCode(source: SourceFile(path: "File", language: language, text: text))
        var starts = [0]
        for (offset, byte) in text.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts.enumerated().filter { $0.element < text.count && code.contains($0.element) }.map { $0.offset + 1 }
    }

    func testDebugBranchesButNotTheirElseNorNotDebug() {
        let source = """
        a
        #if DEBUG
        debug
        #else
        release
        #endif
        #if !DEBUG
        release
        #endif
        #if os(iOS)
        phone
        #elseif DEBUG // a comment
        debug
        #endif
        #if DEBUG && os(iOS)
        debug
        #endif
        #if DEBUG || TESTING
        either
        #endif
        """
        XCTAssertEqual(debugLines(source), [3, 13, 16])
    }

    func testNestedBlocksInsideDebugAreDebug() {
        let source = """
        #if DEBUG
          #if os(iOS)
          debug
          #else
          debug
          #endif
        debug
        #endif
        release
        """
        XCTAssertEqual(debugLines(source), [2, 3, 4, 5, 6, 7])
    }

    func testAKotlinFileIsReadForTheFlagOnlyWhenItNamesIt() {
        XCTAssertTrue(KotlinDebugBlocks.mentionsFlag(Array("x = BuildConfig.DEBUG".utf8)))
        XCTAssertTrue(KotlinDebugBlocks.mentionsFlag(Array("BuildConfig".utf8)))
        XCTAssertFalse(KotlinDebugBlocks.mentionsFlag(Array("BuildConfi".utf8)))
        XCTAssertFalse(KotlinDebugBlocks.mentionsFlag(Array("if (isDebug) { Build }".utf8)))
    }

    func testKotlinDebugBlocksButNotTheirElseNorNotDebugNorOr() {
        let source = """
        if (BuildConfig.DEBUG) {
            debug
        } else {
            release
        }
        if (!BuildConfig.DEBUG) {
            release
        }
        if (BuildConfig.DEBUG && showTools) {
            debug
        }
        if (BuildConfig.DEBUG || isStaff) {
            either
        }
        if (com.example.app.BuildConfig.DEBUG)
        {
            debug
        }
        if (MyBuildConfig.DEBUG) {
            other
        }
        val s = "if (BuildConfig.DEBUG) {"
        // if (BuildConfig.DEBUG) {
        release
        """
        XCTAssertEqual(debugLines(source, .kotlin), [2, 10, 17])
    }

    func testKotlinNestedBlocksAndOneLineIfs() {
        let source = """
        if (BuildConfig.DEBUG) {
            if (x) {
                debug
            }
            if (BuildConfig.DEBUG) {
                debug
            }
        }
        if (BuildConfig.DEBUG) log("one line")
        release
        """
        XCTAssertEqual(debugLines(source, .kotlin), [2, 3, 4, 5, 6, 7])
    }
}
