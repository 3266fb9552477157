import Foundation
import XCTest

/// `--diff` also reports findings that a change introduced without touching their line: a
/// deleted `.accessibilityLabel(…)` or `.accessibilityHidden(true)` makes a finding on the
/// unchanged line above it. Findings the base version already had stay out.
final class DiffBaseVersionCommandTests: XCTestCase {
    private static let labelled = """
        struct Row: View {
            var body: some View {
                Button(action: open) {
                    Image(systemName: "gear")
                        .accessibilityLabel("Settings")
                }
            }
        }
        """

    private static let hidden = Samples.swiftWithFinding.replacingOccurrences(
        of: "Image(systemName: \"tray.and.arrow.down\")",
        with: "Image(systemName: \"tray.and.arrow.down\")\n                        .accessibilityHidden(true)")

    private func lines(_ result: CommandRunner.Result) -> [String] {
        result.stdout.split(separator: "\n").map { line in line.split(separator: ":").prefix(2).joined(separator: ":") }
    }

    func testADeletedModifierIsANewFindingOnTheUnchangedLineAbove() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write(Self.labelled, "App/Row.swift", in: folder)
        try CommandRunner.write(Self.hidden, "App/Save.swift", in: folder)
        try CommandRunner.write(Samples.swiftWithFinding, "App/Old.swift", in: folder)
        try GitRepository.commitAll(in: folder)
        XCTAssertEqual(try CommandRunner.run(["--format", "xcode", "--quiet"], in: folder).stdout.split(separator: "\n").count, 1,
                       "only Old.swift has a finding before the change")

        try GitRepository.git(["checkout", "-q", "-b", "feature"], in: folder)
        try CommandRunner.write(Self.labelled.replacingOccurrences(of: "                .accessibilityLabel(\"Settings\")\n", with: ""),
                                "App/Row.swift", in: folder)
        try GitRepository.commitAll(in: folder, message: "drop the label")
        try CommandRunner.write(Self.hidden.replacingOccurrences(of: "\n                        .accessibilityHidden(true)", with: ""),
                                "App/Save.swift", in: folder)
        try CommandRunner.write(Samples.swiftWithFinding + "\n// touched\n", "App/Old.swift", in: folder)

        let diff = try CommandRunner.run([".", "--diff=main", "--format", "xcode", "--quiet"], in: folder)
        XCTAssertEqual(diff.status, 1, diff.stderr)
        XCTAssertEqual(lines(diff), ["App/Row.swift:3", "App/Save.swift:5"],
                       "new findings on unchanged lines are reported; Old.swift's finding was in the base: \(diff.stdout)")

        let uncommitted = try CommandRunner.run(["App", "--diff", "--format", "xcode", "--quiet"], in: folder)
        XCTAssertEqual(lines(uncommitted), ["App/Save.swift:5"], "against HEAD only the uncommitted deletion counts")
    }
}
