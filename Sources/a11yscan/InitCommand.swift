import A11yScanCore
import ArgumentParser
import Foundation

/// `a11yscan init`: writes a commented starter `.a11yscan.yml` (never over an existing one
/// unless `--force`).
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a commented starter .a11yscan.yml in the current folder (or --output).")

    @Option(name: .long, help: ArgumentHelp("Where to write it.", valueName: "file"))
    var output: String = Configuration.fileName

    @Flag(name: .long, help: "Replace an existing file.")
    var force = false

    func run() throws {
        if FileManager.default.fileExists(atPath: output), !force {
            throw CommandLineError.usage("\(output) already exists (hint: --force replaces it)")
        }
        try AtomicFile.write(Array(Configuration.starterFile.utf8), to: output)
        print("Wrote \(output). Every setting in it is commented out; uncomment what you need.")
    }
}
