import Foundation
import XCTest

/// Two findings of one rule on identical lines of one declaration used to share their SARIF
/// fingerprint, so code scanning merged them; each result now has its own, and a run after
/// lines were inserted above gives the same ones.
final class SARIFFingerprintCommandTests: XCTestCase {
    private static let twoButtons = """
        struct SaveButtons: View {
            var body: some View {
                VStack {
                    Button(action: save) {
                        HStack {
                            Image(systemName: "tray.and.arrow.down")
                            Text("Save")
                        }
                    }
                    Button(action: save) {
                        HStack {
                            Image(systemName: "tray.and.arrow.down")
                            Text("Save")
                        }
                    }
                }
            }
        }
        """

    private func fingerprints(in folder: URL) throws -> [String] {
        let result = try CommandRunner.run([".", "--format", "sarif", "--quiet"], in: folder)
        XCTAssertEqual(result.status, 1, result.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?.values.first }
    }

    func testEveryResultHasItsOwnStableFingerprint() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write(Self.twoButtons, "Two.swift", in: folder)
        try CommandRunner.write(Self.twoButtons, "Copy.swift", in: folder)
        let first = try fingerprints(in: folder)
        XCTAssertEqual(first.count, 4)
        XCTAssertEqual(Set(first).count, 4, "\(first)")
        try CommandRunner.write("import SwiftUI\n\n// Two ways to save.\n" + Self.twoButtons, "Two.swift", in: folder)
        XCTAssertEqual(try fingerprints(in: folder), first)
    }
}
