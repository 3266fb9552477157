@testable import A11yScanWalk
import XCTest

final class GlobTests: XCTestCase {
    private struct Case {
        let pattern: String
        let path: String
        let isDirectory: Bool
        let expected: Bool
        let line: UInt

        init(_ pattern: String, _ path: String, dir isDirectory: Bool = false, _ expected: Bool, line: UInt = #line) {
            self.pattern = pattern
            self.path = path
            self.isDirectory = isDirectory
            self.expected = expected
            self.line = line
        }
    }

    /// The examples of the gitignore documentation, then the corners of the syntax.
    private let cases: [Case] = [
        // `hello.*` matches a name at any level; `/hello.*` only at the top.
        Case("hello.*", "hello.txt", true),
        Case("hello.*", "a/hello.java", true),
        Case("hello.*", "hellotxt", false),
        Case("/hello.*", "hello.txt", true),
        Case("/hello.*", "hello.c", true),
        Case("/hello.*", "a/hello.java", false),
        // A middle slash anchors just like a leading one.
        Case("doc/frotz", "doc/frotz", true),
        Case("/doc/frotz", "doc/frotz", true),
        Case("doc/frotz", "a/doc/frotz", false),
        // `foo/*` matches one level below foo, files and folders alike.
        Case("foo/*", "foo/test.json", true),
        Case("foo/*", "foo/bar", dir: true, true),
        Case("foo/*", "foo/bar/hello.c", false),
        // A leading slash anchors: `*` never crosses `/`.
        Case("/*.c", "cat-file.c", true),
        Case("/*.c", "mozilla-sha1/sha1.c", false),
        // A trailing slash: folders only.
        Case("doc/frotz/", "doc/frotz", dir: true, true),
        Case("doc/frotz/", "a/doc/frotz", dir: true, false),
        Case("frotz/", "frotz", dir: true, true),
        Case("frotz/", "a/frotz", dir: true, true),
        Case("frotz/", "frotz", dir: false, false),
        // `**/x`: at any depth, including the top.
        Case("**/foo", "foo", true),
        Case("**/foo", "a/b/foo", true),
        Case("**/foo/bar", "foo/bar", true),
        Case("**/foo/bar", "x/y/foo/bar", true),
        Case("**/foo/bar", "foo/x/bar", false),
        // `x/**`: everything inside, at any depth, but not x itself.
        Case("abc/**", "abc/x", true),
        Case("abc/**", "abc/x/y/z", true),
        Case("abc/**", "abc", dir: true, false),
        Case("abc/**", "xabc/x", false),
        // `a/**/b`: zero or more folders in between.
        Case("a/**/b", "a/b", true),
        Case("a/**/b", "a/x/b", true),
        Case("a/**/b", "a/x/y/b", true),
        Case("a/**/b", "a/x/y/c", false),
        Case("a/**/b", "b", false),
        Case("Sources/**/*.swift", "Sources/A.swift", true),
        Case("Sources/**/*.swift", "Sources/x/y/A.swift", true),
        Case("Sources/**/*.swift", "Tests/A.swift", false),
        Case("**/*.swift", "A.swift", true),
        Case("**/*.swift", "a/b/A.swift", true),
        Case("**", "a/b/c", true),
        // Other runs of stars are plain stars.
        Case("a**b", "axyb", true),
        Case("x/a**b", "x/ay/zb", false),
        // `?` is one character, never `/`; Unicode characters count as one.
        Case("?.swift", "a.swift", true),
        Case("?.swift", "ab.swift", false),
        Case("x/a?b", "x/a/b", false),
        Case("?.swift", "é.swift", true),
        Case("caf?", "café", true),
        Case("caf??", "café", false),
        // Bracket expressions.
        Case("*.[oa]", "x.o", true),
        Case("*.[oa]", "lib/x.a", true),
        Case("*.[oa]", "x.c", false),
        Case("[!a-z].kt", "A.kt", true),
        Case("[!a-z].kt", "b.kt", false),
        Case("[^a-z]", "B", true),
        Case("[]]", "]", true),
        Case("[!]]", "a", true),
        Case("[!]]", "]", false),
        Case("[a-]", "-", true),
        Case("[z-a]", "m", false),
        Case("[[:digit:]]x", "5x", true),
        Case("[[:upper:]]*", "View.swift", true),
        Case("[[:upper:]]*", "view.swift", false),
        Case("[é]x", "éx", true),
        Case("x/[/]y", "x/y", false),
        // Escapes make the next character literal.
        Case("\\*.swift", "*.swift", true),
        Case("\\*.swift", "a.swift", false),
        Case("\\!important", "!important", true),
        Case("\\#notes", "#notes", true),
        Case("foo\\ ", "foo ", true),
        Case("\\[a]", "[a]", true),
        Case("[\\]]", "]", true),
        // Case-sensitive, as git on Linux.
        Case("*.Swift", "a.swift", false),
        // Star backtracking inside one component.
        Case("*View*.swift", "MyViewModelView.swift", true),
        Case("*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaac", false),
    ]

    func testDocumentedAndCornerCases() throws {
        for item in cases {
            let glob = try Glob(item.pattern)
            XCTAssertEqual(
                glob.matches(item.path, isDirectory: item.isDirectory), item.expected,
                "\(item.pattern) vs \(item.path) (folder: \(item.isDirectory))", line: item.line)
        }
    }

    func testAnchoringAndFolderOnlyFlags() throws {
        XCTAssertFalse(try Glob("*.swift").isAnchored)
        XCTAssertTrue(try Glob("/Top.swift").isAnchored)
        XCTAssertTrue(try Glob("a/b").isAnchored)
        XCTAssertTrue(try Glob("**/foo").isAnchored)
        XCTAssertFalse(try Glob("build/").isAnchored)
        XCTAssertTrue(try Glob("build/").isDirectoryOnly)
        XCTAssertFalse(try Glob("build").isDirectoryOnly)
    }

    func testSubstringPathsMatchLikeStrings() throws {
        let glob = try Glob("Sources/*.swift")
        let path = "prefix/Sources/A.swift"
        XCTAssertTrue(glob.matches(path.dropFirst("prefix/".count)))
        XCTAssertFalse(glob.matches(path))
    }

    func testInvalidPatternsReportColumnAndHint() {
        func failure(_ pattern: String) -> GlobError? {
            do {
                _ = try Glob(pattern)
                return nil
            } catch {
                return error
            }
        }
        XCTAssertEqual(failure("x[abc")?.reason, .unclosedBracket)
        XCTAssertEqual(failure("x[abc")?.column, 2)
        XCTAssertEqual(failure("abc\\")?.reason, .danglingEscape)
        XCTAssertEqual(failure("abc\\")?.column, 4)
        XCTAssertEqual(failure("[[:alfa:]]")?.reason, .unknownCharacterClass("alfa"))
        XCTAssertEqual(failure("")?.reason, .empty)
        XCTAssertEqual(failure("/")?.reason, .empty)
        XCTAssertNil(failure("[[:alpha:]]"))
        let description = failure("x[abc")?.description ?? ""
        XCTAssertTrue(description.contains("x[abc"), description)
        XCTAssertTrue(description.contains("column 2"), description)
        XCTAssertTrue(description.contains("hint:"), description)
    }

    func testVeryLongPathsAndPatternsNeitherRecurseNorBlowUp() throws {
        let deepPath = String(repeating: "a/", count: 100_000) + "x.swift"
        XCTAssertTrue(try Glob("**/x.swift").matches(deepPath))
        XCTAssertFalse(try Glob("**/y.swift").matches(deepPath))
        let manyStars = String(repeating: "**/a/", count: 200) + "b"
        let components = String(repeating: "a/", count: 2_000) + "c"
        XCTAssertFalse(try Glob(manyStars).matches(components))
        let longComponent = String(repeating: "a", count: 50_000)
        XCTAssertFalse(try Glob(String(repeating: "*a", count: 500) + "b").matches(longComponent))
    }

    func testGlobsCompareByPattern() throws {
        XCTAssertEqual(try Glob("*.swift"), try Glob("*.swift"))
        XCTAssertNotEqual(try Glob("*.swift"), try Glob("*.kt"))
        XCTAssertEqual(try Glob("a/**").description, "a/**")
    }
}
