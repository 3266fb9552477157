import Foundation
import XCTest

/// The headless Chromium the HTML tests render pages in: the DOM after scripts ran, and
/// screenshots.
struct Chromium {
    let executable: URL
    /// A profile folder of its own, so runs never share state.
    let profile: URL

    /// Chromium from `CHROMIUM`, or the first of the usual names on the PATH.
    init(profile: URL) throws {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let named = environment["CHROMIUM"] { candidates.append(named) }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] { candidates.append("\(folder)/\(name)") }
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            struct NoBrowser: Error, CustomStringConvertible {
                var description: String { "no Chromium found; scripts/install-deps --tests installs it" }
            }
            throw NoBrowser()
        }
        executable = URL(fileURLWithPath: found)
        self.profile = profile
    }

    /// The DOM of `page` after its scripts ran, as Chromium serializes it. With `fileAccess`, a
    /// page may read the documents of other local pages it loads (a harness page measuring a
    /// report in a frame).
    func renderedDOM(of page: URL, width: Int = 1280, fileAccess: Bool = false) throws -> String {
        var arguments = ["--window-size=\(width),1000", "--virtual-time-budget=8000", "--dump-dom"]
        if fileAccess { arguments.insert("--allow-file-access-from-files", at: 0) }
        return String(decoding: try run(arguments + [page.absoluteString]), as: UTF8.self)
    }

    /// A PNG of the first `height` pixels of `page`, in a window `width` pixels wide.
    func screenshot(of page: URL, width: Int, height: Int, to output: URL) throws {
        _ = try run(["--window-size=\(width),\(height)", "--virtual-time-budget=3000", "--screenshot=\(output.path)",
                     page.absoluteString])
    }

    private func run(_ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--user-data-dir=\(profile.path)"]
            + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "chromium \(arguments.joined(separator: " "))")
        return data
    }

    /// Width and height from a PNG's header.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        let number = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
