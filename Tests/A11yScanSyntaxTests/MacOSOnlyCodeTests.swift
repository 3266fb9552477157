import XCTest
@testable import A11yScanSyntax

/// Which lines `MacOSOnlyCode` counts as running only on macOS.
final class MacOSOnlyCodeTests: XCTestCase {
    /// The 1-based numbers of the lines of `source` whose first byte lies in macOS-only code.
    private func macOSLines(_ source: String, path: String = "App/View.swift") -> [Int] {
        let text = Array(source.utf8)
        let code = MacOSOnlyCode(text: text, path: path)
        var starts = [0]
        for (offset, byte) in text.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts.enumerated().filter { $0.element < text.count && code.contains($0.element) }.map { $0.offset + 1 }
    }

    func testMacOSBranchAndElseOfEveryOtherPlatform() {
        let source = """
        a
        #if os(macOS)
        mac
        #else
        other
        #endif
        #if canImport(UIKit)
        phone
        #else
        mac
        #endif
        #if os(iOS)
        phone
        #else
        mac or watch, which has Dynamic Type
        #endif
        #if os(iOS) || os(tvOS)
        phone or tv
        #elseif os(watchOS) || os(visionOS)
        watch or headset
        #else
        mac
        #endif
        """
        XCTAssertEqual(macOSLines(source), [3, 10, 22])
    }

    func testElseIfChain() {
        let source = """
        #if os(iOS)
        phone
        #elseif os(macOS) // desktop
        mac
        #elseif os(tvOS)
        tv
        #else
        watch (macOS took its own branch)
        #endif
        #if canImport(UIKit)
        phone
        #elseif DEBUG
        unknown
        #else
        unknown too
        #endif
        """
        XCTAssertEqual(macOSLines(source), [4])
    }

    func testNesting() {
        let source = """
        #if !os(macOS)
        phone
          #if DEBUG
          debug phone
          #endif
        #else
        mac
          #if DEBUG
          debug mac
          #else
          release mac
          #endif
        mac again
        #endif
        after
        """
        XCTAssertEqual(macOSLines(source), [7, 8, 9, 10, 11, 12, 13])
    }

    func testMixedConditions() {
        let source = """
        #if os(macOS) && DEBUG
        mac
        #endif
        #if os(macOS) || os(iOS)
        both
        #else
        neither
        #endif
        #if canImport(AppKit)
        appkit
        #endif
        """
        XCTAssertEqual(macOSLines(source), [2, 10])
    }

    func testFolderNamingMacOS() {
        XCTAssertTrue(MacOSOnlyCode.pathNamesMacOS("repo/macOS/Views/Home.swift"))
        XCTAssertTrue(MacOSOnlyCode.pathNamesMacOS("repo/ProtonVPN-macOS/Home.swift"))
        XCTAssertTrue(MacOSOnlyCode.pathNamesMacOS("repo/App_macos/Home.swift"))
        XCTAssertFalse(MacOSOnlyCode.pathNamesMacOS("repo/Mac/Home.swift"))
        XCTAssertFalse(MacOSOnlyCode.pathNamesMacOS("repo/iOS/macOSHome.swift"))
        XCTAssertFalse(MacOSOnlyCode.pathNamesMacOS("repo/BigmacOS/Home.swift"))
    }
}
