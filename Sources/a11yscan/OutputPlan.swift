import A11yScanCore
import A11yScanReport
import Foundation

/// Where each requested format goes. An `--output` binds to the `--format` before it on the
/// command line; at most one format may go to standard output. Files are written atomically
/// (a temporary file in the same folder, then rename), so a failed run never leaves half a report.
struct OutputPlan {
    struct Destination {
        var format: ReporterFormat
        var path: String?
    }

    var destinations: [Destination]


    static func make(arguments: [String]) throws -> OutputPlan {
        var destinations: [Destination] = []
        var pendingOutputs: [String] = []
        var index = 0
        // Pair by position in the raw arguments: `--format X [--output F]` …
        while index < arguments.count {
            let argument = arguments[index]
            let (name, inlineValue) = split(argument)
            let value = inlineValue ?? (index + 1 < arguments.count ? arguments[index + 1] : nil)
            if name == "--format", let value {
                guard let format = ReporterFormat(name: value) else { throw CommandLineError.unknownFormat(value) }
                destinations.append(Destination(format: format, path: nil))
            } else if name == "--output", let value {
                if let last = destinations.indices.last, destinations[last].path == nil {
                    destinations[last].path = value
                } else if destinations.isEmpty {
                    pendingOutputs.append(value)
                } else {
                    throw CommandLineError.usage("--output \(value) has no --format before it that is still without an output")
                }
            }
            index += inlineValue == nil && (name == "--format" || name == "--output") ? 2 : 1
        }
        if destinations.isEmpty { destinations = [Destination(format: .text, path: nil)] }
        if let path = pendingOutputs.first {
            guard pendingOutputs.count == 1, destinations.count == 1, destinations[0].path == nil else {
                throw CommandLineError.usage("give each --output after the --format it is for")
            }
            destinations[0].path = path
        }
        if destinations.filter({ $0.path == nil }).count > 1 {
            throw CommandLineError.usage("only one --format can go to standard output; give the others an --output FILE")
        }
        return OutputPlan(destinations: destinations)
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Opens every destination and writes the start of its report. When one cannot be
    /// opened, the ones before it are still written and the error comes at the end
    /// (`ReportOutputs.finish`), as if they had been written one after the other.
    func open(head: ReportHead, options: ReporterOptions) throws -> ReportOutputs {
        var outputs = ReportOutputs()
        for destination in destinations {
            var reporterOptions = options
            if destination.path != nil { reporterOptions.color = false }
            do {
                outputs.append(try ReportOutput(format: destination.format, path: destination.path, head: head,
                                                options: reporterOptions))
            } catch {
                try outputs.fail(error)
                break
            }
        }
        return outputs
    }
}
