@testable import A11yScanWalk
import XCTest
@testable import A11yScanCore

/// The path a baseline entry is keyed by: the repository path when the file is in a work
/// tree, else the path from the baseline file's folder, going up with `..` when needed.
final class BaselinePathsTests: XCTestCase {
    private func file(_ absolutePath: String, repository: RepositoryLocation? = nil) -> A11yScanCore.Scanner.FileResult {
        var result = A11yScanCore.Scanner.FileResult()
        result.path = "shown/as/anything.swift"
        result.absolutePath = absolutePath
        result.repository = repository
        return result
    }

    func testTheRepositoryPathWinsOverHowTheFileIsShown() {
        let paths = BaselinePaths(folder: "/elsewhere")
        let located = file("/r/App/A.swift", repository: RepositoryLocation(topLevel: "/r", path: "App/A.swift"))
        XCTAssertEqual(paths.path(of: located), "App/A.swift")
    }

    func testOutsideGitThePathIsTakenFromTheBaselineFolder() {
        let paths = BaselinePaths(folder: "/p/ci")
        XCTAssertEqual(paths.path(of: file("/p/ci/A.swift")), "A.swift")
        XCTAssertEqual(paths.path(of: file("/p/App/./Sources/A.swift")), "../App/Sources/A.swift")
        XCTAssertEqual(paths.path(of: file("/q/B.swift")), "../../q/B.swift")
        XCTAssertEqual(BaselinePaths(folder: "/").path(of: file("/q/B.swift")), "q/B.swift")
        XCTAssertEqual(paths.path(of: file("")), "shown/as/anything.swift", "a result without a location keeps its shown path")
    }
}
