import Foundation
import XCTest

/// In a git work tree every format names a file by its path from the work tree's top, as CI
/// systems and code hosts do, whichever folder was scanned, from wherever, and however the file
/// was given (a folder, a named file, standard input). Outside git, paths stay relative to the
/// scanned folder; `--absolute-paths` prints absolute ones.
final class RepositoryPathTests: XCTestCase {
    private static let path = "Packages/Account/Sources/Account/Login.swift"
    private var repository: URL!

    override func setUpWithError() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        repository = folder.appendingPathComponent("App")
        try CommandRunner.write(Samples.swiftWithFinding, Self.path, in: repository)
        try CommandRunner.write(Samples.swiftClean, "Sources/App.swift", in: repository)
        try GitRepository.commitAll(in: repository)
    }

    private func folder(_ relative: String) -> URL {
        relative.isEmpty ? repository : repository.appendingPathComponent(relative)
    }

    func testEveryFormatNamesTheFileFromTheWorkTreeTop() throws {
        let expectations: [(format: String, text: String)] = [
            ("xcode", "\(Self.path):5:17: warning:"),
            ("text", "\(Self.path):5:17"),
            ("json", "\"path\": \"\(Self.path)\""),
            ("sarif", "\"uri\": \"\(Self.path)\""),
            ("checkstyle", "<file name=\"\(Self.path)\">"),
            ("gitlab", "\"path\": \"\(Self.path)\""),
            ("github", "file=\(Self.path),"),
            ("junit", Self.path),
            ("markdown", Self.path),
        ]
        for expected in expectations {
            let result = try CommandRunner.run(["Packages/Account", "--format", expected.format, "--quiet"], in: repository)
            XCTAssertEqual(result.status, 1, "\(expected.format): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains(expected.text), "\(expected.format): \(result.stdout)")
            XCTAssertFalse(result.stdout.contains("\"Sources/Account/Login.swift"), "\(expected.format): \(result.stdout)")
        }
    }

    func testThePathDoesNotDependOnTheFolderScannedOrHowTheFileIsGiven() throws {
        let runs: [(folder: String, arguments: [String], stdin: String?)] = [
            ("", ["."], nil),
            ("", ["Packages/Account"], nil),
            ("Packages", ["Account/Sources"], nil),
            ("Packages/Account", ["."], nil),
            ("Packages/Account/Sources/Account", ["Login.swift"], nil),
            ("Sources", ["../Packages/Account/Sources/Account/Login.swift"], nil),
            ("Packages/Account", ["--stdin", "--stdin-path", "Sources/Account/Login.swift"], Samples.swiftWithFinding),
        ]
        for run in runs {
            let result = try CommandRunner.run(run.arguments + ["--format", "xcode", "--quiet"], in: folder(run.folder), stdin: run.stdin)
            XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, [Self.path],
                           "\(run.folder) \(run.arguments): \(result.stdout)\(result.stderr)")
        }
    }

    func testProblemsNameFilesTheSameWay() throws {
        try FileManager.default.createSymbolicLink(atPath: folder("Packages/Account/Sources/.gitignore").path,
                                                   withDestinationPath: "../elsewhere")
        let result = try CommandRunner.run(["Account", "--format", "json", "--quiet"], in: folder("Packages"))
        XCTAssertTrue(result.stdout.contains("\"path\": \"Packages/Account/Sources/.gitignore\""), result.stdout)
    }

    func testOutsideGitPathsStayRelativeToTheScannedFolderAndAbsolutePathsStayAbsolute() throws {
        try FileManager.default.removeItem(at: folder(".git"))
        let plain = try CommandRunner.run(["Packages/Account", "--format", "xcode", "--quiet"], in: repository)
        XCTAssertTrue(plain.stdout.hasPrefix("Sources/Account/Login.swift:5:17"), plain.stdout)
        try GitRepository.commitAll(in: repository)
        let absolute = try CommandRunner.run(["Account", "--format", "xcode", "--quiet", "--absolute-paths"], in: folder("Packages"))
        let expected = folder("Packages/Account/Sources/Account/Login.swift").path
        XCTAssertTrue(absolute.stdout.hasPrefix("\(expected):5:17"), absolute.stdout)
    }
}
