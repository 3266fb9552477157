import A11yScanCore
import Foundation

/// Which configuration files a scan uses: `--config FILE` alone, none with `--no-config`, else
/// every `.a11yscan.yml` at and above the folder that holds all scanned paths (standard input's
/// path, for `--stdin`), plus those below it, which refine rules for their own folders
/// (`NestedConfigurations`). The folder depends only on the set of paths, never on their order.
struct ScanConfiguration {
    var chain: ConfigurationChain
    /// Where the chain was read; nil when configuration files are not looked for.
    var base: String?

    init(_ command: ScanCommand, roots: [String]) throws {
        do {
            if let file = command.config {
                chain = ConfigurationChain([try ConfigurationLoader.load(file: file)])
                // A file named on the command line may live anywhere: its globs are taken from here.
                chain.globFolder = FileManager.default.currentDirectoryPath
                base = nil
            } else if command.noConfig {
                chain = ConfigurationChain()
                base = nil
            } else {
                let folder = command.stdin
                    ? URL(fileURLWithPath: command.stdinPath ?? "stdin.swift").deletingLastPathComponent().standardizedFileURL.path
                    : ConfigurationChain.folder(holding: roots)
                chain = try ConfigurationChain.load(at: folder)
                base = folder
            }
        } catch {
            throw CommandLineError.configuration(error)
        }
        if command.verbose, !chain.files.isEmpty {
            Console.error("a11yscan: using settings from \(chain.files.compactMap(\.file).joined(separator: ", "))")
        }
    }
}
