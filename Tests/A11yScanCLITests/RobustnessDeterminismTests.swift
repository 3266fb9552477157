import Foundation
import XCTest

/// The report is the same bytes whatever the number of parallel jobs, on a generated tree of a
/// few hundred files with findings, clean files and files with problems spread through it.
final class RobustnessDeterminismTests: XCTestCase {
    private static let fileCount = 320

    /// Writes the tree: folders of uneven depth, names whose byte order differs from their
    /// creation order, and every tenth file carrying a problem (binary, bad UTF-8, unterminated).
    private func makeTree(in folder: URL) throws {
        let kotlin = """
            @Composable
            fun AddToCart(cart: Cart, product: Product) = Button(onClick = { cart.add(product) }) {
                Icon(Icons.Default.ShoppingCart, contentDescription = "Add to cart")
                Text("Add to cart")
            }
            """
        for number in 0..<Self.fileCount {
            let depth = number % 4
            let path = (0..<depth).map { "Module\(($0 + number) % 5)" }.joined(separator: "/")
            let name = "\(String(format: "%03d", (number * 37) % Self.fileCount))_Screen"
            let url = folder.appendingPathComponent(path).appendingPathComponent(number % 3 == 0 ? "\(name).kt" : "\(name).swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var bytes = Array((number % 3 == 0 ? kotlin : (number % 2 == 0 ? Samples.swiftWithFinding : Samples.swiftClean)).utf8)
            bytes = Array("// file \(number)\n".utf8) + Array(repeating: 0x0A, count: number % 7) + bytes
            switch number % 10 {
            case 1: bytes += [0x0A, 0x00, 0x01]
            case 4: bytes += [0x0A, 0xFF, 0xFE, 0x0A]
            case 7: bytes += Array("\nlet s = \"open".utf8)
            default: break
            }
            try Data(bytes).write(to: url)
        }
    }

    func testGeneratedTreeGivesTheSameBytesForAnyJobCount() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try makeTree(in: folder)
        var outputs: [Int: String] = [:]
        for jobs in [1, 2, 8] {
            let result = try TimedCommand.run([".", "--format", "json", "--jobs", "\(jobs)"], in: folder)
            XCTAssertEqual(result.status, 1, result.stderr)
            outputs[jobs] = result.stdout
        }
        XCTAssertEqual(outputs[1], outputs[2], "--jobs 1 and --jobs 2 differ")
        XCTAssertEqual(outputs[1], outputs[8], "--jobs 1 and --jobs 8 differ")
        let report = try JSONSerialization.jsonObject(with: Data((outputs[1] ?? "").utf8)) as? [String: Any]
        let findings = report?["findings"] as? [[String: Any]] ?? []
        let problems = report?["problems"] as? [[String: Any]] ?? []
        XCTAssertGreaterThan(findings.count, 150, "the tree has findings in most files")
        XCTAssertEqual(Set(problems.compactMap { $0["kind"] as? String }), ["skipped-binary", "invalid-encoding", "warning"])
        let paths = findings.compactMap { $0["path"] as? String }
        XCTAssertEqual(paths, paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "findings are in path order")
    }
}
