import A11yScanCore
import A11yScanSystem
import ArgumentParser
import Foundation

/// `a11yscan init`: writes a commented starter `.a11yscan.yml` (never over an existing one
/// unless `--force`).
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a starter .a11yscan.yml that explains every key, in the current folder (or --output).")

    @Option(name: .long, help: ArgumentHelp("Where to write it.", valueName: "file"))
    var output: String = Configuration.fileName

    @Flag(name: .long, help: "Replace an existing file.")
    var force = false

    func run() throws {
        if FileManager.default.fileExists(atPath: output), !force {
            throw CommandLineError.usage("\(output) already exists (hint: --force replaces it)")
        }
        try AtomicFile.write(Array(Configuration.starterFile.utf8), to: output)
        print(Self.summary(of: Configuration.starterFile, writtenTo: output))
    }

    /// What the file holds, read from the file itself so the words cannot drift from it: the
    /// keys set to their defaults, and those commented out because they need the project's values.
    static func summary(of file: String, writtenTo path: String) -> String {
        var set: [String] = [], commentedOut: [String] = []
        for line in file.split(separator: "\n") {
            let commented = line.hasPrefix("#")
            let body = commented ? line.dropFirst() : line
            guard let colon = body.firstIndex(of: ":"), body.first?.isLetter == true,
                  body[..<colon].allSatisfy({ $0.isLetter || $0 == "-" }) else { continue }
            if commented { commentedOut.append(String(body[..<colon])) } else { set.append(String(body[..<colon])) }
        }
        return "Wrote \(path). Set to their defaults: \(set.joined(separator: ", ")). "
            + "Commented out, for your own values: \(commentedOut.joined(separator: ", "))."
    }
}
