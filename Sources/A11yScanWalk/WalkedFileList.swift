import A11yScanSyntax
import A11yScanSystem

/// The files a walk found, kept compactly because a scan holds the list from the walk to its
/// end: the relative paths share one byte buffer, and a file's absolute path is composed from
/// its root when asked for. Two strings and a record per file cost ~600 bytes; this ~100, so
/// memory no longer grows with the size of the tree scanned.
public struct WalkedFileList: RandomAccessCollection, Sendable, Hashable {
    /// Where files come from: a folder root (absolute path = root + relative path) or a file
    /// named directly (absolute path given whole).
    struct Origin: Sendable, Hashable {
        /// The root argument, normalized as written (`WalkedFile.root`).
        let argument: String
        let absolutePath: String
        let isNamedFile: Bool
        /// Where the folder root, or the named file, lies in its git work tree; nil outside git.
        let repository: RepositoryLocation?
        /// Whether the paths stored for this root's files are their repository paths (the
        /// root's path in its work tree, then the path below the root), not root-relative.
        let storesRepositoryPaths: Bool

        /// The bytes stored before a file's path below a folder root: the root's repository
        /// path and a slash, when one is stored. Made once: every file added and read uses it.
        let storedPrefix: String

        init(argument: String, absolutePath: String, isNamedFile: Bool, repository: RepositoryLocation? = nil,
             storesRepositoryPaths: Bool = false) {
            self.argument = argument
            self.absolutePath = absolutePath
            self.isNamedFile = isNamedFile
            self.repository = repository
            self.storesRepositoryPaths = storesRepositoryPaths && repository != nil
            if self.storesRepositoryPaths, !isNamedFile, let folder = repository?.path, !folder.isEmpty {
                storedPrefix = folder + "/"
            } else {
                storedPrefix = ""
            }
        }
    }

    private struct Entry: Sendable, Hashable {
        var start: Int
        var length: Int
        var origin: Int32
        var language: Language
        var explicitlyNamed: Bool
        /// The file's place in the order the walk found files (see `discoveryNumber`).
        var discovery: Int32
    }

    private var bytes: [UInt8] = []
    private var entries: [Entry] = []
    private var origins: [Origin] = []

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { entries.count }

    public subscript(position: Int) -> WalkedFile {
        let entry = entries[position]
        let origin = origins[Int(entry.origin)]
        let path = relativePath(entry)
        return WalkedFile(
            absolutePath: absolutePath(entry), relativePath: path, root: origin.argument,
            language: entry.language, explicitlyNamed: entry.explicitlyNamed,
            repository: origin.repository.map { folder in
                if origin.isNamedFile { return folder }
                return origin.storesRepositoryPaths ? RepositoryLocation(topLevel: folder.topLevel, path: path) : folder.appending(path)
            })
    }

    public static func == (lhs: WalkedFileList, rhs: WalkedFileList) -> Bool { lhs.elementsEqual(rhs) }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for file in self { hasher.combine(file) }
    }

    /// Registers a folder root or a directly named file; files added under it name its number.
    mutating func addOrigin(_ origin: Origin) -> Int {
        origins.append(origin)
        return origins.count - 1
    }

    /// Adds a file found under `origin` (for a named file, `relativePath` is how it is shown).
    mutating func append(relativePath: String, origin: Int, language: Language, explicitlyNamed: Bool) {
        let start = bytes.count
        bytes.append(contentsOf: origins[origin].storedPrefix.utf8)
        bytes.append(contentsOf: relativePath.utf8)
        entries.append(Entry(start: start, length: bytes.count - start, origin: Int32(origin),
                             language: language, explicitlyNamed: explicitlyNamed, discovery: Int32(entries.count)))
    }

    /// The place of the file at `position` in the order the walk found files: how files
    /// offered to early scanning (`WalkFeed`) are numbered.
    package func discoveryNumber(at position: Int) -> Int { Int(entries[position].discovery) }

    /// The absolute path of the file at `position`, without making the rest of its record.
    package func absolutePath(at position: Int) -> String { absolutePath(entries[position]) }

    /// The relative path of the file at `position` (`WalkedFile.relativePath`), without making the rest of its record.
    package func relativePath(at position: Int) -> String { relativePath(entries[position]) }

    /// The language of the file at `position`, without making its record.
    package func language(at position: Int) -> Language { entries[position].language }

    /// Whether the file at `position` was named directly by the user.
    package func isExplicitlyNamed(at position: Int) -> Bool { entries[position].explicitlyNamed }

    /// Marks the file at `position` as named directly by the user.
    mutating func markExplicitlyNamed(at position: Int) {
        entries[position].explicitlyNamed = true
    }

    /// The same files in report order: relative path, then absolute path, both by bytes, so
    /// the order depends on neither locale nor Unicode normalization.
    /// This list without the layout files found in folders that no Kotlin or Java file of the list goes
    /// with (`AndroidResourceFolders`); a layout file named directly stays.
    func keepingLayoutsBesideAndroidCode() -> WalkedFileList {
        guard entries.contains(where: { $0.language == .layout && !$0.explicitlyNamed }) else { return self }
        var folders: Set<String> = []
        var seen: Set<Substring> = []
        var previous: Substring?
        for entry in entries where entry.language.isAndroidCode {
            let path = absolutePath(entry)
            // Files of one folder share their source set: each folder is looked at once. Most
            // files follow one of their folder's, which is then not hashed again.
            let folder = path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
            if folder == previous { continue }
            previous = folder
            guard seen.insert(folder).inserted else { continue }
            folders.formUnion(AndroidResourceFolders.of(path))
        }
        var kept = self
        kept.entries = entries.filter { entry in
            entry.language != .layout || entry.explicitlyNamed
                || folders.contains(String(AndroidResourceFolders.ofLayout(absolutePath(entry))))
        }
        return kept
    }

    func sortedForReport() -> WalkedFileList {
        var sorted = self
        let order = ByteOrder.order(of: entries.map { $0.start..<($0.start + $0.length) }, in: bytes) { left, right in
            ByteOrder.precedes(absolutePath(entries[left]), absolutePath(entries[right]))
        }
        sorted.entries = order.map { entries[$0] }
        return sorted
    }

    /// Whether the files at two positions are reported under the same relative path.
    package func haveSameRelativePath(_ first: Int, _ second: Int) -> Bool {
        compareRelativePaths(entries[first], entries[second]) == 0
    }

    /// Whether every relative path is ASCII, where byte order and string order agree.
    package var relativePathsAreASCII: Bool { !bytes.contains { $0 >= 0x80 } }

    private func compareRelativePaths(_ left: Entry, _ right: Entry) -> Int {
        ByteOrder.compare(bytes, left.start..<(left.start + left.length), right.start..<(right.start + right.length))
    }

    private func relativePath(_ entry: Entry) -> String {
        String(decoding: bytes[entry.start..<(entry.start + entry.length)], as: UTF8.self)
    }

    /// The root's absolute path joined with the bytes below it, written once into the result.
    private func absolutePath(_ entry: Entry) -> String {
        let origin = origins[Int(entry.origin)]
        if origin.isNamedFile { return origin.absolutePath }
        let below = (entry.start + origin.storedPrefix.utf8.count)..<(entry.start + entry.length)
        // A root of `/` is the one absolute path that ends with a slash.
        let folder = origin.absolutePath == "/" ? "" : origin.absolutePath
        return PathText.joined(folder, bytes, below)
    }
}
