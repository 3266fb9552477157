import A11yScanCore
import A11yScanSyntax
import ArgumentParser
import Foundation

/// `a11yscan tree FILE…`: the call tree the rules see, one node a line — for rule authors
/// who want to know what a pattern will be matched against.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Print the call tree of Swift or Kotlin files: the nodes rules are matched against.",
        discussion: """
            Each line is a node: its kind (call, modifier, assign, or the declaration keyword), its name with \
            the kinds of its arguments, and where its name starts (line:column). Indentation shows nesting; \
            [arg N] and [closure N] say which argument or trailing closure of the parent holds the node.
            """)

    @Argument(help: "Swift (.swift), Kotlin (.kt, .kts), Android layout (res/layout*/NAME.xml) or Interface Builder (.xib, .storyboard) files, or folders to read them from.")
    var paths: [String]

    @Flag(name: .long, help: "Print only the number of nodes of each file and in all.")
    var count = false

    func run() throws {
        var total = 0
        defer { if count { print("\(total) nodes") } }
        let files = try paths.flatMap(Self.files(in:))
        for (number, path) in files.enumerated() {
            guard let language = Language(path: path), !language.isReadForNamesOnly else {
                throw ValidationError("\(path): not a Swift or Kotlin file (.swift, .kt, .kts), an Android layout (res/layout*/NAME.xml) nor an Interface Builder file (.xib, .storyboard)"
                    + (path.hasSuffix(".java") ? "; Java code is read only for the views it names, and has no call tree" : ""))
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ValidationError("\(path): cannot read the file")
            }
            let source = SourceFile(path: path, language: language, text: Array(data))
            let tree = CallTree.build(source)
            if count {
                total += tree.nodes.count
                continue
            }
            if files.count > 1 { print("\(number == 0 ? "" : "\n")\(path)") }
            print(tree.outline())
        }
    }

    /// `path` itself, or the Swift, Kotlin, layout and Interface Builder files under it in name order.
    private static func files(in path: String) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ValidationError("\(path): no such file or folder")
        }
        guard isFolder.boolValue else { return [path] }
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return found.filter { Language(path: (path as NSString).appendingPathComponent($0)).map { !$0.isReadForNamesOnly } ?? false }.sorted()
            .map { (path as NSString).appendingPathComponent($0) }
    }
}
