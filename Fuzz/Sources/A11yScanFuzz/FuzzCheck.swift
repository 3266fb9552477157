#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the process when an invariant is broken, so libFuzzer records the input as a crash.
/// The message goes to standard error first: it is the first line to read in a crash log.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    let text = "a11yscan fuzz invariant broken: \(message())\n"
    FuzzOutput.writeError(text)
    fatalError(text)
}

/// Unbuffered standard error, without Foundation.
enum FuzzOutput {
    static func writeError(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            _ = write(2, buffer.baseAddress, buffer.count)
        }
    }
}
