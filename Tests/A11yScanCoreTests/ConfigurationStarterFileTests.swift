import XCTest
@testable import A11yScanCore

/// The file `a11yscan init` writes loads as it is, mentions every key, and still loads with
/// each commented-out setting switched on.
final class ConfigurationStarterFileTests: XCTestCase {
    func testTheStarterFileLoadsWithDefaults() throws {
        let configuration = try ConfigurationLoader.load(yaml: Configuration.starterFile, file: "/project/.a11yscan.yml")
        XCTAssertEqual(configuration, Configuration(file: "/project/.a11yscan.yml", failOn: .warning))
    }

    func testEveryKeyIsPresentAndEveryLineIsCommentOrSetting() throws {
        let lines = Configuration.starterFile.split(separator: "\n", omittingEmptySubsequences: false)
        for key in ConfigurationFields.topKeys {
            XCTAssertTrue(lines.contains { $0.hasPrefix("\(key):") || $0.hasPrefix("#\(key):") }, "missing \(key)")
        }
        for line in lines where line.hasPrefix("#") {
            XCTAssertTrue(line == "#" || line.hasPrefix("# ") || line.dropFirst().first?.isLetter == true || line.hasPrefix("#  "),
                          "unclear comment line: \(line)")
        }
        XCTAssertLessThanOrEqual(lines.map(\.count).max() ?? 0, 100)
    }

    func testUncommentingEverySettingStillLoads() throws {
        let uncommented = Configuration.starterFile.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let isSetting = line.hasPrefix("#  ") || (line.hasPrefix("#") && !line.hasPrefix("# ") && line != "#")
            return isSetting ? String(line.dropFirst()) : String(line)
        }.joined(separator: "\n")
        XCTAssertNotEqual(uncommented, Configuration.starterFile)
        let configuration = try ConfigurationLoader.load(yaml: uncommented, file: "/project/.a11yscan.yml")
        XCTAssertEqual(configuration.baseline, "/project/.a11yscan-baseline.json")
        XCTAssertEqual(configuration.jobs, 4)
        XCTAssertEqual(configuration.guidelines?.path, "/project/docs/accessibility")
        XCTAssertEqual(configuration.guidelines?.urlTemplate, "https://example.org/accessibility/{slug}")
        XCTAssertEqual(configuration.guidelines?.aliases, ["select-menu": "dropdown"])
    }
}
