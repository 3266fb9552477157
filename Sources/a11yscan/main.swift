import A11yScanSystem
import ArgumentParser
import Foundation

AllocatorPadding.apply()

/// Runs the command and maps every failure to the documented exit status: argument and
/// configuration errors exit 2 (not the parser's default 64), with the message on stderr.
/// `--diff=BASE` is `--diff --diff-base BASE`: the base is optional, so it is written attached.
let arguments = CommandLine.arguments.dropFirst().flatMap { argument -> [String] in
    argument.hasPrefix("--diff=") ? ["--diff", "--diff-base", String(argument.dropFirst("--diff=".count))] : [argument]
}

/// `a11yscan scan …` (what an editor runs per file) is read by `QuickScanArguments` when its
/// shape is plain, else by the scan command alone: the root's parser builds the scan command's
/// table of options a few more times (to learn whether it takes all remaining arguments). What
/// the scan command alone does not take (help, a mistake) is parsed again from the root, which
/// words the message as always.
func parse(_ arguments: [String]) throws -> ParsableCommand {
    if arguments.first == "scan" {
        if let quick = QuickScanArguments.command(Array(arguments.dropFirst())) { return quick }
        if let scan = try? ScanCommand.parse(Array(arguments.dropFirst())) { return scan }
    }
    return try A11yScanCommand.parseAsRoot(arguments)
}

do {
    var command = try parse(Array(arguments))
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch let error as CommandLineError {
    FileHandle.standardError.write(Data((error.line + "\n").utf8))
    Foundation.exit(2)
} catch let error as OutputFileError {
    FileHandle.standardError.write(Data((CommandLineError.output(path: error.path, reason: error.reason).line + "\n").utf8))
    Foundation.exit(2)
} catch {
    let code = A11yScanCommand.exitCode(for: error)
    var message = A11yScanCommand.fullMessage(for: error)
    if code == .success {
        print(message)
        Foundation.exit(0)
    }
    // The parser's own errors read `Error: …`; ours read `a11yscan: error: …`.
    if message.hasPrefix("Error: ") { message = "a11yscan: error: " + message.dropFirst("Error: ".count) }
    if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
    Foundation.exit(2)
}
