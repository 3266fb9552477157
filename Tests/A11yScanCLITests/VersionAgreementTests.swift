import Foundation
import XCTest

/// One version number: what `a11yscan --version` prints is what the changelog's newest
/// section, the README's install commands and recipes, the release notes and the example
/// documents say (docs/releasing.md lists them for a release).
final class VersionAgreementTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Versions written where a user copies them: tags, release file names, image tags.
    private func versionsMentioned(in text: String) -> [String] {
        let patterns = [
            /@v(\d+\.\d+\.\d+)/, /rev: v(\d+\.\d+\.\d+)/, /download\/v(\d+\.\d+\.\d+)/, /a11yscan-(\d+\.\d+\.\d+)-linux/,
            /a11yscan:(\d+\.\d+\.\d+)/, /version (\d+\.\d+\.\d+) is the current/, /tag -a v(\d+\.\d+\.\d+)/,
        ]
        return patterns.flatMap { pattern in text.matches(of: pattern).map { String($0.output.1) } }
    }

    func testBinaryChangelogReadmeAndDocsAgree() throws {
        let printed = try CommandRunner.run(["--version"])
        XCTAssertEqual(printed.status, 0)
        let version = printed.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertNotNil(version.wholeMatch(of: /\d+\.\d+\.\d+/), version)

        let newest = try XCTUnwrap(try read("CHANGELOG.md").firstMatch(of: /\n## \[(\d+\.\d+\.\d+)\]/)?.output.1)
        XCTAssertEqual(String(newest), version, "CHANGELOG.md's newest section")

        for file in ["README.md", "docs/releasing.md"] {
            let mentioned = versionsMentioned(in: try read(file))
            XCTAssertGreaterThanOrEqual(mentioned.count, 3, "\(file) names the version where users copy it")
            XCTAssertEqual(Set(mentioned), [version], file)
        }
        for file in ["docs/json-format.md", "docs/batch-format.md"] {
            let example = try XCTUnwrap(try read(file).firstMatch(of: /"name": "a11yscan",\s*"version": "([^"]+)"/)?.output.1,
                                        "\(file) has an example with the tool's version")
            XCTAssertEqual(String(example), version, file)
        }
    }
}
