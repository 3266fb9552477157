import ArgumentParser
import Foundation

/// Runs the command and maps every failure to the documented exit status: argument and
/// configuration errors exit 2 (not the parser's default 64), with the message on stderr.
/// `--diff=BASE` is `--diff --diff-base BASE`: the base is optional, so it is written attached.
let arguments = CommandLine.arguments.dropFirst().flatMap { argument -> [String] in
    argument.hasPrefix("--diff=") ? ["--diff", "--diff-base", String(argument.dropFirst("--diff=".count))] : [argument]
}

do {
    var command = try A11yScanCommand.parseAsRoot(Array(arguments))
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch let error as CommandLineError {
    FileHandle.standardError.write(Data((error.line + "\n").utf8))
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
